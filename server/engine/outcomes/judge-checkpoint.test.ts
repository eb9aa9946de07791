import { describe, expect, it } from "vitest";
import { startCaseState, type BaselineReport } from "@/server/engine/outcomes/case-state";
import { foldTransactions } from "@/server/engine/outcomes/fold-transactions";
import { judgeCheckpoint } from "@/server/engine/outcomes/judge-checkpoint";
import type { WatchTx } from "@/server/engine/watch/types";

const MINT = "Mint1111111111111111111111111111111111111111";
const WSOL = "So11111111111111111111111111111111111111112";
const POOL = "PoolPda";
const SCAN = { liquidityUsd: 30_000, marketCap: 100_000 };
const DAY = 86_400;
const SOL_UNIT_USD = 150 / 1e9;

const report: BaselineReport = {
  mint: MINT,
  decimals: 6,
  slot: 1_000,
  liquidity_usd: SCAN.liquidityUsd,
  market_cap: SCAN.marketCap,
  deployer: { creator: "Dev" },
  holders: [
    { owner: "Dev", token_account: "Dev-ata", amount: 50_000_000, is_pool: false },
    { owner: "Member1", token_account: "M1-ata", amount: 20_000_000, is_pool: false },
    { owner: "Member2", token_account: "M2-ata", amount: 20_000_001, is_pool: false },
    { owner: "Whale", token_account: "W-ata", amount: 40_000_000, is_pool: false },
    { owner: POOL, token_account: "PoolBase", amount: 300_000_000, is_pool: true, label: "pumpswap liquidity pool" },
  ],
  coordinated_clusters: [{ id: "funding-1", type: "funding", members: ["Member1", "Member2"] }],
};

function sellTx(signature: string, slot: number, owner: string, tokens: bigint, reserve?: { pre: bigint; post: bigint }): WatchTx {
  return {
    signature,
    slot,
    blockTime: 10_000 + slot,
    failed: false,
    tokenDeltas: [
      { owner, mint: MINT, tokenAccount: `${owner}-ata`, pre: tokens * 2n, post: tokens, delta: -tokens },
      ...(reserve ? [{ owner: POOL, mint: WSOL, tokenAccount: "PoolQuote", pre: reserve.pre, post: reserve.post, delta: reserve.post - reserve.pre }] : []),
    ],
    solDeltas: [],
    trades: [{ owner, mint: MINT, side: "sell", amount: tokens }],
  };
}

function fold(txs: WatchTx[]) {
  const state = { ...startCaseState(report), supply: 1_000_000_000_000_000n };
  return foldTransactions(state, { mint: MINT, txs, quoteUsdPerUnit: SOL_UNIT_USD, unread: 0, now: 20_000 });
}

const reading = (over: Partial<{ liquidityUsd: number; marketCap: number; at: number }> = {}) => ({ at: 11_500, liquidityUsd: 29_000, marketCap: 95_000, quoteUsdPerUnit: SOL_UNIT_USD, ...over });

describe("judgeCheckpoint", () => {
  it("labels rugged when liquidity is 80% or more below its peak since the scan, with the draining transactions", () => {
    // 100 SOL of quote reserve = $30,000 of liquidity; a withdrawal takes it to 10 SOL
    const state = fold([sellTx("drain", 1_100, "Someone", 1n, { pre: 100_000_000_000n, post: 10_000_000_000n })]);
    const verdict = judgeCheckpoint(state, reading({ liquidityUsd: 3_000 }), SCAN, DAY);
    expect(verdict.label).toBe("rugged");
    expect(verdict.evidence).toEqual(["drain"]);
    expect(verdict.facts.liquidityDropPct).toBe(90);
  });

  it("is not rugged at a 79% fall", () => {
    const state = fold([sellTx("t", 1_100, "Someone", 1n)]);
    expect(judgeCheckpoint(state, reading({ liquidityUsd: 6_300 }), SCAN, DAY).label).toBe("alive");
  });

  it("labels rugged when a flagged group sold half of what it held at the scan (an odd bag sold by halves counts)", () => {
    const state = fold([sellTx("m1", 1_100, "Member1", 10_000_000_000_000n), sellTx("m2", 1_101, "Member2", 10_000_000_500_000n)]);
    const verdict = judgeCheckpoint(state, reading(), SCAN, DAY);
    expect(verdict.label).toBe("rugged");
    expect(verdict.evidence.sort()).toEqual(["m1", "m2"]);
    expect(verdict.facts.groups.find((g) => g.id === "funding-1")?.soldPct).toBe(50);
  });

  it("labels rugged when the deployer sold half, and not at 49%", () => {
    expect(judgeCheckpoint(fold([sellTx("d", 1_100, "Dev", 25_000_000_000_000n)]), reading(), SCAN, DAY).label).toBe("rugged");
    expect(judgeCheckpoint(fold([sellTx("d", 1_100, "Dev", 24_500_000_000_000n)]), reading(), SCAN, DAY).label).toBe("alive");
  });

  it("counts sells made at or before the scan's slot for nothing", () => {
    expect(judgeCheckpoint(fold([sellTx("old", 1_000, "Dev", 50_000_000_000_000n)]), reading(), SCAN, DAY).label).toBe("abandoned");
  });

  it("labels rugged when top holders dump together after the scan (two or more, each >= 25% of their bag in one slot)", () => {
    const state = fold([sellTx("w", 1_200, "Whale", 20_000_000_000_000n), sellTx("d2", 1_200, "Dev", 1_000_000_000_000n)]);
    const verdict = judgeCheckpoint(state, reading(), SCAN, DAY);
    // the whale and the deployer sold together: 21 of 90 million is 23.3% of the group's bags, not half
    expect(verdict.facts.groups.some((g) => g.kind === "post_scan_dump")).toBe(false);
    const dump = fold([sellTx("w", 1_200, "Whale", 20_000_000_000_000n), sellTx("m", 1_200, "Member1", 10_000_000_000_000n)]);
    const judged = judgeCheckpoint(dump, reading(), SCAN, DAY);
    expect(judged.facts.groups.find((g) => g.kind === "post_scan_dump")).toMatchObject({ owners: ["Whale", "Member1"], soldPct: 50 });
    expect(judged.label).toBe("rugged");
  });

  it("labels dumped at a market cap of at most 10% of the scan's, with the largest sells", () => {
    const state = fold([sellTx("big", 1_100, "Someone", 9n), sellTx("small", 1_101, "Other", 1n)]);
    const verdict = judgeCheckpoint(state, reading({ marketCap: 10_000 }), SCAN, DAY);
    expect(verdict).toMatchObject({ label: "dumped", evidence: ["big", "small"] });
    expect(judgeCheckpoint(state, reading({ marketCap: 10_001 }), SCAN, DAY).label).toBe("alive");
  });

  it("labels abandoned after the quiet window without a trade, alive inside it", () => {
    const state = fold([sellTx("last", 1_100, "Someone", 1n)]);
    // the trade was at 11,100
    expect(judgeCheckpoint(state, reading({ at: 11_100 + 15 }), SCAN, 15)).toMatchObject({ label: "abandoned", evidence: ["last"] });
    expect(judgeCheckpoint(state, reading({ at: 11_100 + 14 }), SCAN, 15)).toMatchObject({ label: "alive", evidence: ["last"] });
  });

  it("prefers rugged to dumped and dumped to abandoned", () => {
    const state = fold([sellTx("d", 1_100, "Dev", 50_000_000_000_000n)]);
    expect(judgeCheckpoint(state, reading({ marketCap: 1, at: 99_999 }), SCAN, 15).label).toBe("rugged");
    const quiet = fold([]);
    expect(judgeCheckpoint(quiet, reading({ marketCap: 1, at: 99_999 }), SCAN, 15).label).toBe("dumped");
  });
});
