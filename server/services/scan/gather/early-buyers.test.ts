// The first-buyer reads without a network: a history that does not reach the
// launch yields no early buyers, and a buy's fingerprint comes from the same
// getTransaction answer (a recorded mainnet pump.fun buy).
import { describe, expect, it } from "vitest";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import { loadRecordedTransaction } from "@/server/chain/normalize/recorded-transactions";
import { createCoverageRecorder } from "@/server/services/scan/gather/coverage";
import { findEarlyFirstBuys, findGroupCandidates, withFingerprint } from "@/server/services/scan/gather/early-buyers";
import type { ScanRpc } from "@/server/services/scan/gather/scan-rpc";

const noReads = { transactions: () => Promise.reject(new Error("no read expected")) } as unknown as ScanRpc;

describe("early buyers", () => {
  it("reads nothing and finds no one when the mint's history stops short of its launch", async () => {
    const page = { address: "mint", signatures: [{ signature: "s", slot: 1, err: null, blockTime: null, memo: null }], capped: true };
    const found = await findEarlyFirstBuys({ mint: "mint", history: { pages: [page], complete: false, pageCapHit: true }, isLiquidityOwner: () => false }, noReads, createCoverageRecorder());
    expect(found.size).toBe(0);
  });

  it("attaches the buy transaction's fingerprint to a first buy", () => {
    const raw = loadRecordedTransaction("pumpfun-buy-1.json");
    const tx = normalizeTransaction(raw);
    const buy = { signature: tx.signature, slot: tx.slot, blockTime: tx.blockTime, amount: 1n, venue: null };
    const withPrint = withFingerprint(buy, new Map([[tx.signature, { raw, tx }]]));
    expect(withPrint?.fingerprint).toMatchObject({ feePayer: "4SrXdKFYoiUfYzWN7YV8kdJ2TkZieDmjVCEJg4mTAun6", cuLimit: 100_000, cuPrice: 420_000 });
    expect(withFingerprint(buy, new Map())).toEqual(buy);
    expect(withFingerprint(null, new Map())).toBeNull();
  });
});

describe("early buyers whose sells are read (a group is possible)", () => {
  const link = (from: string, to: string, hop: number) => ({ hop, from, to, signature: `fund:${from}:${to}`, slot: 1, blockTime: null, lamports: 1n });
  const buyer = (owner: string, ...chain: string[]) => ({ owner, funding: chain.map((from, i) => link(from, i === 0 ? owner : chain[i - 1], i + 1)) });

  it("wallets sharing a funder at any hop, a buyer that funded another and the one it funded; not the unrelated", () => {
    const buyers = [
      buyer("a", "f1"),
      buyer("b", "f1"),
      buyer("c", "g1", "top"),
      buyer("d", "g2", "top"),
      buyer("dev", "cex"),
      buyer("e", "dev"),
      buyer("loner", "h1", "h2"),
      buyer("unfunded"),
    ];
    expect([...findGroupCandidates(buyers)].sort()).toEqual(["a", "b", "c", "d", "dev", "e"]);
  });
});
