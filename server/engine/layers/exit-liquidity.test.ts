import { describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import type { MarketSnapshot } from "@/server/engine/snapshot";
import { makeSnapshot } from "@/server/engine/testing/snapshot-factory";
import { exitLiquidityLayer } from "@/server/engine/layers/exit-liquidity";

const market = (liquidityUsd: number, marketCap: number | null, fdv: number | null = null): MarketSnapshot => ({
  status: "ok", priceUsd: 1, liquidityUsd, marketCap, fdv, pairAddress: "pair", dexId: "raydium", pairCreatedAt: null, pairCount: 1, name: null, symbol: null,
});
const evaluate = (snapshotMarket: MarketSnapshot) => exitLiquidityLayer.evaluate(makeSnapshot({ market: snapshotMarket }), DEFAULT_ENGINE_CONFIG);

describe("exit liquidity layer", () => {
  it("flags liquidity below 3% of market cap with a warning", () => {
    const { findings, notes } = evaluate(market(2_999, 100_000));
    expect(findings).toEqual({ exitLiquidityRisk: true, ratio: 0.02999, noMarket: false });
    expect(notes[0]).toMatchObject({ severity: "warning" });
    expect(notes[0].text).toContain("$2,999");
  });

  it("does not flag exactly 3%", () => {
    expect(evaluate(market(3_000, 100_000)).findings.exitLiquidityRisk).toBe(false);
  });

  it("falls back to FDV when the market cap is missing", () => {
    expect(evaluate(market(1_000, null, 1_000_000)).findings.exitLiquidityRisk).toBe(true);
  });

  it("does not flag when the market cap is unknown or zero, or there is no market", () => {
    expect(evaluate(market(10, null)).findings.exitLiquidityRisk).toBe(false);
    expect(evaluate(market(10, 0)).findings.exitLiquidityRisk).toBe(false);
    expect(evaluate({ status: "none" }).findings).toEqual({ exitLiquidityRisk: false, ratio: null, noMarket: true });
    expect(evaluate({ status: "none" }).notes[0].text).toContain("no way to sell");
  });
});
