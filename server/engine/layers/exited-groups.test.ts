import { describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import { buildReport } from "@/server/engine/report";
import { getClusterPoints } from "@/server/engine/scoring/cluster-points";
import type { EarlyBuyerSnapshot, TokenSnapshot } from "@/server/engine/snapshot";
import { makeEarlyBuyer, type EarlyBuyerSpec } from "@/server/engine/testing/early-buyer-factory";
import { address, DEPLOYER, funderProfile, makeSnapshot, snapshotWithHolders } from "@/server/engine/testing/snapshot-factory";
import { exitedGroupsLayer } from "@/server/engine/layers/exited-groups";

const evaluate = (snapshot: TokenSnapshot) => exitedGroupsLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG);

/** `count` early buyers funded through `funders`, each buying `pct` and selling `soldFraction` of it. */
function crew(count: number, funders: string[], spec: Partial<EarlyBuyerSpec> = {}, name = "crew"): EarlyBuyerSnapshot[] {
  return Array.from({ length: count }, (_, i) =>
    makeEarlyBuyer({ name: `${name}-${i}`, funders, buySlot: 100 + i, boughtPct: 3, soldFraction: 1, sellSlot: 900 + i * 40, ...spec }),
  );
}

const withEarly = (earlyBuyers: EarlyBuyerSnapshot[], overrides: Partial<TokenSnapshot> = {}) => makeSnapshot({ earlyBuyers, ...overrides });

describe("exited groups layer", () => {
  it("reports a deployer-funded group that sold out at different slots, with shares, realized SOL and evidence", () => {
    const buyers = crew(3, [DEPLOYER], { paidSol: 1, receivedSol: 2.5 });
    const { findings, contributions } = evaluate(withEarly(buyers));
    expect(findings.clusters).toHaveLength(1);
    const [group] = findings.clusters;
    expect(group).toMatchObject({
      cluster_id: "exited-1",
      type: "exited",
      master_full: DEPLOYER,
      deployer_funded: true,
      wallet_count: 3,
      bought_pct: 9,
      sold_pct: 9,
      realized_sol: 4.5,
      first_buy_slot: 100,
      last_sell_slot: 980,
    });
    expect(group.members).toEqual(buyers.map((b) => b.owner));
    const expected = buyers.flatMap((b) => [b.funding[0].signature, ...b.trades.map((t) => t.signature)]);
    expect(new Set(group.evidence_txs)).toEqual(new Set(expected));
    expect(contributions[0].reason).toMatch(/^exited group: 3 wallets funded by the deployer .* bought 9\.0% of supply and sold out by slot 980/);
  });

  it("weighs a deployer-funded group like a live funding cluster of the share it bought", () => {
    const [group] = evaluate(withEarly(crew(3, [DEPLOYER]))).findings.clusters;
    expect(group.points).toBe(getClusterPoints("funding", 9, 3));
  });

  it("reports a group funded by another wallet (2 hops) with less weight", () => {
    const [group] = evaluate(withEarly(crew(4, [address("crew-mid"), address("crew-master")]))).findings.clusters;
    // the nearest wallet reaching all of them keys the group, as for live clusters
    expect(group).toMatchObject({ master_full: address("crew-mid"), deployer_funded: false, wallet_count: 4 });
    expect(group.points).toBeLessThan(getClusterPoints("funding", 12, 4));
    expect(group.points).toBeGreaterThan(0);
  });

  it("finds a shared funder two hops up", () => {
    const master = address("crew-master");
    const buyers = [0, 1, 2].map((i) => crew(1, [address(`mule-${i}`), master], {}, `two-hop-${i}`)[0]);
    const [group] = evaluate(withEarly(buyers)).findings.clusters;
    expect(group).toMatchObject({ master_full: master, wallet_count: 3 });
    expect(group.evidence_txs).toEqual(expect.arrayContaining(buyers.map((b) => b.funding[1].signature)));
  });

  it("calls a group funded by a wallet the deployer funded deployer-funded", () => {
    const [group] = evaluate(withEarly(crew(3, [address("dev-mule"), DEPLOYER]))).findings.clusters;
    expect(group.deployer_funded).toBe(true);
  });

  it("needs 90% of what the group bought sold", () => {
    expect(evaluate(withEarly(crew(3, [DEPLOYER], { soldFraction: 0.89 }))).findings.clusters).toEqual([]);
    expect(evaluate(withEarly(crew(3, [DEPLOYER], { soldFraction: 0.9 }))).findings.clusters).toHaveLength(1);
  });

  it("ignores wallets that share an exchange as funder", () => {
    const exchange = address("exchange-hot");
    const snapshot = withEarly(crew(3, [exchange]), { funders: { [exchange]: funderProfile(exchange, { label: "Binance" }) } });
    expect(evaluate(snapshot).findings.clusters).toEqual([]);
  });

  it("never reports a group that still holds (a live funding cluster) as exited", () => {
    const master = address("live-master");
    const live = snapshotWithHolders([{ pct: 4, name: "crew-0", funders: [master] }, { pct: 4, name: "crew-1", funders: [master] }]);
    const buyers = crew(3, [master]);
    expect(evaluate({ ...live, earlyBuyers: buyers }).findings.clusters).toEqual([]);
  });

  it("lists exited groups in the report and names them in top_reasons", () => {
    const report = buildReport(withEarly(crew(3, [DEPLOYER])), { includeLaunches: false });
    expect(report.exited_clusters).toHaveLength(1);
    expect(report.top_reasons.some((line) => /^\+\d+ exited group: 3 wallets funded by the deployer/.test(line))).toBe(true);
    expect(buildReport(makeSnapshot(), { includeLaunches: false }).exited_clusters).toEqual([]);
  });
});
