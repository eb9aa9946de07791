// defineEndpoint keeps what the typed client and the handlers infer from a
// contract: the literal operationId and the 200 body's zod type.
import { describe, expect, expectTypeOf, it } from "vitest";
import type { Pricing } from "@/server/contracts/pricing";
import { errorCodesOf, errorsOf, SCAN_ERROR_CODES, type DeclaredError, type ResponseBody } from "@/server/contracts/endpoint";
import { DISCOVERY_ENDPOINTS, ENDPOINTS } from "@/server/contracts/endpoints";
import { getOperator } from "@/server/contracts/endpoints/analytics";
import { buyKey, getPricing, getRpcUsage, revokeAdminKey } from "@/server/contracts/endpoints/access";
import { mcp } from "@/server/contracts/endpoints/mcp";
import { getRecentScans } from "@/server/contracts/endpoints/scan";
import { scanBatch, scanCabal, scanCabalPost, scanCabalStream } from "@/server/contracts/endpoints/scan";
import { ERROR_STATUS } from "@/server/http/api-error";

describe("endpoint contracts", () => {
  it("keep the literal types and the response schema's type", () => {
    expectTypeOf(getPricing.operationId).toEqualTypeOf<"getPricing">();
    expectTypeOf(getPricing.method).toEqualTypeOf<"get">();
    expectTypeOf<ResponseBody<typeof getPricing, 200>>().toEqualTypeOf<Pricing>();
    expect(getPricing.responses[200].schema).toBeDefined();
  });

  it("name each endpoint once, by its operationId, with one method and path pair", () => {
    const ids = ENDPOINTS.map((endpoint) => endpoint.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("every route declares its errors by code, each a code of the one code->status table", () => {
    for (const route of [...ENDPOINTS, ...DISCOVERY_ENDPOINTS]) {
      const bare = route.errors.filter((error) => typeof error !== "string");
      expect(bare, `${route.operationId} declares bare statuses`).toEqual([]);
      for (const code of route.errors) expect(Object.keys(ERROR_STATUS), `${route.operationId}: ${code}`).toContain(code);
      // so each status of its errors has its codes named
      for (const status of errorsOf(route)) expect(errorCodesOf(route, status), `${route.operationId} ${status}`).not.toBeNull();
    }
    // a bare status is no longer a declared error (checked by tsc: a contract cannot declare one)
    expectTypeOf<400>().not.toExtend<DeclaredError>();
    expectTypeOf<"not_found">().toExtend<DeclaredError>();
  });

  it("derives a route's error statuses from its codes (the statuses the scan answered before, no fewer)", () => {
    expect(errorsOf(scanCabal)).toEqual([400, 401, 402, 403, 404, 409, 422, 429, 500, 502, 503, 504]);
    expect(errorsOf(scanCabalPost)).toEqual([400, 401, 402, 403, 404, 409, 413, 415, 422, 429, 500, 502, 503, 504]);
    expect(errorsOf(scanBatch)).toEqual([400, 401, 402, 403, 413, 415, 429, 500, 503]);
    // a code moves its status with it: the table is the one place a status is written
    expect(errorsOf({ ...getPricing, errors: ["payment_invalid"] })).toEqual([422, 500]);
    expect(new Set(SCAN_ERROR_CODES.map((code) => ERROR_STATUS[code])).size).toBe(12);
  });

  it("names the codes of each status, the implied ones included, and none for a status never answered", () => {
    expect(errorCodesOf(scanCabal, 404)).toEqual(["not_found"]);
    expect(errorCodesOf(scanCabal, 400)).toEqual(["invalid_mint", "bad_request", "missing_user_agent"]);
    expect(errorCodesOf(scanCabal, 403)).toEqual(["proof_required", "origin_not_allowed"]);
    // the stream takes no publishable key: one sent there is refused (403 publishable_key_not_allowed)
    expect(errorCodesOf(scanCabalStream, 403)).toEqual(["proof_required", "publishable_key_not_allowed"]);
    // a free route refuses one only where a key is read over HTTP: buy-key's top-up does; /mcp's tools answer
    // a refused key as a tool result, so its 403 is the foreign Origin alone
    expect(errorCodesOf(buyKey, 403)).toContain("publishable_key_not_allowed");
    expect(errorCodesOf(mcp, 403)).toEqual(["forbidden"]);
    expect(errorCodesOf(scanCabalPost, 415)).toEqual(["unsupported_media_type"]);
    expect(errorCodesOf(scanCabal, 418)).toBeNull();
    expect(errorCodesOf(getRecentScans, 400)).toEqual(["bad_request"]);
    expect(errorCodesOf(getRecentScans, 401)).toBeNull();
    // a minute-metered route: its minute limit (rate_limited) and the key it may be sent (unauthorized) by kind
    expect(errorCodesOf(getOperator, 429)).toEqual(["rate_limited"]);
    expect(errorCodesOf(getOperator, 401)).toEqual(["unauthorized"]);
    // an admin route is 404 while ADMIN_TOKEN is unset, besides its own not_found
    expect(errorCodesOf(getRpcUsage, 404)).toEqual(["not_found"]);
    expect(errorCodesOf(revokeAdminKey, 404)).toEqual(["not_found"]);
  });
});
