// The live clock and commitment rules on a hand-driven clock: deterministic
// slots, blockhash expiry after 150 blocks, processed/confirmed/finalized.
import { describe, expect, it } from "vitest";
import { blockHeightOf, blockTimeOf } from "@/server/ledger/clock";
import { buildWorld } from "@/server/ledger/world/build-world";
import type { TxRecord } from "@/server/ledger/world/types";
import { LiveChain, MAX_PROCESSING_AGE, normalizeCommitment } from "@/server/ledger/live/live-chain";

function chainAt(startMs = 1_800_000_000_000) {
  let now = startMs;
  const world = buildWorld([]);
  const historicTip = world.tipSlot;
  const chain = new LiveChain(world, () => now);
  return { chain, world, historicTip, tick: (ms: number) => (now += ms), now: () => now };
}

const liveTx = (slot: number, submittedAtMs: number) => ({ slot, submittedAtMs }) as TxRecord;

describe("the live clock", () => {
  it("starts right after the replayed tip and advances one slot per 400 ms of wall-clock time", () => {
    const { chain, world, historicTip, tick } = chainAt();
    expect(chain.currentSlot()).toBe(historicTip + 1);
    tick(399);
    expect(world.tipSlot).toBe(historicTip + 1);
    tick(1);
    expect(world.tipSlot).toBe(historicTip + 2);
    tick(4_000);
    expect(chain.currentSlot()).toBe(historicTip + 12);
  });

  it("gives live slots wall-clock block times and leaves the history's times alone", () => {
    const { chain, historicTip, tick } = chainAt(1_800_000_000_000);
    tick(2_000);
    expect(chain.clock.blockTimeOf(chain.currentSlot())).toBe(1_800_000_002);
    expect(chain.clock.blockTimeOf(historicTip)).toBe(blockTimeOf(historicTip));
  });

  it("lets finalized trail the tip by the finality delay", () => {
    const { chain, tick } = chainAt();
    tick(10_000);
    const tip = chain.slotFor("processed");
    expect(chain.slotFor("confirmed")).toBe(tip - 1);
    expect(chain.slotFor("finalized")).toBe(tip - 5);
    chain.finalityDelayMs = 4_000;
    expect(chain.slotFor("finalized")).toBe(tip - 10);
  });
});

describe("blockhashes", () => {
  it("accepts a handed-out blockhash until the block height passes its lastValidBlockHeight", () => {
    const { chain, tick } = chainAt();
    const issued = chain.latestBlockhash("processed");
    expect(issued.lastValidBlockHeight).toBe(blockHeightOf(issued.slot) + MAX_PROCESSING_AGE);
    tick(MAX_PROCESSING_AGE * 400);
    expect(chain.blockHeight()).toBe(issued.lastValidBlockHeight);
    expect(chain.isBlockhashValid(issued.blockhash)).toBe(true);
    tick(400);
    expect(chain.isBlockhashValid(issued.blockhash)).toBe(false);
  });

  it("never accepts a blockhash it did not hand out", () => {
    const { chain } = chainAt();
    expect(chain.isBlockhashValid("11111111111111111111111111111111")).toBe(false);
  });

  it("moves forward when advanced, never backward", () => {
    const { chain } = chainAt();
    const before = chain.currentSlot();
    chain.clock.advance(151 * 400);
    expect(chain.currentSlot()).toBe(before + 151);
    expect(() => chain.clock.advance(-1)).toThrow(RangeError);
  });
});

describe("commitment", () => {
  it("reports processed, then confirmed after the confirmation delay, then finalized after the finality delay", () => {
    const { chain, tick, now } = chainAt();
    const tx = liveTx(chain.currentSlot(), now());
    expect(chain.statusOf(tx)).toBe("processed");
    expect(chain.confirmationsOf(tx)).toBe(0);
    expect(chain.meets(tx, "confirmed")).toBe(false);
    tick(400);
    expect(chain.statusOf(tx)).toBe("confirmed");
    expect(chain.confirmationsOf(tx)).toBe(1);
    expect(chain.meets(tx, "finalized")).toBe(false);
    tick(1_600);
    expect(chain.statusOf(tx)).toBe("finalized");
    expect(chain.confirmationsOf(tx)).toBeNull();
  });

  it("treats the replayed history as finalized", () => {
    const { chain, world } = chainAt();
    const anyTx = { slot: 1 } as TxRecord;
    expect(chain.statusOf(anyTx)).toBe("finalized");
    expect(world.history.every((t) => chain.meets(t, "finalized"))).toBe(true);
  });

  it("maps the node's commitment aliases, defaulting to finalized", () => {
    expect(["recent", "single", "singleGossip", "root", "max", undefined].map((c) => normalizeCommitment(c))).toEqual([
      "processed",
      "confirmed",
      "confirmed",
      "finalized",
      "finalized",
      "finalized",
    ]);
  });
});
