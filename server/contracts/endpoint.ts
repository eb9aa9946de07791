// One endpoint's contract: what the route accepts, answers and costs. The
// same object is bound to its handler (server/http/implement.ts), turned into
// /openapi.json and /api/info, and typed into the browser client, so these
// cannot disagree. Schemas are the zod contracts; nothing is written twice.
import type { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "@/server/http/api-error";

export type HttpMethod = "get" | "post" | "put" | "delete";

/**
 * Who may call (the OpenAPI security requirement):
 * - none: anyone
 * - scan: anonymous free quota by IP, or X-API-Key, or a per-scan payment (X-Payment-Signature)
 * - key: X-API-Key required
 * - admin: Authorization: Bearer ADMIN_TOKEN (the route is 404 when ADMIN_TOKEN is unset)
 */
export const ENDPOINT_AUTHS = ["none", "scan", "key", "admin"] as const;
export type EndpointAuth = (typeof ENDPOINT_AUTHS)[number];

/**
 * How the binder resolves the caller before the handler runs (server/services/access/access/resolve-caller.ts):
 * - free: no caller (discovery, pricing, key purchase: the handler proves what it needs)
 * - minute: the caller (anonymous by IP, or a proven X-API-Key) takes one unit of its minute limit first
 * - scan: like minute, and the handler reserves scans through the caller (quota, key credit, x402 payment)
 * - scan-deferred: a scan whose minute unit is folded into the reservation (validated input first, one round trip)
 * - key: a live X-API-Key is required (401 otherwise)
 * - admin: Bearer ADMIN_TOKEN (checked by the handler: the route is 404 when unset)
 */
export type Metering = "free" | "minute" | "scan" | "scan-deferred" | "key" | "admin";

/** Cache-Control of answers that set none themselves; errors are always no-store. */
export type CachePolicy = "no-store" | { readonly maxAgeSeconds: number; readonly staleWhileRevalidateSeconds?: number };

export interface EndpointResponse {
  readonly description: string;
  /** the body; omitted for bodies that are not JSON data (pages) */
  readonly schema?: z.ZodType;
  /** default application/json */
  readonly contentType?: string;
  /** other types the same answer comes in, as a page (a form post's answer is HTML) */
  readonly pageContentTypes?: readonly string[];
  readonly example?: unknown;
  /** response headers: name -> description */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Endpoint {
  readonly method: HttpMethod;
  /** OpenAPI path template, e.g. /api/admin/keys/{id} */
  readonly path: string;
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  readonly tag: string;
  readonly auth: EndpointAuth;
  readonly metering: Metering;
  /** an X-API-Key is optional here (auth none): its answers carry KEY_BALANCE_HEADERS too */
  readonly acceptsKey?: boolean;
  /** a publishable key (pk_live_, the badge widget's data-api-key) is taken here, from its listed origins;
   * every endpoint without this answers one with 403 publishable_key_not_allowed (issue 20 item 5) */
  readonly publishableKey?: boolean;
  readonly query?: z.ZodObject;
  readonly pathParams?: z.ZodObject;
  readonly body?: z.ZodType;
  /** the code of a 400 for input that fails its schema (default bad_request; mint routes answer invalid_mint) */
  readonly inputErrorCode?: "bad_request" | "invalid_mint";
  /** the body's size limit in bytes (default DEFAULT_MAX_BODY_BYTES, 64 KiB) */
  readonly maxBodyBytes?: number;
  readonly bodyExample?: unknown;
  /** alternative request body types beside application/json (e.g. a form post) */
  readonly bodyContentTypes?: readonly string[];
  /** answers by status (success, and statuses with their own body) */
  readonly responses: { readonly [status: number]: EndpointResponse };
  /** what the route answers with the shared error body (402 answers with the payment instructions), by
   * code: the one code->status table (ERROR_STATUS, server/http/api-error.ts) gives each its status, and
   * /openapi.json its statuses and, per status, its codes. Codes only (issue 32 item 3): a bare status would
   * say an answer exists without saying which, and the route tests check each error's code against these. */
  readonly errors: readonly DeclaredError[];
  /** other types the errors may come in beside JSON (a form post's answer is an HTML page) */
  readonly errorContentTypes?: readonly string[];
  /** the public read API's CORS headers (server/http/cors.ts) on every answer, and an OPTIONS preflight */
  readonly cors?: boolean;
  /** a limit of the route's own (not the caller's minute, which its metering says): its answers carry RATE_LIMIT_HEADERS */
  readonly rateLimited?: boolean;
  readonly cache?: CachePolicy;
}

/** Whether the endpoint reads X-API-Key: where it does, a publishable key is refused (403) unless the
 * contract says `publishableKey` (issue 20 item 5). */
export function readsApiKey(endpoint: Pick<Endpoint, "auth" | "metering" | "acceptsKey">): boolean {
  return endpoint.auth === "scan" || endpoint.auth === "key" || endpoint.acceptsKey === true || (endpoint.metering !== "free" && endpoint.metering !== "admin");
}

/** Keeps the literal types (operationId, statuses) and the zod schema types, for the handler and the typed client. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** The body type of an endpoint's answer with `status` (unknown when that answer is not JSON data). */
export type ResponseBody<E extends Endpoint, S extends keyof E["responses"]> = E["responses"][S] extends { schema: infer T extends z.ZodType } ? z.output<T> : unknown;

/** On every answer to a call whose X-API-Key was proven (issue 20; a 401 has none): documented on routes that take a key. */
export const KEY_BALANCE_HEADERS: Readonly<Record<string, string>> = {
  "X-Key-Credits-Remaining": "when X-API-Key was sent: the key's balance. A credit (payg) key: USDC, up to 6 decimals (e.g. \"2.499\"); an unlimited key: fair-use scans left this month; a free key: free scans left this month",
  "X-Key-Plan": "when X-API-Key was sent: payg | unlimited | free, which balance X-Key-Credits-Remaining is",
};

/** An error an endpoint declares: its code (the status follows from ERROR_STATUS). */
export type DeclaredError = ErrorCode;

type ErrorSource = Pick<Endpoint, "errors" | "metering" | "auth" | "acceptsKey" | "publishableKey">;

/** The codes every route of `endpoint`'s kind can answer whatever the handler does: internal_error (withRoute:
 * our failure); where the caller is resolved, the database is reached (the shared limits): service_unavailable
 * when it is unreachable (known-errors.ts), its minute limit is taken: rate_limited (caller.ts), and an
 * X-API-Key may be sent: unauthorized for an unknown one, bad_request for a key in the URL (resolve-caller.ts),
 * publishable_key_not_allowed for a publishable key where the contract takes none and a key is read over HTTP
 * (issue 20 item 5); where one
 * is taken, origin_not_allowed for a page its owner did not list (publishable-keys.ts). An admin route is
 * not_found while ADMIN_TOKEN is unset, unauthorized without it (admin-keys.ts requireAdmin). */
function impliedCodes(endpoint: ErrorSource): ErrorCode[] {
  const resolves = endpoint.metering !== "free" && endpoint.metering !== "admin";
  // where the binder resolves a key (resolve-caller.ts), or the handler reads one itself (acceptsKey: buy-key's
  // top-up); a free endpoint that reads none over HTTP (/mcp: its tools answer a refused key as a tool result) never
  const publishableRefused = (resolves || endpoint.acceptsKey === true) && endpoint.publishableKey !== true;
  return [
    "internal_error",
    ...(resolves ? (["bad_request", "unauthorized", "service_unavailable", "rate_limited"] as const) : []),
    ...(endpoint.metering === "admin" ? (["unauthorized", "not_found", "service_unavailable"] as const) : []),
    ...(publishableRefused ? (["publishable_key_not_allowed"] as const) : []),
    ...(endpoint.publishableKey === true ? (["origin_not_allowed"] as const) : []),
  ];
}

/** Every status `endpoint` can answer with the shared error body: those of its codes and of the codes every
 * route of its kind can answer (impliedCodes). */
export function errorsOf(endpoint: ErrorSource): number[] {
  const statuses = [...endpoint.errors, ...impliedCodes(endpoint)].map((code) => ERROR_STATUS[code]);
  return [...new Set(statuses)].sort((a, b) => a - b);
}

/** The codes `endpoint` can answer with `status` (its own and the implied ones); null for a status it never
 * answers with the shared error body. */
export function errorCodesOf(endpoint: ErrorSource, status: number): ErrorCode[] | null {
  const codes = [...endpoint.errors, ...impliedCodes(endpoint)].filter((code) => ERROR_STATUS[code] === status);
  return codes.length ? [...new Set(codes)] : null;
}

/** The metering classes whose caller takes a unit of a per-minute limit before the work (caller.ts). */
export const MINUTE_METERED: readonly Metering[] = ["minute", "scan", "scan-deferred", "key"];

/** Whether the answers of `endpoint` carry RATE_LIMIT_HEADERS. */
export function isRateLimited(endpoint: Pick<Endpoint, "metering" | "rateLimited">): boolean {
  return MINUTE_METERED.includes(endpoint.metering) || endpoint.rateLimited === true;
}

/** On every answer (errors included) once the call was counted against a limit: the caller's minute
 * (anonymous per IP, or per key), or a route's own (free-key e-mails per hour). The separate-field form
 * of draft-ietf-httpapi-ratelimit-headers (server/platform/rate-limiter.ts rateLimitHeaders). */
export const RATE_LIMIT_HEADERS: Readonly<Record<string, string>> = {
  "RateLimit-Limit": "requests (a batch: mints) the caller may make in the current window of the limit this call counted against",
  "RateLimit-Remaining": "what is left of RateLimit-Limit in the current window after this call",
  "RateLimit-Reset": "seconds until the current window ends and RateLimit-Remaining is RateLimit-Limit again",
};

/** The codes every scan-running route can answer besides its success (docs/decisions.md "Errors"): the
 * input, the caller and its payment (402 refusals and the x402 checks), the scan (404 not a mint) and
 * the chain behind it (502/504), the RPC credit budget (busy) and the payments' configuration. */
export const SCAN_ERROR_CODES = [
  "invalid_mint",
  "bad_request",
  "missing_user_agent",
  "unauthorized",
  "payment_required",
  "payment_pending",
  "plan_expired",
  "proof_required",
  "not_found",
  "payment_already_used",
  "payment_invalid",
  "rate_limited",
  "internal_error",
  "upstream_error",
  "service_unavailable",
  "payment_unverifiable",
  "payments_paused",
  "busy",
  "not_configured",
  "upstream_timeout",
] as const satisfies readonly ErrorCode[];

/** What reading a request body can answer (server/http/read-json-body.ts): not JSON (415), past the
 * contract's maxBodyBytes (413), not parseable (400 invalid_json); the schema's own 400 is inputErrorCode's. */
export const BODY_ERROR_CODES = ["invalid_json", "payload_too_large", "unsupported_media_type"] as const satisfies readonly ErrorCode[];
