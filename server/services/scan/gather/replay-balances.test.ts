import { describe, expect, it } from "vitest";
import type { NormalizedTransaction } from "@/server/chain/normalize/types";
import { createCoverageRecorder } from "@/server/services/scan/gather/coverage";
import { REPLAY_PAGES_CAP, replayBalancesAt } from "@/server/services/scan/gather/replay-balances";
import type { LoadedTransaction, ScanRpc, SignaturePage } from "@/server/services/scan/gather/scan-rpc";

/** An account's history, newest first: [signature, slot, post balance]. */
type History = [string, number, bigint][];

function fakeScan(histories: Record<string, History>, pageLimit: number) {
  const asked: string[] = [];
  const scan = {
    async signaturePages(requests) {
      const out = new Map<string, SignaturePage>();
      for (const r of requests) {
        asked.push(`${r.address}:${r.before ?? ""}`);
        const all = histories[r.address] ?? [];
        const from = r.before ? all.findIndex(([s]) => s === r.before) + 1 : 0;
        const page = all.slice(from, from + r.limit);
        out.set(r.address, { address: r.address, signatures: page.map(([signature, slot]) => ({ signature, slot, err: null, blockTime: null })), capped: page.length >= r.limit });
      }
      return out;
    },
    async transactions(signatures) {
      const out = new Map<string, LoadedTransaction>();
      for (const [account, history] of Object.entries(histories)) {
        for (const [signature, slot, post] of history) {
          if (!signatures.includes(signature)) continue;
          const tokenAccounts = [{ owner: "o", mint: "m", tokenAccount: account, programId: null, decimals: 6, pre: 0n, post, delta: post }];
          out.set(signature, { raw: {}, tx: { signature, slot, tokenAccounts } as unknown as NormalizedTransaction });
        }
      }
      return out;
    },
  } as Pick<ScanRpc, "signaturePages" | "transactions"> as ScanRpc;
  return { scan, asked, caps: { pageLimit, pageCap: 2 } };
}

describe("replayBalancesAt", () => {
  it("reads the post balance of the newest transaction at or before the slot, paging back when needed", async () => {
    const { scan, asked, caps } = fakeScan(
      {
        seller: [["sell", 120, 0n], ["buy", 100, 50n]],
        paged: [["c", 300, 1n], ["b", 250, 2n], ["a", 90, 3n]],
        late: [["x", 200, 9n]],
      },
      2,
    );
    const coverage = createCoverageRecorder();
    const targets = ["seller", "paged", "late"].map((tokenAccount) => ({ owner: `${tokenAccount}-owner`, tokenAccount }));
    const at = await replayBalancesAt(targets, 119, scan, coverage, caps);
    expect(at.get("seller")).toMatchObject({ amount: 50n, signature: "buy" });
    expect(at.get("paged")).toMatchObject({ amount: 3n, signature: "a" });
    expect(at.get("late")).toMatchObject({ amount: 0n, signature: null });
    expect(asked).toContain("paged:b");
    expect(coverage.capsHit).toEqual([]);
  });

  it("gives a balance up as unknown past the page cap, and says so", async () => {
    const { scan, caps } = fakeScan({ busy: [["e", 500, 1n], ["d", 400, 1n], ["c", 300, 1n], ["b", 200, 1n], ["a", 10, 7n]] }, 2);
    const coverage = createCoverageRecorder();
    const at = await replayBalancesAt([{ owner: "pool", tokenAccount: "busy" }], 50, scan, coverage, caps);
    expect(at.get("busy")).toMatchObject({ amount: null });
    expect(coverage.capsHit).toEqual([REPLAY_PAGES_CAP]);
  });
});
