import { describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import type { MarketSnapshot, SellQuoteSnapshot } from "@/server/engine/snapshot";
import { makeSnapshot } from "@/server/engine/testing/snapshot-factory";
import { sellRouteLayer } from "@/server/engine/layers/sell-route";

const noRoute: SellQuoteSnapshot = { status: "ok", routable: false, amountIn: 1_000n, reason: "no route found" };
const market = (liquidityUsd: number): MarketSnapshot => ({
  status: "ok", priceUsd: 1, liquidityUsd, marketCap: 100_000, fdv: 100_000, pairAddress: "pair", dexId: "raydium", pairCreatedAt: null, pairCount: 1, name: null, symbol: null,
});
const evaluate = (sellQuote: SellQuoteSnapshot, marketSnapshot?: MarketSnapshot) =>
  sellRouteLayer.evaluate(makeSnapshot({ sellQuote, ...(marketSnapshot ? { market: marketSnapshot } : {}) }), DEFAULT_ENGINE_CONFIG);

describe("sell route layer", () => {
  it("reports a routable quote with its impact and SOL out", () => {
    const { findings } = evaluate({ status: "ok", routable: true, amountIn: 1n, outLamports: 1_234_567_890n, priceImpactPct: 1.5, routeLabels: ["Raydium"] });
    expect(findings).toEqual({
      blocked: false,
      sellCheck: { checked: true, routable: true, price_impact_pct: 1.5, sol_out: 1.23456789, note: "sell route found via Raydium" },
    });
  });

  it("calls no route with at least $1,000 of liquidity BLOCKED, a critical reason", () => {
    const { findings, notes } = evaluate(noRoute, market(1_000));
    expect(findings.blocked).toBe(true);
    expect(findings.sellCheck).toMatchObject({ checked: true, routable: false });
    expect(findings.sellCheck.note).toMatch(/^BLOCKED/);
    expect(notes).toEqual([expect.objectContaining({ severity: "critical" })]);
  });

  it("does not call no route on thin liquidity BLOCKED: checked=false", () => {
    const { findings, notes } = evaluate(noRoute, market(999));
    expect(findings).toMatchObject({ blocked: false, sellCheck: { checked: false, routable: false } });
    expect(notes).toEqual([]);
  });

  it("cannot judge no route on a token with no pool", () => {
    expect(evaluate(noRoute, { status: "none" }).findings).toMatchObject({ blocked: false, sellCheck: { checked: false } });
    expect(evaluate(noRoute, { status: "unavailable", error: "dexscreener 503" }).findings.blocked).toBe(false);
  });

  it("cannot judge when the quote was unavailable or skipped", () => {
    const unavailable = evaluate({ status: "unavailable", error: "jupiter 429" });
    expect(unavailable.findings).toMatchObject({ blocked: false, sellCheck: { checked: false, routable: null, sol_out: null } });
    expect(unavailable.findings.sellCheck.note).toContain("jupiter 429");
    expect(evaluate({ status: "skipped", reason: "no holder balance" }).findings.sellCheck.checked).toBe(false);
  });
});
