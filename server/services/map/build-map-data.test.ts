import { describe, expect, it } from "vitest";
import { buildReport } from "@/server/engine/report";
import {
  address,
  amountOfPct,
  DEPLOYER,
  makeHolders,
  makeSell,
  makeSnapshot,
  organicHolders,
  profilesFor,
} from "@/server/engine/testing/snapshot-factory";
import { makeEarlyBuyer } from "@/server/engine/testing/early-buyer-factory";
import { buildMapData } from "@/server/services/map/build-map-data";

const master = address("master");
const binance = address("binance");

function cabalSnapshot() {
  const holders = makeHolders([
    ...[4, 3, 3].map((pct, index) => ({ pct, name: `cabal-${index}`, funders: [master], buySlot: 42 })),
    { pct: 2, name: "cex-a", funders: [binance] },
    { pct: 2, name: "cex-b", funders: [binance] },
    ...organicHolders(10, 1, 6),
  ]);
  const trades = [makeSell(holders[0].owner, 99, amountOfPct(2), amountOfPct(4)), makeSell(holders[1].owner, 99, amountOfPct(3), amountOfPct(3))];
  return makeSnapshot({ holders, trades, funders: profilesFor(holders, { [binance]: { label: "Binance" } }) });
}

function mapOf(snapshot = cabalSnapshot()) {
  return buildMapData(buildReport(snapshot, { includeLaunches: false }), snapshot, "live");
}

describe("buildMapData", () => {
  it("gives every holder, the pool and every funder one bubble", () => {
    const map = mapOf();
    const ids = map.nodes.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(map.nodes.filter((n) => n.role === "pool")).toHaveLength(1);
    expect(map.nodes.find((n) => n.id === master)?.role).toBe("funder");
    expect(map.nodes.find((n) => n.id === master)?.funded_holders).toBe(3);
    expect(map.nodes.find((n) => n.id === DEPLOYER)?.role).toBe("deployer");
  });

  it("colours a holder in several clusters by the cluster that scored most", () => {
    const map = mapOf();
    const cabal = map.nodes.find((n) => n.id === address("cabal-0"))!;
    expect(cabal.cluster_ids.length).toBeGreaterThanOrEqual(2);
    const best = [...map.clusters].filter((c) => cabal.cluster_ids.includes(c.id)).sort((a, b) => b.points - a.points)[0];
    const expected = { funding: "funding_cluster", time_sync: "bundle", coordinated_exit: "coordinated_exit", stealth_bundle: "bundle" }[best.type];
    expect(cabal.role).toBe(expected);
  });

  it("marks exchange-funded holders and names their exchange funder", () => {
    const map = mapOf();
    expect(map.nodes.find((n) => n.id === address("cex-a"))?.role).toBe("exchange_funded");
    const exchange = map.nodes.find((n) => n.id === binance)!;
    expect(exchange.role).toBe("exchange");
    expect(exchange.label).toBe("Binance");
  });

  it("draws one funding link per transfer with its signature, hop and SOL", () => {
    const map = mapOf();
    const toCabal = map.links.filter((l) => l.kind === "funding" && l.source === master);
    expect(toCabal).toHaveLength(3);
    for (const link of toCabal) {
      expect(link.hop).toBe(1);
      expect(link.sol).toBe(1);
      expect(link.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{60,}$/);
      expect(link.cluster_id).toMatch(/^funding-/);
    }
  });

  it("chains the members of a same-slot cluster with each member's own transaction in that slot", () => {
    const snapshot = cabalSnapshot();
    const map = mapOf(snapshot);
    const bundle = map.clusters.find((c) => c.type === "time_sync")!;
    const slotLinks = map.links.filter((l) => l.kind === "shared_slot" && l.cluster_id === bundle.id);
    expect(slotLinks).toHaveLength(bundle.wallet_count - 1);
    for (const link of slotLinks) {
      const buy = snapshot.holders.find((h) => h.owner === link.target)!.firstBuy!;
      expect(link).toMatchObject({ slot: 42, signature: buy.signature });
    }
  });

  it("lists a cluster member's funding, its shared-slot buy and its sell as evidence", () => {
    const map = mapOf();
    const evidence = map.nodes.find((n) => n.id === address("cabal-0"))!.evidence;
    expect(evidence.map((e) => e.kind).sort()).toEqual(["first_buy", "funding", "sell"]);
    expect(evidence.find((e) => e.kind === "sell")?.slot).toBe(99);
    expect(evidence.find((e) => e.kind === "funding")?.note).toContain("hop 1");
  });

  it("keeps a cluster member that sold out of the top holders on the map, in its cluster's colour", () => {
    const snapshot = cabalSnapshot();
    const report = buildReport(snapshot, { includeLaunches: false });
    const exit = report.coordinated_clusters.find((c) => c.type === "coordinated_exit")!;
    const soldOut = exit.members[0];
    const trimmed = { ...report, holders: report.holders.filter((h) => h.owner !== soldOut) };
    const node = buildMapData(trimmed, snapshot, "live").nodes.find((n) => n.id === soldOut)!;
    expect(node).toMatchObject({ pct: null, rank: null });
    expect(node.cluster_ids).toContain(exit.id);
    expect(node.evidence.some((e) => e.kind === "sell")).toBe(true);
  });

  it("keeps only links whose both ends are on the map", () => {
    const map = mapOf();
    const ids = new Set(map.nodes.map((n) => n.id));
    expect(map.links.every((l) => ids.has(l.source) && ids.has(l.target))).toBe(true);
    expect(map.links.length).toBeGreaterThan(15);
  });

  it("carries the report's headline and the market's symbol", () => {
    const snapshot = cabalSnapshot();
    const report = buildReport(snapshot, { includeLaunches: false });
    const map = buildMapData(report, snapshot, "cached");
    expect(map).toMatchObject({ mint: report.mint, cabal_score: report.cabal_score, recommendation: report.recommendation, symbol: "TEST", source: "cached" });
  });

  describe("exited groups", () => {
    /** Three early buyers the deployer funded that sold out, and a fourth (a top holder still) that kept 5% of its bag. */
    function exitedSnapshot() {
      const crew = [0, 1, 2].map((i) => makeEarlyBuyer({ name: `ghost-${i}`, funders: [DEPLOYER], buySlot: 100 + i, boughtPct: 3, soldFraction: 1, sellSlot: 900 + i * 40, paidSol: 1, receivedSol: 2.5 }));
      const keeper = makeEarlyBuyer({ name: "ghost-keeper", funders: [DEPLOYER], buySlot: 104, boughtPct: 4, soldFraction: 0.95, sellSlot: 990 });
      const holders = makeHolders([{ pct: 0.2, name: "ghost-keeper", funders: [DEPLOYER], buySlot: 104 }, ...organicHolders(10, 1, 2)]);
      return makeSnapshot({ holders, earlyBuyers: [...crew, keeper], funders: profilesFor(holders) });
    }

    it("draws every member of an exited group as a ghost: no holdings, its group's id, linked to the group's funder", () => {
      const snapshot = exitedSnapshot();
      const report = buildReport(snapshot, { includeLaunches: false });
      const [group] = report.exited_clusters;
      expect(group).toBeDefined();
      const map = buildMapData(report, snapshot, "live");
      const { members: _members, ...named } = group;
      expect(map.exited_clusters).toEqual([named]);
      for (const name of ["ghost-0", "ghost-1", "ghost-2"]) {
        const node = map.nodes.find((n) => n.id === address(name))!;
        expect(node).toMatchObject({ role: "exited", exited: true, pct: 0, amount: 0, rank: null });
        expect(node.cluster_ids).toEqual([group.cluster_id]);
        const link = map.links.find((l) => l.kind === "funding" && l.target === node.id)!;
        expect(link).toMatchObject({ source: DEPLOYER, cluster_id: group.cluster_id, hop: 1 });
      }
      expect(map.nodes.find((n) => n.id === DEPLOYER)?.role).toBe("deployer");
      expect(map.nodes.filter((n) => n.exited)).toHaveLength(group.wallet_count);
      expect(map.nodes.filter((n) => !n.exited).every((n) => !n.cluster_ids.includes(group.cluster_id))).toBe(true);
    });

    it("keeps a member that still holds a remainder at its share, marked exited", () => {
      const map = mapOf(exitedSnapshot());
      const keeper = map.nodes.find((n) => n.id === address("ghost-keeper"))!;
      expect(keeper).toMatchObject({ role: "exited", exited: true, rank: 1, pct: 0.2 });
      expect(keeper.cluster_ids).toEqual([map.exited_clusters[0].cluster_id]);
    });

    it("lists a ghost's funding, first buy and sells, each a signature of the group's evidence", () => {
      const snapshot = exitedSnapshot();
      const map = mapOf(snapshot);
      const node = map.nodes.find((n) => n.id === address("ghost-1"))!;
      expect(node.evidence.map((e) => e.kind).sort()).toEqual(["first_buy", "funding", "sell"]);
      expect(node.evidence.find((e) => e.kind === "sell")).toMatchObject({ slot: 940 });
      expect(node.evidence.find((e) => e.kind === "sell")?.note).toMatch(/exited group/);
      for (const item of node.evidence) expect(map.exited_clusters[0].evidence_txs).toContain(item.signature);
    });

    it("draws no ghost and no exited group for a report without one", () => {
      const map = mapOf();
      expect(map.exited_clusters).toEqual([]);
      expect(map.nodes.every((n) => n.exited === false)).toBe(true);
    });
  });
});
