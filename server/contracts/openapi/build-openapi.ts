// Builds the OpenAPI 3.1 document from the endpoint contracts and the zod
// contracts (zod 4's JSON Schema output, draft 2020-12 = OpenAPI 3.1's
// dialect). Every request and response schema becomes a named component; a
// contract nested in another (the scan report inside a batch row) is a $ref.
import { z } from "zod";
import type { ErrorCode } from "@/server/http/api-error";
import { paymentRequiredBodySchema } from "@/server/contracts/access";
import { errorBodySchema } from "@/server/contracts/errors";
import { API_VERSION } from "@/server/contracts/info";
import { mapDataSchema } from "@/server/contracts/map-data";
import { pricingSchema } from "@/server/contracts/pricing";
import { scanReportSchema } from "@/server/contracts/scan-report";
import { errorCodesOf, errorsOf, isRateLimited, KEY_BALANCE_HEADERS, RATE_LIMIT_HEADERS, type Endpoint, type EndpointAuth } from "@/server/contracts/endpoint";
import { ENDPOINTS } from "@/server/contracts/endpoints";
import { boundSchema, boundedString } from "@/server/contracts/openapi/schema-bounds";

type Json = Record<string, unknown>;
type Registry = z.core.$ZodRegistry<{ id: string }>;

const TARGET = { target: "draft-2020-12", unrepresentable: "any" } as const;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** Contracts shared by several routes get a fixed, readable name. */
const SHARED_COMPONENTS: [z.ZodType, string][] = [
  [scanReportSchema, "ScanReport"],
  [errorBodySchema, "ErrorBody"],
  [paymentRequiredBodySchema, "PaymentRequired"],
  [mapDataSchema, "MapData"],
  [pricingSchema, "Pricing"],
];

const SECURITY: Record<EndpointAuth, Json[]> = {
  none: [],
  // {} first: anonymous calls are allowed within the free quota
  scan: [{}, { ApiKey: [] }, { X402PaymentSignature: [] }, { X402Payment: [] }, { PaymentSignature: [] }],
  key: [{ ApiKey: [] }],
  admin: [{ AdminToken: [] }],
};

const STATUS_TEXT: Record<number, string> = {
  400: "Malformed input or an invalid mint", 401: "Unknown, revoked or missing key", 402: "Payment required: the body carries the payment instructions",
  403: "Not enabled", 404: "Unknown resource", 409: "Payment already used", 413: "Body too large", 422: "The payment does not satisfy the request",
  429: "Rate limited (Retry-After)", 500: "Our failure", 502: "Upstream failure", 503: "Not configured or a dependency is unreachable", 504: "Upstream timeout",
};

const CORS_HEADER = { "Access-Control-Allow-Origin": { description: "CORS: any origin (no cookies are used; the key travels in X-API-Key).", schema: { type: "string", const: "*" } } };
/** Where a publishable key is taken, its answer names the page's origin instead of `*` (docs/api.md "Publishable keys"). */
const CORS_HEADER_PUBLISHABLE = {
  "Access-Control-Allow-Origin": {
    description: "CORS: `*`, or the page's origin when the call carried a publishable key (listed by its owner); then `Vary: Origin`.",
    schema: { type: "string", maxLength: 300, pattern: "^(\\*|https?://[^/\\s]+)$" },
  },
};

/** Headers whose value is a count or seconds; every other header is a bounded string. */
const HEADER_SCHEMAS: Record<string, Json> = {
  "RateLimit-Limit": { type: "integer", format: "int32", minimum: 1, maximum: 1_000_000 },
  "RateLimit-Remaining": { type: "integer", format: "int32", minimum: 0, maximum: 1_000_000 },
  // the longest window is an hour (free-key e-mails)
  "RateLimit-Reset": { type: "integer", format: "int32", minimum: 0, maximum: 3_600 },
  // up to the next month (an unlimited key's fair use)
  "Retry-After": { type: "integer", format: "int32", minimum: 0, maximum: 31 * 86_400 },
  // a balance: USDC with up to 6 decimals, or a count of scans
  "X-Key-Credits-Remaining": { type: "string", pattern: "^\\d{1,15}(\\.\\d{1,6})?$", maxLength: 22 },
  "X-Key-Plan": { type: "string", enum: ["payg", "unlimited", "free"] },
  Allow: { type: "string", pattern: "^[A-Z]+(, [A-Z]+)*$", maxLength: 100 },
};

/** The answers that say when to retry (the error's code tells which case). */
const RETRY_AFTER: Record<number, string> = {
  402: "payment_pending: seconds until the payment's transaction may be final",
  429: "seconds until a retry can succeed (the window's end; an unlimited key's fair use: the next month)",
  503: "payment_unverifiable, payments_paused, busy (the RPC credit budget is kept for paid scans: the next minute) or the database unreachable: seconds until a retry may succeed",
};

function headerObjects(headers: Readonly<Record<string, string>>): Json {
  return Object.fromEntries(Object.entries(headers).map(([name, description]) => [name, { description, schema: HEADER_SCHEMAS[name] ?? boundedString(1_000) }]));
}

/** The headers every answer with `status` of `route` may carry besides its own (the rate limit, the key's balance). */
function commonHeaders(route: Endpoint, status: number): Record<string, string> {
  // a minute-metered route takes an optional X-API-Key too (its own minute limit, caller.ts)
  const takesKey = route.auth === "scan" || route.auth === "key" || route.acceptsKey === true || route.metering === "minute";
  const keyed = takesKey && status !== 401;
  return { ...(isRateLimited(route) ? RATE_LIMIT_HEADERS : {}), ...(keyed ? KEY_BALANCE_HEADERS : {}) };
}

const pascal = (id: string) => id[0].toUpperCase() + id.slice(1);

export function buildOpenApiDocument(options: { serverUrl?: string } = {}): Json {
  const inputs: Registry = z.registry<{ id: string }>();
  const outputs: Registry = z.registry<{ id: string }>();
  for (const [schema, id] of SHARED_COMPONENTS) outputs.add(schema, { id });
  const idOf = (registry: Registry, schema: z.ZodType, id: string) => {
    if (!registry.has(schema)) registry.add(schema, { id });
    return registry.get(schema)!.id;
  };
  const paths: Record<string, Json> = {};
  for (const route of ENDPOINTS) {
    paths[route.path] ??= {};
    paths[route.path][route.method] = buildOperation(route, (schema, id) => idOf(inputs, schema, id), (schema, id) => idOf(outputs, schema, id));
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Cabal Hunter API",
      version: API_VERSION,
      description:
        "Solana token exit-liquidity risk scanner: a mint in, a 0-100 cabal_score, a recommendation (SAFE / REVIEW / AVOID) and the on-chain evidence out. Anonymous callers get a monthly free quota by IP; past it, send an X-API-Key or pay per scan (the 402 body says how).",
    },
    // x-internal: false: the one server is the public API (OWASP API9 inventory)
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl, description: "This deployment (production, or a local demo on the embedded ledger)", "x-internal": false }] } : {}),
    tags: [...new Set(ENDPOINTS.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...toComponents(inputs, "input"), ...toComponents(outputs, "output") },
      securitySchemes: {
        ApiKey: { type: "apiKey", in: "header", name: "X-API-Key", description: "A free, pay-as-you-go or unlimited key (POST /api/free-key, POST /api/buy-key)." },
        PaymentSignature: {
          type: "apiKey",
          in: "header",
          name: "X-Payment-Signature",
          description:
            "Pay per scan, payer-broadcast: the signature of the USDC transfer described by the 402's offer whose extra.settlement is payer-broadcast, sent with X-Payment-Claim (extra.claimToken).",
        },
        X402PaymentSignature: {
          type: "apiKey",
          in: "header",
          name: "PAYMENT-SIGNATURE",
          description:
            "Standard x402 v2 (scheme exact on Solana): the base64 payment payload for the 402's PAYMENT-REQUIRED offer (accepts[0], extra.feePayer). The service verifies, co-signs as fee payer and settles; the answer carries PAYMENT-RESPONSE.",
        },
        X402Payment: { type: "apiKey", in: "header", name: "X-PAYMENT", description: "Standard x402 v1: the same payment payload as PAYMENT-SIGNATURE." },
        AdminToken: { type: "http", scheme: "bearer", description: "Operators: Authorization: Bearer <ADMIN_TOKEN>." },
      },
    },
  };
}

type Name = (schema: z.ZodType, id: string) => string;

function buildOperation(route: Endpoint, inputName: Name, outputName: Name): Json {
  const base = pascal(route.operationId);
  const parameters = [...toParameters(route.query, "query"), ...toParameters(route.pathParams, "path")];
  const responses: Json = {};
  for (const [status, answer] of Object.entries(route.responses)) {
    // no schema: a page (text, when a content type is named) or no body at all
    const schema = answer.schema ? ref(outputName(answer.schema, `${base}Response${status === "200" ? "" : status}`)) : boundedString();
    const hasBody = answer.schema !== undefined || answer.contentType !== undefined;
    const headers = { ...answer.headers, ...commonHeaders(route, Number(status)) };
    responses[status] = {
      description: answer.description,
      ...(Object.keys(headers).length ? { headers: headerObjects(headers) } : {}),
      ...(hasBody
        ? {
            content: {
              [answer.contentType ?? "application/json"]: { schema, ...(answer.example === undefined ? {} : { example: answer.example }) },
              ...Object.fromEntries((answer.pageContentTypes ?? []).map((type) => [type, { schema: boundedString() }])),
            },
          }
        : {}),
    };
  }
  // every status here has its codes (errorsOf is made of them): a publishable key's 403 included (impliedCodes)
  for (const status of errorsOf(route)) responses[String(status)] = errorResponse(status, errorCodesOf(route, status) ?? [], route.errorContentTypes ?? [], commonHeaders(route, status));
  // endpoints that answer CORS (server/http/cors.ts); the others are not for other sites' pages
  const cors = route.publishableKey ? CORS_HEADER_PUBLISHABLE : CORS_HEADER;
  if (route.cors) for (const answer of Object.values(responses) as Json[]) answer.headers = { ...cors, ...(answer.headers as Json | undefined) };
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    security: SECURITY[route.auth],
    ...(parameters.length ? { parameters } : {}),
    ...(route.body ? { requestBody: buildBody(route, ref(inputName(route.body, `${base}Request`))) } : {}),
    responses,
  };
}

function buildBody(route: Endpoint, schema: Json): Json {
  const example = route.bodyExample === undefined ? {} : { example: route.bodyExample };
  const types = ["application/json", ...(route.bodyContentTypes ?? [])];
  return { required: true, content: Object.fromEntries(types.map((type) => [type, { schema, ...(type === "application/json" ? example : {}) }])) };
}

/** The error answer with `status`: its codes are listed (description and x-error-codes; expectMatchesOpenApi
 * holds an error answer's code to them) and the example carries the first. */
function errorResponse(status: number, codes: ErrorCode[], otherTypes: readonly string[], common: Record<string, string>): Json {
  const code = codes[0] ?? "internal_error";
  const schema = status === 402 ? { anyOf: [ref("PaymentRequired"), ref("ErrorBody")] } : ref("ErrorBody");
  const own: Json = {
    ...(RETRY_AFTER[status] ? { "Retry-After": { description: RETRY_AFTER[status], schema: HEADER_SCHEMAS["Retry-After"] } } : {}),
    ...(status === 402
      ? { "PAYMENT-REQUIRED": { description: "x402 v2: base64 JSON { x402Version: 2, resource, accepts } with the standard offer (when a fee payer is configured)", schema: { type: "string", format: "byte", maxLength: 10_000 } } }
      : {}),
  };
  const headers = { ...own, ...headerObjects(common) };
  const text = STATUS_TEXT[status] ?? `HTTP ${status}`;
  return {
    description: `${text} (error.code: ${codes.join(", ")})`,
    "x-error-codes": codes,
    ...(Object.keys(headers).length ? { headers } : {}),
    content: {
      "application/json": { schema, example: { error: { code, message: text } } },
      ...Object.fromEntries(otherTypes.map((type) => [type, { schema: boundedString(10_000) }])),
    },
  };
}

function toParameters(schema: z.ZodObject | undefined, where: "query" | "path"): Json[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { ...TARGET, io: "input", override: boundSchema("input") }) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: where, required: where === "path" || (json.required ?? []).includes(name), ...(description ? { description } : {}), schema: rest };
  });
}

function toComponents(registry: Registry, io: "input" | "output"): Record<string, Json> {
  const { schemas } = z.toJSONSchema(registry, { ...TARGET, io, uri: (id) => `#/components/schemas/${id}`, override: boundSchema(io) }) as { schemas: Record<string, Json> };
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema;
      return [id, rest];
    }),
  );
}
