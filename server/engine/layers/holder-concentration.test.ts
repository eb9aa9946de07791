import { describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import { address, funderProfile, makeHolders, profilesFor, snapshotWithHolders } from "@/server/engine/testing/snapshot-factory";
import { holderConcentrationLayer } from "@/server/engine/layers/holder-concentration";

const evaluate = (snapshot: ReturnType<typeof snapshotWithHolders>) => holderConcentrationLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG);

describe("holder concentration layer", () => {
  it("reports the largest non-pool holder's share", () => {
    const { findings, contributions } = evaluate(snapshotWithHolders([{ pct: 12.5 }, { pct: 3 }]));
    expect(findings.topHolderPct).toBe(12.5);
    expect(contributions).toEqual([]);
  });

  it("scores a wallet above 20% of supply: 5 + 0.5 per point above", () => {
    const { contributions } = evaluate(snapshotWithHolders([{ pct: 30 }]));
    expect(contributions).toEqual([expect.objectContaining({ points: 10, reason: expect.stringContaining("30.0% of supply") })]);
  });

  it("does not score a labelled exchange's custody wallet, and says so", () => {
    const holders = makeHolders([{ pct: 40, name: "cex" }]);
    const funders = { ...profilesFor(holders), [address("cex")]: funderProfile(address("cex"), { label: "Coinbase" }) };
    const { findings, contributions, notes } = evaluate(snapshotWithHolders([], { holders, funders }));
    expect(findings.topHolderPct).toBe(40);
    expect(contributions).toEqual([]);
    expect(notes).toEqual([expect.objectContaining({ severity: "info", text: expect.stringContaining("Coinbase") })]);
  });

  it("is null without holders or a readable supply", () => {
    expect(evaluate(snapshotWithHolders([])).findings.topHolderPct).toBeNull();
    const unreadable = { ...snapshotWithHolders([{ pct: 30 }]), mintInfo: { status: "unavailable" as const, error: "x" } };
    expect(evaluate(unreadable).findings.topHolderPct).toBeNull();
  });
});
