// The OpenAPI document: every route under app/ is in it (a new route.ts
// without an endpoint contract fails here), it validates as OpenAPI 3.1, and its
// schemas accept real answers and refuse wrong ones.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { expectMatchesOpenApi } from "@/server/testing/openapi";
import { buildOpenApiDocument } from "@/server/contracts/openapi/build-openapi";
import { getOpenApiDocument } from "@/server/contracts/openapi/openapi-document";
import { errorsOf, isRateLimited } from "@/server/contracts/endpoint";
import { ENDPOINTS } from "@/server/contracts/endpoints";

const APP = path.join(process.cwd(), "app");
/** Routes for people or for the viewer itself, not part of the API. */
const NOT_API = new Set(["/openapi.json", "/docs", "/docs/scalar.js"]);

function findRouteFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findRouteFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** app/api/admin/keys/[id]/route.ts -> /api/admin/keys/{id}, with the HTTP methods it exports (OPTIONS is CORS). */
function routeOperations(): { method: string; path: string }[] {
  return findRouteFiles(APP).flatMap((file) => {
    const routePath = "/" + path.relative(APP, path.dirname(file)).split(path.sep).map((part) => part.replace(/^\[(.+)\]$/, "{$1}")).join("/");
    const source = readFileSync(file, "utf8");
    // `export const GET = ...` or a binding `export { GET, OPTIONS } from "@/server/api/..."`
    const declared = [...source.matchAll(/export\s+(?:const|async function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)].map((match) => match[1]);
    const bound = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) => match[1].split(",").map((name) => name.trim().split(/\s+as\s+/).pop()!));
    const methods = [...new Set([...declared, ...bound])].filter((name) => /^(GET|POST|PUT|PATCH|DELETE)$/.test(name)).map((name) => name.toLowerCase());
    return methods.map((method) => ({ method, path: routePath }));
  });
}

describe("the OpenAPI document", () => {
  const document = getOpenApiDocument() as { openapi: string; info: { version: string }; paths: Record<string, Record<string, unknown>>; components: { securitySchemes: Record<string, { name?: string }> } };

  it("documents every route handler under app/ (api and mcp)", () => {
    const operations = routeOperations().filter((operation) => !NOT_API.has(operation.path));
    expect(operations.length).toBeGreaterThan(15);
    const missing = operations.filter((operation) => !document.paths[operation.path]?.[operation.method]).map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect(missing).toEqual([]);
  });

  it("documents no route that does not exist", () => {
    const existing = new Set(routeOperations().map((operation) => `${operation.method} ${operation.path}`));
    const documented = Object.entries(document.paths).flatMap(([routePath, methods]) => Object.keys(methods).map((method) => `${method} ${routePath}`));
    expect(documented.filter((operation) => !existing.has(operation))).toEqual([]);
  });

  it("lists every query and path parameter of every contract (what the handlers read) as a parameter", () => {
    type Parameter = { name: string; in: string; required: boolean };
    const undocumented: string[] = [];
    let checked = 0;
    for (const route of ENDPOINTS) {
      const parameters = ((document.paths[route.path][route.method] as { parameters?: Parameter[] }).parameters ?? []).map((p) => `${p.in} ${p.name}`);
      const declared = [...Object.keys(route.query?.shape ?? {}).map((name) => `query ${name}`), ...Object.keys(route.pathParams?.shape ?? {}).map((name) => `path ${name}`)];
      checked += declared.length;
      for (const name of declared) if (!parameters.includes(name)) undocumented.push(`${route.method} ${route.path}: ${name}`);
      expect(parameters.length, `${route.method} ${route.path} documents a parameter its contract does not declare`).toBe(declared.length);
    }
    expect(checked).toBeGreaterThan(10);
    expect(undocumented).toEqual([]);
    // the scan's query, for one: every parameter the handler reads (server/api/scan/scan-cabal.ts)
    const scan = (document.paths["/api/scan-cabal"].get as { parameters: Parameter[] }).parameters.map((p) => p.name);
    expect(scan).toEqual(expect.arrayContaining(["mintAddress", "pairCreatedAt", "fresh", "size_usd", "size_sol", "horizon_hours"]));
  });

  it("lists the codes of each error status (declared by code on every contract)", () => {
    type Answer = { description: string; "x-error-codes"?: string[]; content: Record<string, { example?: { error: { code: string } } }> };
    const scan = (document.paths["/api/scan-cabal"].get as { responses: Record<string, Answer> }).responses;
    expect(Object.keys(scan).filter((status) => Number(status) >= 400)).toEqual(["400", "401", "402", "403", "404", "409", "422", "429", "500", "502", "503", "504"]);
    expect(scan["400"]["x-error-codes"]).toEqual(["invalid_mint", "bad_request", "missing_user_agent"]);
    expect(scan["400"].description).toContain("invalid_mint");
    expect(scan["404"].content["application/json"].example?.error.code).toBe("not_found");
    expect(scan["503"]["x-error-codes"]).toEqual(expect.arrayContaining(["busy", "payments_paused", "service_unavailable"]));
    const recent = (document.paths["/api/recent-scans"].get as { responses: Record<string, Answer> }).responses;
    expect(recent["400"]["x-error-codes"]).toEqual(["bad_request"]);
    // every shared-error answer of every operation names its codes (no status is declared bare any more)
    const unnamed: string[] = [];
    for (const route of ENDPOINTS) {
      const responses = (document.paths[route.path][route.method] as { responses: Record<string, Answer> }).responses;
      for (const status of errorsOf(route)) if (!responses[String(status)]["x-error-codes"]?.length) unnamed.push(`${route.operationId} ${status}`);
    }
    expect(unnamed).toEqual([]);
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(buildOpenApiDocument({ serverUrl: "https://cabal.example" }));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.version).toBe("1.1.0");
  });

  it("declares the ApiKey and PaymentSignature header schemes", () => {
    expect(document.components.securitySchemes.ApiKey).toMatchObject({ type: "apiKey", in: "header", name: "X-API-Key" });
    expect(document.components.securitySchemes.PaymentSignature).toMatchObject({ type: "apiKey", in: "header", name: "X-Payment-Signature" });
  });

  it("every example matches its own schema (request bodies and answers)", () => {
    const id = "https://cabal-hunter.local/examples.json";
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ ...document, $id: id });
    const pointer = (part: string) => part.replace(/~/g, "~0").replace(/\//g, "~1");
    type Media = Record<string, { example?: unknown }>;
    const failures: string[] = [];
    let checked = 0;
    for (const [routePath, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods as Record<string, { requestBody?: { content: Media }; responses: Record<string, { content?: Media }> }>)) {
        const places: [string, Media | undefined][] = [["requestBody", operation.requestBody?.content], ...Object.entries(operation.responses).map(([status, answer]): [string, Media | undefined] => [`responses/${status}`, answer.content])];
        for (const [place, content] of places) {
          for (const [type, media] of Object.entries(content ?? {})) {
            if (media.example === undefined) continue;
            const check = ajv.compile({ $ref: `${id}#/paths/${pointer(routePath)}/${method}/${place}/content/${pointer(type)}/schema` });
            checked++;
            if (!check(media.example)) failures.push(`${method} ${routePath} ${place} ${type}: ${ajv.errorsText(check.errors)}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });

  it("the validator rejects a broken document (the check can fail)", async () => {
    const broken = { ...buildOpenApiDocument(), info: { title: "no version" } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it("expectMatchesOpenApi accepts the error body and refuses a wrong shape or an undocumented status", async () => {
    await expectMatchesOpenApi({ status: 400, body: { error: { code: "invalid_mint", message: "bad" } } }, "get", "/api/scan-cabal");
    await expect(expectMatchesOpenApi({ status: 400, body: { error: { code: "no_such_code", message: "bad" } } }, "get", "/api/scan-cabal")).rejects.toThrow();
    await expect(expectMatchesOpenApi({ status: 200, body: { scans: [{ mint: 1 }] } }, "get", "/api/recent-scans")).rejects.toThrow();
    await expect(expectMatchesOpenApi({ status: 418, body: {} }, "get", "/api/recent-scans")).rejects.toThrow("status 418");
  });

  it("expectMatchesOpenApi refuses an error answer whose code its contract does not declare for that status", async () => {
    // invalid_json is a code of the table (the body schema takes it) and a 400, but only the POST reads a body
    await expectMatchesOpenApi({ status: 400, body: { error: { code: "invalid_json", message: "bad" } } }, "post", "/api/scan-cabal");
    await expect(expectMatchesOpenApi({ status: 400, body: { error: { code: "invalid_json", message: "bad" } } }, "get", "/api/scan-cabal")).rejects.toThrow(
      'answered error.code "invalid_json", which its contract does not declare for 400',
    );
    // a code of another status, and a Response the same as a parsed body
    await expect(expectMatchesOpenApi({ status: 503, body: { error: { code: "not_configured", message: "off" } } }, "get", "/api/recent-scans")).rejects.toThrow("not_configured");
    await expectMatchesOpenApi(Response.json({ error: { code: "service_unavailable", message: "down" } }, { status: 503 }), "get", "/api/recent-scans");
    await expect(expectMatchesOpenApi(Response.json({ error: { code: "busy", message: "later" } }, { status: 503 }), "get", "/api/recent-scans")).rejects.toThrow('"busy"');
  });

  it("expectMatchesOpenApi refuses a metering header the answer does not document, or a value its schema refuses", async () => {
    const answer = (headers: Record<string, string>) => Response.json({ status: "ok", checks: {} }, { headers });
    await expect(expectMatchesOpenApi(answer({ "RateLimit-Limit": "60" }), "get", "/api/health")).rejects.toThrow("ratelimit-limit is not documented");
    const error = (headers: Record<string, string>) => Response.json({ error: { code: "rate_limited", message: "slow down" } }, { status: 429, headers });
    await expectMatchesOpenApi(error({ "Retry-After": "30", "RateLimit-Limit": "60", "RateLimit-Remaining": "0", "RateLimit-Reset": "30" }), "get", "/api/operator");
    await expect(expectMatchesOpenApi(error({ "RateLimit-Remaining": "-1" }), "get", "/api/operator")).rejects.toThrow("ratelimit-remaining");
  });

  // Spectral OWASP owasp:api4:2023-rate-limit: every 2xx and 4xx answer declares rate-limit headers,
  // except the operations .spectral.yaml switches the rule off for (no per-caller limit applies).
  it("every response of every operation counted against a limit declares RateLimit-Limit/-Remaining/-Reset", () => {
    const exempt = spectralExemptions("owasp:api4:2023-rate-limit");
    const limited = ENDPOINTS.filter(isRateLimited);
    expect(limited.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const route of ENDPOINTS) {
      const operation = document.paths[route.path][route.method] as { responses: Record<string, { headers?: Record<string, unknown> }> };
      if (!isRateLimited(route)) {
        if (!exempt.has(route.path)) missing.push(`${route.method} ${route.path}: no limit, and not exempt in .spectral.yaml`);
        continue;
      }
      expect(exempt.has(route.path), `${route.path} is limited: its exemption would hide a missing header`).toBe(false);
      for (const [status, answer] of Object.entries(operation.responses)) {
        for (const name of ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]) if (!answer.headers?.[name]) missing.push(`${route.method} ${route.path} ${status}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  // Spectral OWASP owasp:api8:2023-define-cors-origin: every answer declares Access-Control-Allow-Origin, except
  // the operations .spectral.yaml says answer no CORS on purpose (a route added without either was 8 errors there)
  it("every response of every operation that answers CORS declares Access-Control-Allow-Origin; every other is exempt by name", () => {
    const exempt = spectralExemptions("owasp:api8:2023-define-cors-origin");
    const missing: string[] = [];
    for (const route of ENDPOINTS) {
      const operation = document.paths[route.path][route.method] as { responses: Record<string, { headers?: Record<string, unknown> }> };
      if (!route.cors) {
        if (!exempt.has(route.path) && !exempt.has(`${route.path}/${route.method}`)) missing.push(`${route.method} ${route.path}: no CORS, and not exempt in .spectral.yaml`);
        continue;
      }
      for (const [status, answer] of Object.entries(operation.responses)) if (!answer.headers?.["Access-Control-Allow-Origin"]) missing.push(`${route.method} ${route.path} ${status}`);
    }
    expect(missing).toEqual([]);
  });
});

/** The operations (a path, or path/method) whose `rule` .spectral.yaml switches off. */
function spectralExemptions(rule: string): Set<string> {
  const spectral = readFileSync(path.join(process.cwd(), ".spectral.yaml"), "utf8");
  return new Set(
    spectral
      .split(/\n  - files:\n/)
      .filter((block) => block.includes(`${rule}: "off"`))
      .flatMap((block) => [...block.matchAll(/"\*\*#\/paths\/([^"]+)"/g)].map((match) => decodeURIComponent(match[1].replace(/~1/g, "/")))),
  );
}
