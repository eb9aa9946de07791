// The report contract and the OpenAPI document carry the fields of decisions
// "Beyond one slot and one snapshot": stealth_bundle, exited_clusters[], and a
// stealth_bundle cluster's slot_spread and fingerprint.
import { describe, expect, it } from "vitest";
import { getOpenApiDocument } from "@/server/contracts/openapi/openapi-document";
import { clusterSchema, exitedClusterSchema, scanReportSchema } from "@/server/contracts/scan-report";

type Schema = { properties?: Record<string, Schema>; required?: string[]; enum?: string[]; items?: Schema; $ref?: string; anyOf?: Schema[] };

describe("the report contract beyond one slot and one snapshot", () => {
  const schemas = (getOpenApiDocument() as { components: { schemas: Record<string, Schema> } }).components.schemas;
  const report = schemas.ScanReport;

  it("documents top-level stealth_bundle (required boolean) and exited_clusters (required array)", () => {
    expect(report.required).toEqual(expect.arrayContaining(["stealth_bundle", "exited_clusters", "time_sync"]));
    expect(report.properties!.stealth_bundle).toMatchObject({ type: "boolean" });
    expect(report.properties!.exited_clusters).toMatchObject({ type: "array" });
  });

  it("accepts a stealth_bundle cluster with slot_spread and a fingerprint of shared values only", () => {
    const cluster = {
      id: "stealth-bundle-1", type: "stealth_bundle", wallet_count: 3, combined_pct: 12.5, master_full: null,
      evidence_txs: ["5".repeat(88)], members: ["1".repeat(32), "2".repeat(32), "3".repeat(32)], slot: 10, slot_spread: 3,
      fingerprint: { cu_limit: 140_000, cu_price: 250_000 }, points: 40,
    };
    expect(clusterSchema.parse(cluster)).toEqual(cluster);
    expect(() => clusterSchema.parse({ ...cluster, fingerprint: { cu_limit: 1, other: 2 } })).toThrow();
    expect(() => clusterSchema.parse({ ...cluster, slot_spread: 5 })).toThrow();
  });

  it("accepts an exited entry with the decisions' fields and refuses one without them", () => {
    const entry = {
      cluster_id: "exited-1", type: "exited", master_full: "4".repeat(32), deployer_funded: true, members: ["1".repeat(32), "2".repeat(32)],
      wallet_count: 2, bought_pct: 9, sold_pct: 8.9, realized_sol: -0.4, first_buy_slot: 100, last_sell_slot: 900, evidence_txs: ["5".repeat(88)], points: 30,
    };
    expect(exitedClusterSchema.parse(entry)).toEqual(entry);
    const { realized_sol: _dropped, ...missing } = entry;
    expect(() => exitedClusterSchema.parse(missing)).toThrow();
    expect(scanReportSchema.shape.exited_clusters).toBeDefined();
  });
});
