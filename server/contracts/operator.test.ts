// The report contract and the OpenAPI document carry decisions "Operator
// memory": operators[] ({ wallet, role: deployer | cluster_funder, seen_count,
// seen_in: [{ mint, role, cluster_type?, slot, recommendation }] }, at most 20)
// and GET /api/operator answering the same for one wallet.
import { describe, expect, it } from "vitest";
import { getOpenApiDocument } from "@/server/contracts/openapi/openapi-document";
import { operatorEntrySchema, operatorResponseSchema } from "@/server/contracts/operator";
import { scanReportSchema } from "@/server/contracts/scan-report";

type Schema = { properties?: Record<string, Schema>; required?: string[]; type?: string };
const wallet = "4".repeat(32);
const sighting = { mint: "5".repeat(32), role: "cluster_funder", cluster_type: "exited", slot: 1200, recommendation: "AVOID" };

describe("the operator memory contract", () => {
  const document = getOpenApiDocument() as { components: { schemas: Record<string, Schema> }; paths: Record<string, Record<string, { parameters?: { name: string; required?: boolean }[] }>> };

  it("documents operators as a required array of the report", () => {
    const report = document.components.schemas.ScanReport;
    expect(report.required).toContain("operators");
    expect(report.properties!.operators).toMatchObject({ type: "array" });
    expect(scanReportSchema.shape.operators).toBeDefined();
  });

  it("an entry: wallet, role deployer | cluster_funder, seen_count, seen_in with mint, role, optional cluster_type, slot, recommendation", () => {
    const entry = { wallet, role: "cluster_funder", seen_count: 1, seen_in: [sighting] };
    expect(operatorEntrySchema.parse(entry)).toEqual(entry);
    const { cluster_type: _optional, ...deployerSighting } = { ...sighting, role: "deployer" };
    expect(operatorEntrySchema.parse({ wallet, role: "deployer", seen_count: 1, seen_in: [deployerSighting] }).seen_in[0]).toEqual(deployerSighting);
    expect(() => operatorEntrySchema.parse({ ...entry, role: "holder" })).toThrow();
    expect(() => operatorEntrySchema.parse({ ...entry, seen_in: [{ ...sighting, recommendation: undefined }] })).toThrow();
    expect(() => operatorEntrySchema.parse({ wallet, role: "deployer", seen_in: [] })).toThrow();
  });

  it("seen_in holds at most 20 sightings; seen_count may be larger", () => {
    const many = Array.from({ length: 21 }, () => sighting);
    expect(() => operatorEntrySchema.parse({ wallet, role: "cluster_funder", seen_count: 21, seen_in: many })).toThrow();
    expect(operatorEntrySchema.parse({ wallet, role: "cluster_funder", seen_count: 21, seen_in: many.slice(1) }).seen_count).toBe(21);
  });

  it("GET /api/operator takes a required wallet and answers { wallet, roles, seen_count, seen_in }", () => {
    const route = document.paths["/api/operator"]?.get;
    expect(route?.parameters).toContainEqual(expect.objectContaining({ name: "wallet", required: true }));
    const body = { wallet, roles: ["deployer", "cluster_funder"], seen_count: 1, seen_in: [sighting] };
    expect(operatorResponseSchema.parse(body)).toEqual(body);
  });
});
