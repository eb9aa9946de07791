// The map contract and its OpenAPI schema carry exited groups (decisions
// "Beyond one slot and one snapshot"): ghost nodes (exited: true, with their
// group's cluster_id) and the exited_clusters that name each group.
import { describe, expect, it } from "vitest";
import { mapDataSchema, mapNodeSchema } from "@/server/contracts/map-data";
import { getOpenApiDocument } from "@/server/contracts/openapi/openapi-document";

type Schema = { properties?: Record<string, Schema>; required?: string[]; enum?: string[]; items?: Schema; $ref?: string };

const ghost = {
  id: "1".repeat(32), role: "exited", label: null, rank: null, pct: 0, amount: 0, cluster_ids: ["exited-1"],
  traced: true, funded_holders: 0, exited: true, evidence: [{ kind: "sell", signature: "5".repeat(88), slot: 900, note: "sold in slot 900: exited group" }],
};
const group = {
  cluster_id: "exited-1", type: "exited", master_full: "4".repeat(32), deployer_funded: true, wallet_count: 2, bought_pct: 9, sold_pct: 8.9,
  realized_sol: 1.5, first_buy_slot: 100, last_sell_slot: 900, evidence_txs: ["5".repeat(88)], points: 30,
};

describe("the map contract with exited groups", () => {
  it("accepts a ghost node and refuses a node that does not say whether it exited", () => {
    expect(mapNodeSchema.parse(ghost)).toEqual(ghost);
    const { exited: _dropped, ...unsaid } = ghost;
    expect(() => mapNodeSchema.parse(unsaid)).toThrow();
  });

  it("requires exited_clusters, each entry named as in the report (no member list: the nodes carry it)", () => {
    const map = {
      mint: "2".repeat(32), symbol: null, name: null, recommendation: "AVOID", cabal_score: 80, risk: "HIGH", degraded: false, computed_at: 1, source: "live",
      nodes: [ghost], links: [], clusters: [], exited_clusters: [group], slot: null, slot_time: null, timeline: null,
    };
    expect(mapDataSchema.parse(map)).toEqual(map);
    const { exited_clusters: _dropped, ...without } = map;
    expect(() => mapDataSchema.parse(without)).toThrow();
  });

  it("documents the ghost fields in the OpenAPI MapData schema", () => {
    const schemas = (getOpenApiDocument() as { components: { schemas: Record<string, Schema> } }).components.schemas;
    const map = schemas.MapData;
    expect(map.required).toContain("exited_clusters");
    const entry = map.properties!.exited_clusters.items!;
    expect(entry.required).toEqual(expect.arrayContaining(["cluster_id", "master_full", "deployer_funded", "bought_pct", "sold_pct", "realized_sol", "last_sell_slot", "evidence_txs"]));
    const node = map.properties!.nodes.items!;
    const resolved = node.$ref ? schemas[node.$ref.split("/").pop()!] : node;
    expect(resolved.required).toContain("exited");
    expect(resolved.properties!.role.enum).toContain("exited");
  });
});
