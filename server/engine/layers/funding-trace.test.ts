import { describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import { address, DEPLOYER, fundingLink, makeHolders, organicHolders, profilesFor, snapshotWithHolders } from "@/server/engine/testing/snapshot-factory";
import { fundingTraceLayer } from "@/server/engine/layers/funding-trace";

const evaluate = (snapshot: Parameters<typeof fundingTraceLayer.evaluate>[0]) => fundingTraceLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG);
const master = address("master");

describe("funding trace layer", () => {
  it("flags a funding cluster when 3 holders share a hop-1 funder", () => {
    const snapshot = snapshotWithHolders([
      { pct: 4, name: "a", funders: [master] },
      { pct: 3, name: "b", funders: [master] },
      { pct: 3, name: "c", funders: [master] },
      ...organicHolders(10, 1),
    ]);
    const { findings, contributions } = evaluate(snapshot);
    expect(findings.clusters).toHaveLength(1);
    const cluster = findings.clusters[0];
    expect(cluster).toMatchObject({ id: "funding-1", type: "funding", wallet_count: 3, combined_pct: 10, master_full: master, hops: 1 });
    expect(cluster.members).toEqual([address("a"), address("b"), address("c")]);
    const hopOne = snapshot.holders.slice(0, 3).map((holder) => holder.funding[0].signature);
    expect(cluster.evidence_txs).toEqual(hopOne);
    expect(contributions).toHaveLength(1);
    expect(contributions[0].points).toBe(cluster.points);
    expect(contributions[0].reason).toContain("3 wallets (10.0% of supply)");
    expect(contributions[0].reason).toContain(`${master.slice(0, 4)}…${master.slice(-4)}`);
    expect(contributions[0].evidence).toEqual(hopOne);
  });

  it("finds a master two hops up and keeps every signature on the paths as evidence", () => {
    const snapshot = snapshotWithHolders([
      { pct: 5, name: "a", funders: [address("mid-a"), master] },
      { pct: 5, name: "b", funders: [address("mid-b"), master] },
      ...organicHolders(5, 1),
    ]);
    const [cluster] = evaluate(snapshot).findings.clusters;
    expect(cluster).toMatchObject({ master_full: master, hops: 2, wallet_count: 2, combined_pct: 10 });
    expect(cluster.evidence_txs).toHaveLength(4);
    expect(cluster.evidence_txs).toContain(snapshot.holders[0].funding[1].signature);
  });

  it("keys one cluster by the master that fans out through intermediates (master -> w, v -> holders)", () => {
    const snapshot = snapshotWithHolders([
      { pct: 2, name: "a", funders: [address("w"), master] },
      { pct: 2, name: "b", funders: [address("w"), master] },
      { pct: 2, name: "c", funders: [address("v"), master] },
      { pct: 2, name: "d", funders: [address("v"), master] },
    ]);
    const clusters = evaluate(snapshot).findings.clusters;
    expect(clusters.map((cluster) => [cluster.master_full, cluster.hops, cluster.wallet_count])).toEqual([[master, 2, 4]]);
    // the evidence proves every path to the master: 4 holder fundings + the 2 intermediates' own.
    expect(clusters[0].evidence_txs.length).toBe(6);
  });

  it("keys a cluster by the direct funder when every member also shares the funder's own funder", () => {
    const snapshot = snapshotWithHolders([
      { pct: 2, name: "a", funders: [address("w"), master] },
      { pct: 2, name: "b", funders: [address("w"), master] },
    ]);
    expect(evaluate(snapshot).findings.clusters.map((cluster) => [cluster.master_full, cluster.hops])).toEqual([[address("w"), 1]]);
  });

  it("pulls a nested group up to the shared master when a holder would be left alone", () => {
    const snapshot = snapshotWithHolders([
      { pct: 2, name: "a", funders: [address("w"), master] },
      { pct: 2, name: "b", funders: [address("w"), master] },
      { pct: 2, name: "c", funders: [address("v"), master] },
    ]);
    const clusters = evaluate(snapshot).findings.clusters;
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ master_full: master, wallet_count: 3, hops: 2 });
  });

  it("makes a holder that funded other holders the master of their cluster", () => {
    const funder = makeHolders([{ pct: 6, name: "big" }])[0];
    const snapshot = snapshotWithHolders([
      { pct: 6, name: "big" },
      { pct: 2, name: "x", funders: [funder.owner] },
      { pct: 2, name: "y", funders: [funder.owner] },
    ]);
    const [cluster] = evaluate(snapshot).findings.clusters;
    expect(cluster.master_full).toBe(funder.owner);
    expect(cluster.members).toEqual([funder.owner, address("x"), address("y")]);
    expect(evaluate(snapshot).contributions[0].reason).toContain("holder #1");
  });

  it("names the deployer when the deployer funded the cluster", () => {
    const snapshot = snapshotWithHolders([
      { pct: 3, funders: [DEPLOYER] },
      { pct: 3, funders: [DEPLOYER] },
    ]);
    expect(evaluate(snapshot).contributions[0].reason).toContain("funded by the deployer");
  });

  it("finds no cluster among holders with distinct funders", () => {
    const snapshot = snapshotWithHolders(organicHolders(40, 1.5));
    expect(evaluate(snapshot).findings.clusters).toEqual([]);
    expect(evaluate(snapshot).contributions).toEqual([]);
  });

  it("does not walk past an exchange: holders funded through one exchange share nothing", () => {
    const binance = address("binance");
    const holders = makeHolders([
      { pct: 5, name: "a", funders: [address("w1"), binance] },
      { pct: 5, name: "b", funders: [address("w2"), binance] },
    ]);
    const snapshot = snapshotWithHolders([], { holders, funders: profilesFor(holders, { [binance]: { label: "Binance" } }) });
    expect(evaluate(snapshot).findings.clusters).toEqual([]);
  });

  it("does not walk past an exchange-like wallet even with a shared wallet above it", () => {
    const hot = address("hot-wallet");
    const holders = makeHolders([
      { pct: 5, name: "a", funders: [hot, master] },
      { pct: 5, name: "b", funders: [address("w2"), hot, master] },
    ]);
    const funders = profilesFor(holders, { [hot]: { fundedWallets: 500 } });
    const snapshot = snapshotWithHolders([], { holders, funders });
    expect(evaluate(snapshot).findings.clusters).toEqual([]);
  });

  it("stops at maxFundingHops", () => {
    const snapshot = snapshotWithHolders([
      { pct: 5, name: "a", funders: [address("a1"), address("a2"), master] },
      { pct: 5, name: "b", funders: [address("b1"), address("b2"), master] },
    ]);
    expect(fundingTraceLayer.evaluate(snapshot, { ...DEFAULT_ENGINE_CONFIG, maxFundingHops: 2 }).findings.clusters).toEqual([]);
    expect(fundingTraceLayer.evaluate(snapshot, { ...DEFAULT_ENGINE_CONFIG, maxFundingHops: 3 }).findings.clusters).toHaveLength(1);
  });

  it("reports combined_pct null and scores only the base when the supply is unknown", () => {
    const base = snapshotWithHolders([
      { pct: 5, funders: [master] },
      { pct: 5, funders: [master] },
    ]);
    const snapshot = { ...base, mintInfo: { status: "unavailable" as const, error: "timeout" } };
    const [cluster] = evaluate(snapshot).findings.clusters;
    expect(cluster.combined_pct).toBeNull();
    expect(cluster.points).toBeLessThan(evaluate(base).findings.clusters[0].points);
  });

  it("ignores a funding link from a wallet that funded the holder's funder's sibling only", () => {
    const stray = fundingLink(master, address("not-in-chain"), 2);
    const holders = makeHolders([{ pct: 5, name: "a" }, { pct: 5, name: "b" }]);
    holders[0].funding.push(stray);
    holders[1].funding.push(stray);
    const snapshot = snapshotWithHolders([], { holders, funders: profilesFor(holders) });
    expect(evaluate(snapshot).findings.clusters).toEqual([]);
  });
});
