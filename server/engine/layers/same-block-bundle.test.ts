import { describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import { address, organicHolders, snapshotWithHolders } from "@/server/engine/testing/snapshot-factory";
import { sameBlockBundleLayer } from "@/server/engine/layers/same-block-bundle";

const evaluate = (snapshot: ReturnType<typeof snapshotWithHolders>) => sameBlockBundleLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG);

describe("same-block bundle layer", () => {
  it("flags holders whose first buys landed in the same slot as a time_sync cluster", () => {
    const snapshot = snapshotWithHolders([
      ...Array.from({ length: 5 }, (_, index) => ({ pct: 4, name: `bundler-${index}`, buySlot: 777 })),
      ...organicHolders(10, 1),
    ]);
    const { findings, contributions } = evaluate(snapshot);
    expect(findings.clusters).toHaveLength(1);
    const [cluster] = findings.clusters;
    expect(cluster).toMatchObject({ id: "time-sync-1", type: "time_sync", wallet_count: 5, combined_pct: 20, slot: 777, master_full: null });
    expect(cluster.evidence_txs).toEqual(snapshot.holders.slice(0, 5).map((holder) => holder.firstBuy!.signature));
    expect(contributions[0].reason).toContain("slot 777");
    // one term everywhere, API and pages alike: a Solana slot, not a "block"
    expect(contributions[0].reason).toMatch(/^same-slot bundle: /);
    expect(contributions[0].points).toBe(cluster.points);
  });

  it("names the shared funder when every bundled wallet has one", () => {
    const master = address("master");
    const snapshot = snapshotWithHolders([
      { pct: 3, buySlot: 50, funders: [master] },
      { pct: 3, buySlot: 50, funders: [address("mid"), master] },
    ]);
    expect(evaluate(snapshot).findings.clusters[0].master_full).toBe(master);
  });

  it("leaves master_full null when the bundled wallets share no funder", () => {
    const snapshot = snapshotWithHolders([
      { pct: 3, buySlot: 50 },
      { pct: 3, buySlot: 50 },
    ]);
    expect(evaluate(snapshot).findings.clusters[0].master_full).toBeNull();
  });

  it("finds nothing when every holder bought in its own slot or no buy was seen", () => {
    const snapshot = snapshotWithHolders([...organicHolders(10, 1), { pct: 1, buySlot: null }, { pct: 1, buySlot: null }]);
    expect(evaluate(snapshot).findings.clusters).toEqual([]);
  });

  it("makes one cluster per shared slot", () => {
    const snapshot = snapshotWithHolders([
      { pct: 1, buySlot: 9 },
      { pct: 1, buySlot: 9 },
      { pct: 1, buySlot: 3 },
      { pct: 1, buySlot: 3 },
    ]);
    expect(evaluate(snapshot).findings.clusters.map((cluster) => [cluster.id, cluster.slot])).toEqual([
      ["time-sync-1", 3],
      ["time-sync-2", 9],
    ]);
  });
});
