// defineEndpoint keeps what the typed client and the handlers infer from a
// contract: the literal operationId and the 200 body's zod type.
import { describe, expect, expectTypeOf, it } from "vitest";
import type { Pricing } from "@/server/contracts/pricing";
import type { ResponseBody } from "@/server/contracts/endpoint";
import { ENDPOINTS } from "@/server/contracts/endpoints";
import { getPricing } from "@/server/contracts/endpoints/read";

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
});
