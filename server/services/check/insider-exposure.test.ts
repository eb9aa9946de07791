// max_exposure_usd: the exit quote at the caller's size and the flagged insiders' share, in a constant-product pool.
import { describe, expect, it } from "vitest";
import type { ExitCost } from "@/server/services/analytics/exit-cost";
import { computeInsiderExposure, getInsidersPct } from "@/server/services/check/insider-exposure";

const A = "A".repeat(32);
const B = "B".repeat(32);
const C = "C".repeat(32);

function exitCost(solOut: number | null, routable = true): ExitCost {
  return {
    size_usd: 1_000,
    size_sol: 10,
    sell: routable ? { routable, sol_out: solOut, price_impact_pct: null, note: null } : { routable, sol_out: null, price_impact_pct: null, note: "no route" },
    round_trip: { routable, sol_in: 10, sol_back: null, loss_pct: null, note: null },
  };
}

const holder = (owner: string, pct: number, clusterIds: string[]) => ({ rank: 1, owner, token_account: owner, amount: 1, pct, label: null, is_pool: false, cluster_ids: clusterIds, traced: true });
const cluster = (members: string[], combined: number) => ({ id: "funding-1", type: "funding" as const, wallet_count: members.length, combined_pct: combined, master_full: null, evidence_txs: [], members, points: 10 });

describe("computeInsiderExposure", () => {
  it("with no flagged insiders is the quote's own loss", () => {
    const result = computeInsiderExposure({ holders: [], coordinated_clusters: [], market_cap: 100_000 }, exitCost(9.5));
    expect(result.exposure.own_exit_loss_pct).toBe(5);
    expect(result.maxExposureUsd).toBe(50);
  });

  it("grows with the insiders' share: they sell into the pool before the caller does", () => {
    const small = computeInsiderExposure({ holders: [holder(A, 2, ["funding-1"])], coordinated_clusters: [cluster([A], 2)], market_cap: 100_000 }, exitCost(9.5));
    const large = computeInsiderExposure({ holders: [holder(A, 20, ["funding-1"])], coordinated_clusters: [cluster([A], 20)], market_cap: 100_000 }, exitCost(9.5));
    expect(small.maxExposureUsd!).toBeGreaterThan(50);
    expect(large.maxExposureUsd!).toBeGreaterThan(small.maxExposureUsd!);
    expect(large.maxExposureUsd!).toBeLessThan(1_000);
  });

  it("is the whole position without a sell route, and unknown without a quote", () => {
    expect(computeInsiderExposure({ holders: [], coordinated_clusters: [], market_cap: 1 }, exitCost(null, false))).toMatchObject({ maxExposureUsd: 1_000, noExitRoute: true });
    expect(computeInsiderExposure({ holders: [], coordinated_clusters: [], market_cap: 1 }, null).maxExposureUsd).toBeNull();
  });

  it("counts a member of two clusters once, and members outside the listed holders through the cluster's share", () => {
    const report = { holders: [holder(A, 5, ["funding-1", "time-sync-1"]), holder(B, 3, ["funding-1"])], coordinated_clusters: [cluster([A, B], 8), { ...cluster([A, C], 9), id: "time-sync-1" }] };
    expect(getInsidersPct(report)).toBe(5 + 3 + 4);
  });
});
