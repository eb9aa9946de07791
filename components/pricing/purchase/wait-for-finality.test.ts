import type { SignatureStatus } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { PurchaseError } from "@/components/pricing/purchase/purchase-failure";
import { waitForFinality, type ChainProgress, type StatusReader } from "@/components/pricing/purchase/wait-for-finality";

type Step = Partial<SignatureStatus> | null;

/** A chain whose status for the signature goes through `steps` (the last one repeats), at `height`. */
function chain(steps: Step[], height = 100): StatusReader & { polls: number } {
  const reader = {
    polls: 0,
    getSignatureStatuses: async () => {
      const step = steps[Math.min(reader.polls, steps.length - 1)];
      reader.polls += 1;
      return { context: { slot: 1 }, value: [step ? ({ slot: 1, confirmations: null, err: null, ...step } as SignatureStatus) : null] };
    },
    getBlockHeight: async () => height,
  };
  return reader as unknown as StatusReader & { polls: number };
}

function clock() {
  let t = 0;
  return { now: () => t, sleep: async (ms: number) => void (t += ms) };
}

async function run(reader: StatusReader, lastValid = 200, timeoutMs = 10_000) {
  const seen: ChainProgress[] = [];
  const outcome = await waitForFinality(reader, "sig", lastValid, { onProgress: (p) => seen.push(p), timeoutMs, ...clock() }).then(
    () => "finalized",
    (error: unknown) => (error instanceof PurchaseError ? error.failure.kind : String(error)),
  );
  return { seen, outcome };
}

describe("waitForFinality", () => {
  it("reports sent, confirmed and finalized once each, in order", async () => {
    const { seen, outcome } = await run(chain([null, { confirmationStatus: "processed" }, { confirmationStatus: "confirmed" }, { confirmationStatus: "confirmed" }, { confirmationStatus: "finalized" }]));
    expect(outcome).toBe("finalized");
    expect(seen).toEqual(["sent", "confirmed", "finalized"]);
  });

  it("stops with failed_onchain when the transaction landed with an error", async () => {
    expect((await run(chain([{ confirmationStatus: "confirmed", err: { InstructionError: [1, { Custom: 1 }] } }]))).outcome).toBe("failed_onchain");
  });

  it("calls an unseen transaction past its last valid block height expired: it can no longer land", async () => {
    expect((await run(chain([null], 201), 200)).outcome).toBe("expired");
  });

  it("keeps waiting for an unseen transaction whose blockhash is still valid, then times out (it may still land)", async () => {
    const reader = chain([null], 150);
    expect((await run(reader, 200, 5_000)).outcome).toBe("timeout");
    expect(reader.polls).toBeGreaterThan(5);
  });
});

describe("waitForFinality on a flaky RPC", () => {
  it("keeps polling through failed reads: a sent payment is never given up on an RPC hiccup", async () => {
    const inner = chain([{ confirmationStatus: "finalized" }]);
    let calls = 0;
    const flaky = {
      getBlockHeight: inner.getBlockHeight,
      getSignatureStatuses: async (...args: Parameters<StatusReader["getSignatureStatuses"]>) => {
        calls += 1;
        if (calls <= 2) throw new TypeError("Failed to fetch");
        return inner.getSignatureStatuses(...args);
      },
    } as StatusReader;
    expect((await run(flaky)).outcome).toBe("finalized");
  });
});
