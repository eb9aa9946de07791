import { describe, expect, it } from "vitest";
import { makeEarlyBuyer } from "@/server/engine/testing/early-buyer-factory";
import { address, amountOfPct, makeHolders, makeSell, makeSnapshot } from "@/server/engine/testing/snapshot-factory";
import type { ReplayedBalance } from "@/server/services/scan/gather/replay-balances";
import { replayTargets, snapshotAtSlot } from "@/server/services/scan/gather/replay-snapshot";

function world() {
  const holders = makeHolders([
    { pct: 5, name: "whale", buySlot: 100 },
    { pct: 2, name: "late", buySlot: 900 },
  ]);
  const sellerBuy = makeEarlyBuyer({ name: "seller", funders: [address("funder")], buySlot: 150, boughtPct: 4, soldFraction: 1, sellSlot: 700 });
  const trades = [makeSell(holders[0].owner, 600, amountOfPct(1), amountOfPct(6)), ...sellerBuy.trades];
  return makeSnapshot({ holders, earlyBuyers: [sellerBuy], trades, observedSlot: 1_000 });
}

function balances(entries: [owner: string, tokenAccount: string, amount: bigint | null][]): Map<string, ReplayedBalance> {
  return new Map(entries.map(([owner, tokenAccount, amount]) => [tokenAccount, { owner, tokenAccount, amount, signature: null }]));
}

describe("snapshotAtSlot", () => {
  it("replays today's holders from their own token accounts and brings back the first buyers who held then", () => {
    const today = world();
    const targets = replayTargets(today);
    const seller = targets.find((t) => t.owner === address("seller"))!;
    // the first buyer's associated account is derived (it may be closed today)
    expect(seller.tokenAccount).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    const at = snapshotAtSlot(
      today,
      500,
      balances([
        [address("whale"), today.holders[0].tokenAccount, amountOfPct(6)],
        [address("late"), today.holders[1].tokenAccount, 0n],
        [address("seller"), seller.tokenAccount, amountOfPct(4)],
      ]),
    );
    expect(at.observedSlot).toBe(500);
    expect(at.holders.map((h) => [h.owner, h.amount, h.rank])).toEqual([
      [address("whale"), amountOfPct(6), 1],
      [address("seller"), amountOfPct(4), 2],
    ]);
    // nothing after the slot is known at it: the sells (600, 700) are dropped, the seller's buy (150) kept
    expect(at.trades.every((t) => t.slot <= 500)).toBe(true);
    expect(at.earlyBuyers![0].trades.map((t) => t.side)).toEqual(["buy"]);
  });

  it("forgets first buys and funding that came after the slot, and leaves out a balance it could not read", () => {
    const today = world();
    const [whale, late] = today.holders;
    const at = snapshotAtSlot(
      today,
      50,
      balances([
        [whale.owner, whale.tokenAccount, null],
        [late.owner, late.tokenAccount, 7n],
      ]),
    );
    expect(at.holders.map((h) => h.owner)).toEqual([late.owner]);
    expect(at.holders[0].firstBuy).toBeNull();
    // its funding (slot 501) came after slot 50
    expect(at.holders[0].funding).toEqual([]);
    expect(at.earlyBuyers).toEqual([]);
  });
});
