import { describe, expect, it } from "vitest";
import { detectIncidents } from "@/server/engine/watch/detect-incidents";
import type { PoolRef, WatchSnapshot, WatchTx } from "@/server/engine/watch/types";

const MINT = "Mint1111111111111111111111111111111111111111";
const WSOL = "So11111111111111111111111111111111111111112";
const POOL: PoolRef = { owner: "PoolPda", baseAccount: "PoolBaseVault", quoteAccount: null };
const SUPPLY = 1_000_000_000n;

function sell(signature: string, slot: number, owner: string, pre: bigint, post: bigint, quote?: { pre: bigint; post: bigint }): WatchTx {
  return {
    signature,
    slot,
    blockTime: 1_000 + slot,
    failed: false,
    tokenDeltas: [
      { owner, mint: MINT, tokenAccount: `${owner}-ata`, pre, post, delta: post - pre },
      { owner: POOL.owner, mint: MINT, tokenAccount: POOL.baseAccount, pre: 500_000_000n, post: 500_000_000n + (pre - post), delta: pre - post },
      ...(quote ? [{ owner: POOL.owner, mint: WSOL, tokenAccount: "PoolQuoteVault", pre: quote.pre, post: quote.post, delta: quote.post - quote.pre }] : []),
    ],
    solDeltas: [],
    trades: pre === post ? [] : [{ owner, mint: MINT, side: post < pre ? "sell" : "buy", amount: post < pre ? pre - post : post - pre }],
  };
}

function snapshot(txs: WatchTx[], overrides: Partial<WatchSnapshot> = {}): WatchSnapshot {
  return {
    mint: MINT,
    supply: SUPPLY,
    holders: [
      { owner: "Insider1", amount: 20_000_000n },
      { owner: "Insider2", amount: 20_000_000n },
      { owner: "Insider3", amount: 10_000_000n },
    ],
    pool: POOL,
    reserves: [],
    lastDrainAlert: null,
    txs,
    now: 2_000,
    ...overrides,
  };
}

describe("coordinated_dump", () => {
  it("flags two top holders each selling >= 25% of their bag in one slot, together >= 0.5% of supply", () => {
    const out = detectIncidents(snapshot([sell("s1", 50, "Insider1", 20_000_000n, 5_000_000n), sell("s2", 50, "Insider2", 20_000_000n, 10_000_000n)]));
    expect(out.incidents).toHaveLength(1);
    expect(out.incidents[0]).toMatchObject({
      type: "coordinated_dump",
      dedupeKey: `${MINT}:coordinated_dump:50`,
      slot: 50,
      action: "EXIT",
      coordinated: true,
      wallets: ["Insider1", "Insider2"],
      soldPct: 2.5,
      signatures: ["s1", "s2"],
    });
    expect(out.holders.find((h) => h.owner === "Insider1")?.amount).toBe(5_000_000n);
  });

  it("counts only decoded sells: a balance that falls by a transfer or an LP deposit is no sale", () => {
    const moved = (sig: string, owner: string, pre: bigint, post: bigint): WatchTx => ({ ...sell(sig, 50, owner, pre, post), trades: [] });
    const out = detectIncidents(snapshot([moved("t1", "Insider1", 20_000_000n, 0n), moved("t2", "Insider2", 20_000_000n, 0n)]));
    expect(out.incidents).toEqual([]);
    // the bags still follow the balances
    expect(out.holders.find((h) => h.owner === "Insider1")?.amount).toBe(0n);
  });

  it("stays silent when the sales are in different slots", () => {
    const out = detectIncidents(snapshot([sell("s1", 50, "Insider1", 20_000_000n, 5_000_000n), sell("s2", 51, "Insider2", 20_000_000n, 10_000_000n)]));
    expect(out.incidents).toEqual([]);
  });

  it("stays silent when one seller sold less than 25% of its bag", () => {
    const out = detectIncidents(snapshot([sell("s1", 50, "Insider1", 20_000_000n, 5_000_000n), sell("s2", 50, "Insider2", 20_000_000n, 16_000_000n)]));
    expect(out.incidents).toEqual([]);
  });

  it("stays silent when together they sold less than 0.5% of supply", () => {
    const small = snapshot(
      [sell("s1", 50, "Insider1", 2_000_000n, 0n), sell("s2", 50, "Insider2", 2_000_000n, 0n)],
      { holders: [{ owner: "Insider1", amount: 2_000_000n }, { owner: "Insider2", amount: 2_000_000n }] },
    );
    expect(detectIncidents(small).incidents).toEqual([]);
  });

  it("ignores wallets outside the top 20", () => {
    const out = detectIncidents(snapshot([sell("s1", 50, "Insider1", 20_000_000n, 0n), sell("s2", 50, "Stranger", 20_000_000n, 0n)]));
    expect(out.incidents).toEqual([]);
  });
});

describe("liquidity_drain", () => {
  const swapOut = (sig: string, slot: number, pre: bigint, post: bigint): WatchTx => sell(sig, slot, "Trader", 1n, 0n, { pre, post });

  it("answers REVIEW for a 30-49% fall of the quote reserve within 10 minutes, EXIT from 50%", () => {
    const review = detectIncidents(snapshot([swapOut("a", 10, 100_000n, 80_000n), swapOut("b", 20, 80_000n, 65_000n)]));
    expect(review.incidents).toEqual([expect.objectContaining({ type: "liquidity_drain", action: "REVIEW", reserveDropPct: 35, slot: 20, wallets: ["Trader"] })]);
    const exit = detectIncidents(snapshot([swapOut("c", 30, 65_000n, 40_000n)], { reserves: review.reserves, lastDrainAlert: review.lastDrainAlert, pool: review.pool }));
    expect(exit.incidents).toEqual([expect.objectContaining({ action: "EXIT", reserveDropPct: 60 })]);
    // once per incident: a further fall in the same window is not a new alert
    const again = detectIncidents(snapshot([swapOut("d", 40, 40_000n, 30_000n)], { reserves: exit.reserves, lastDrainAlert: exit.lastDrainAlert, pool: exit.pool }));
    expect(again.incidents).toEqual([]);
  });

  it("names the wallets that sold into a drain spread over two polls, and their sales as a share of supply", () => {
    const first = detectIncidents(snapshot([sell("a", 10, "Insider1", 20_000_000n, 0n, { pre: 100_000n, post: 80_000n })]));
    expect(first.incidents).toEqual([]);
    const second = detectIncidents(
      snapshot([sell("b", 12, "Insider2", 20_000_000n, 0n, { pre: 80_000n, post: 45_000n })], { reserves: first.reserves, lastDrainAlert: first.lastDrainAlert, pool: first.pool }),
    );
    expect(second.incidents).toEqual([
      expect.objectContaining({ type: "liquidity_drain", action: "EXIT", wallets: ["Insider1", "Insider2"], soldPct: 4, reserveDropPct: 55, signatures: ["a", "b"] }),
    ]);
  });

  it("flags an LP withdrawal (both sides out in one transaction) even below 30%", () => {
    const withdraw: WatchTx = {
      signature: "w",
      slot: 70,
      blockTime: 1_070,
      failed: false,
      tokenDeltas: [
        { owner: POOL.owner, mint: MINT, tokenAccount: POOL.baseAccount, pre: 500n, post: 400n, delta: -100n },
        { owner: POOL.owner, mint: WSOL, tokenAccount: "PoolQuoteVault", pre: 1_000n, post: 800n, delta: -200n },
        { owner: "Dev", mint: MINT, tokenAccount: "Dev-ata", pre: 0n, post: 100n, delta: 100n },
      ],
      solDeltas: [],
      trades: [],
    };
    const out = detectIncidents(snapshot([withdraw]));
    // the wallet that took the liquidity is named; it sold nothing (sold_pct is a share of supply)
    expect(out.incidents).toEqual([expect.objectContaining({ type: "liquidity_drain", action: "REVIEW", signatures: ["w"], wallets: ["Dev"], soldPct: 0, reserveDropPct: 20 })]);
    expect(out.pool?.quoteAccount).toBe("PoolQuoteVault");
  });

  it("does not guess the quote vault from a transaction touching two vaults of a shared authority", () => {
    const twoPools: WatchTx = {
      ...swapOut("r", 10, 100_000n, 10_000n),
      tokenDeltas: [
        ...swapOut("r", 10, 100_000n, 10_000n).tokenDeltas,
        { owner: POOL.owner, mint: WSOL, tokenAccount: "OtherPoolQuoteVault", pre: 5_000n, post: 9_000n, delta: 4_000n },
      ],
    };
    const out = detectIncidents(snapshot([twoPools]));
    expect(out.incidents).toEqual([]);
    expect(out.pool?.quoteAccount).toBeNull();
  });

  it("does not count a fall spread over more than 10 minutes", () => {
    const slow = [swapOut("a", 10, 100_000n, 85_000n), { ...swapOut("b", 900, 85_000n, 65_000n), blockTime: 1_000 + 900 }];
    expect(detectIncidents(snapshot(slow)).incidents).toEqual([]);
  });

  it("stays silent for ordinary trading", () => {
    const buys = [swapOut("a", 10, 100_000n, 110_000n), swapOut("b", 11, 110_000n, 105_000n)];
    expect(detectIncidents(snapshot(buys)).incidents).toEqual([]);
  });
});
