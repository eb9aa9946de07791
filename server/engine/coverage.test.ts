import { describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import { assessCoverage } from "@/server/engine/coverage";
import type { TokenSnapshot } from "@/server/engine/snapshot";
import { makeHolders, makeSnapshot, organicHolders, snapshotWithHolders } from "@/server/engine/testing/snapshot-factory";

const assess = (snapshot: TokenSnapshot) => assessCoverage(snapshot, DEFAULT_ENGINE_CONFIG);
const withCoverage = (patch: Partial<TokenSnapshot["coverage"]>, snapshot = makeSnapshot()) => ({ ...snapshot, coverage: { ...snapshot.coverage, ...patch } });

describe("coverage assessment", () => {
  it("is complete, not degraded and confident on a full trace of 20 holders", () => {
    expect(assess(makeSnapshot())).toEqual({ degraded: false, scanComplete: true, walletsChecked: 20, confidence: "HIGH" });
  });

  it("is degraded by any upstream failure", () => {
    const result = assess(withCoverage({ failures: [{ source: "market", what: "market data", message: "503" }] }));
    expect(result).toMatchObject({ degraded: true, scanComplete: false, confidence: "LOW" });
  });

  it("is degraded by a cap that cut a holder's trace, not by other caps", () => {
    expect(assess(withCoverage({ capsHit: ["holder_signatures_page"] })).degraded).toBe(true);
    expect(assess(withCoverage({ capsHit: ["funding_hops"] })).degraded).toBe(true);
    expect(assess(withCoverage({ capsHit: ["deployer_history", "trade_sample", "mint_history_pages"] })).degraded).toBe(false);
  });

  it("counts wallets_checked from traced holders and needs min(found, cap) of them", () => {
    const holders = makeHolders([...organicHolders(8, 1), { pct: 1, traced: false }, { pct: 1, traced: false }]);
    const snapshot = makeSnapshot({ holders });
    expect(assess(snapshot)).toMatchObject({ walletsChecked: 8, scanComplete: false, confidence: "HIGH" });
    expect(assess(withCoverage({ holderCap: 8 }, snapshot)).scanComplete).toBe(true);
  });

  it("is LOW confidence below 5 traced wallets", () => {
    expect(assess(snapshotWithHolders(organicHolders(4, 1)))).toMatchObject({ walletsChecked: 4, confidence: "LOW", scanComplete: true });
    expect(assess(snapshotWithHolders(organicHolders(5, 1))).confidence).toBe("HIGH");
  });

  it("is incomplete when the mint could not be read", () => {
    expect(assess({ ...makeSnapshot(), mintInfo: { status: "unavailable", error: "x" } }).scanComplete).toBe(false);
  });
});
