import { describe, expect, it } from "vitest";
import { collectOperators } from "@/server/services/analytics/operators/collect-operators";

const cluster = (type: string, master: string | null) => ({ type, master_full: master }) as never;
const exited = (master: string | null) => ({ type: "exited", master_full: master }) as never;

describe("collectOperators", () => {
  it("names the deployer, then the single funder of every live and exited cluster, once each", () => {
    const operators = collectOperators({
      deployer: { creator: "dev" } as never,
      coordinated_clusters: [cluster("funding", "alice"), cluster("time_sync", null), cluster("stealth_bundle", "alice")],
      exited_clusters: [exited("bob"), exited(null)],
    });
    expect(operators).toEqual([
      { wallet: "dev", role: "deployer", clusterType: null },
      { wallet: "alice", role: "cluster_funder", clusterType: "funding" },
      { wallet: "bob", role: "cluster_funder", clusterType: "exited" },
    ]);
  });

  it("a deployer that funds a group is listed once, as deployer; no creator, no deployer entry", () => {
    expect(collectOperators({ deployer: { creator: "dev" } as never, coordinated_clusters: [], exited_clusters: [exited("dev")] })).toEqual([{ wallet: "dev", role: "deployer", clusterType: null }]);
    expect(collectOperators({ deployer: { creator: null } as never, coordinated_clusters: [], exited_clusters: [] })).toEqual([]);
  });
});
