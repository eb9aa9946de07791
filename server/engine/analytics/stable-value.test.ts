// Stablecoin-quoted trades in the history carry no lamports from the decoder;
// with a SOL/USD price from the market (DexScreener priceUsd / priceNative of
// a SOL pair) the cohorts count them at their SOL value.
import { describe, expect, it } from "vitest";
import { makeAnalytics, makeHistory, makeTrade } from "@/server/engine/testing/analytics-factory";
import { address, amountOfPct, makeSnapshot } from "@/server/engine/testing/snapshot-factory";
import { detectCohorts } from "@/server/engine/analytics/cohorts";
import { WRAPPED_SOL_MINT } from "@/server/engine/analytics/sol-price";
import { valueStablecoinTrades } from "@/server/engine/analytics/stable-value";

const USDC = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
const sniper = address("usdc-sniper");
// the sniper pays 150 USDC for 2 % of supply, then sells half for 3 SOL: at $150 a SOL its cost was 1 SOL
const usdcBuy = { ...makeTrade({ owner: sniper, side: "buy", slot: 1_010, amount: amountOfPct(2), sol: null }), quoteMint: USDC, quoteAmount: 150_000_000n };
const sell = makeTrade({ owner: sniper, side: "sell", slot: 1_100, amount: amountOfPct(1), sol: 3, balanceAfter: amountOfPct(1) });
const base = makeSnapshot();
const solPair = { ...base.market, priceUsd: 0.0005, priceNative: 0.0005 / 150, quoteMint: WRAPPED_SOL_MINT } as typeof base.market;

describe("stablecoin trades valued in SOL", () => {
  it("gives a USDC buy its SOL value at the market's SOL/USD price", () => {
    expect(valueStablecoinTrades([usdcBuy], 150)[0].lamports).toBe(1_000_000_000n);
    expect(valueStablecoinTrades([usdcBuy], null)[0].lamports).toBeNull();
  });

  it("counts a USDC buy in cohort PnL (realized = 3 SOL - half the 1 SOL cost)", () => {
    const result = detectCohorts(makeAnalytics({ token: { ...base, market: solPair }, history: makeHistory([usdcBuy, sell]) }), { clusters: [], exited: [] });
    expect(result.snipers.wallets).toEqual([sniper]);
    expect(result.snipers.realized_sol).toBe(2.5);
  });
});
