import { describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import { address, LAMPORTS_PER_SOL, makeHolders, organicHolders, profilesFor, snapshotWithHolders } from "@/server/engine/testing/snapshot-factory";
import type { FunderProfile } from "@/server/engine/snapshot";
import { exchangeFilterLayer } from "@/server/engine/layers/exchange-filter";
import { fundingTraceLayer } from "@/server/engine/layers/funding-trace";

const binance = address("binance");

function snapshotFundedBy(funder: string, profile: Partial<FunderProfile>, count = 4) {
  const holders = makeHolders([...Array.from({ length: count }, () => ({ pct: 2, funders: [funder] })), ...organicHolders(5, 1, count + 1)]);
  return snapshotWithHolders([], { holders, funders: profilesFor(holders, { [funder]: profile }) });
}

describe("exchange-noise filter layer", () => {
  it("lists holders funded by a labelled exchange in filtered_clusters and scores nothing", () => {
    const snapshot = snapshotFundedBy(binance, { label: "Binance" });
    const result = exchangeFilterLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG);
    expect(result.findings.filteredClusters).toEqual([
      expect.objectContaining({ funder_label: "Binance", funder: binance, wallet_count: 4, combined_pct: 8 }),
    ]);
    expect(result.findings.filteredClusters[0].evidence_txs).toHaveLength(4);
    expect(result.contributions).toEqual([]);
    expect(result.notes[0]).toMatchObject({ severity: "info" });
    expect(result.notes[0].text).toContain("excluded from the score");
    expect(fundingTraceLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG).findings.clusters).toEqual([]);
  });

  it("treats a wallet that funded 50 or more wallets as exchange-like", () => {
    const hot = address("hot");
    const snapshot = snapshotFundedBy(hot, { fundedWallets: 50 });
    const [filtered] = exchangeFilterLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG).findings.filteredClusters;
    expect(filtered.funder_label).toBe(`exchange-like wallet ${hot.slice(0, 4)}…${hot.slice(-4)}`);
    expect(fundingTraceLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG).findings.clusters).toEqual([]);
  });

  it("never keys a cluster on a funder whose profile could not be read (it may be an exchange)", () => {
    const unknown = address("unprofiled");
    const snapshot = snapshotFundedBy(unknown, { unreadable: true, balanceLamports: null, fundedWallets: null });
    expect(fundingTraceLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG).findings.clusters).toEqual([]);
    const [filtered] = exchangeFilterLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG).findings.filteredClusters;
    expect(filtered.funder_label).toContain("could not be profiled");
  });

  it("keeps a wallet that funded 49 wallets as a cluster key", () => {
    const snapshot = snapshotFundedBy(address("busy"), { fundedWallets: 49 });
    expect(exchangeFilterLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG).findings.filteredClusters).toEqual([]);
    expect(fundingTraceLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG).findings.clusters).toHaveLength(1);
  });

  it("treats a funder holding 10,000 SOL or more as exchange-like", () => {
    const whale = address("whale");
    const rich = snapshotFundedBy(whale, { balanceLamports: 10_000n * LAMPORTS_PER_SOL });
    const poorer = snapshotFundedBy(whale, { balanceLamports: 9_999n * LAMPORTS_PER_SOL });
    expect(exchangeFilterLayer.evaluate(rich, DEFAULT_ENGINE_CONFIG).findings.filteredClusters).toHaveLength(1);
    expect(exchangeFilterLayer.evaluate(poorer, DEFAULT_ENGINE_CONFIG).findings.filteredClusters).toHaveLength(0);
  });

  it("treats a program-owned payer (a bonding curve paying sellers) as infrastructure", () => {
    const curve = address("curve-pda");
    const [filtered] = exchangeFilterLayer.evaluate(snapshotFundedBy(curve, { isProgramOwned: true }), DEFAULT_ENGINE_CONFIG).findings.filteredClusters;
    expect(filtered.funder_label).toContain("program-owned account");
  });

  it("groups holders by the exchange at the end of their trail, even one hop up", () => {
    const holders = makeHolders([
      { pct: 3, name: "a", funders: [address("w1"), binance] },
      { pct: 3, name: "b", funders: [address("w2"), binance] },
      { pct: 3, name: "c", funders: [binance] },
    ]);
    const snapshot = snapshotWithHolders([], { holders, funders: profilesFor(holders, { [binance]: { label: "Binance" } }) });
    const [filtered] = exchangeFilterLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG).findings.filteredClusters;
    expect(filtered).toMatchObject({ wallet_count: 3, combined_pct: 9 });
    expect(filtered.evidence_txs).toHaveLength(5);
  });

  it("leaves a holder who joined a funding cluster out of filtered_clusters", () => {
    const master = address("master");
    const holders = makeHolders([
      { pct: 3, name: "a", funders: [master, binance] },
      { pct: 3, name: "b", funders: [master, binance] },
      { pct: 3, name: "c", funders: [binance] },
    ]);
    const snapshot = snapshotWithHolders([], { holders, funders: profilesFor(holders, { [binance]: { label: "Binance" } }) });
    expect(exchangeFilterLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG).findings.filteredClusters).toEqual([]);
    expect(fundingTraceLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG).findings.clusters[0].master_full).toBe(master);
  });

  it("does not list a single exchange-funded holder as a group", () => {
    const snapshot = snapshotFundedBy(binance, { label: "Binance" }, 1);
    expect(exchangeFilterLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG).findings.filteredClusters).toEqual([]);
  });
});
