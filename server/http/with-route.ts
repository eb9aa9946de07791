// The route wrapper: handlers throw, this answers. Each route declares its
// CORS and caching once (`withRoute(handler, { cors: true, cache: "no-store" })`)
// and they apply to every answer, errors included. Unknown errors become a
// logged 500 with a generic message (never the stack or a secret); upstream
// and database failures map to 502/504/503/409 here, once for every route.
import { ZodError, type z } from "zod";
import { ApiError, toErrorBody } from "@/server/http/api-error";
import { CORS_HEADERS } from "@/server/http/cors";
import { toKnownApiError } from "@/server/http/known-errors";

export { readJsonBody } from "@/server/http/read-json-body";

export type RouteHandler<C = unknown> = (request: Request, context: C) => Promise<Response>;

export interface RouteOptions {
  /** the public read API's CORS headers (server/http/cors.ts) on every answer; pair with `export const OPTIONS = preflight` */
  cors?: boolean;
  /** Cache-Control for answers that set none themselves; default "no-store". Errors are always no-store. */
  cache?: "no-store" | { maxAgeSeconds: number; staleWhileRevalidateSeconds?: number };
}

/** What withRoute returns: a Next route export (Next passes the context; tests may call it with the request only). */
export type WrappedRoute<C> = (request: Request, context?: C) => Promise<Response>;

export function withRoute<C = unknown>(handler: RouteHandler<C>, options: RouteOptions = {}): WrappedRoute<C> {
  const cacheControl = cacheControlOf(options.cache);
  return async (request, context) => {
    let response: Response;
    try {
      response = mutable(await handler(request, context as C));
      if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", cacheControl);
      keepPersonalOutOfSharedCaches(response.headers);
    } catch (error) {
      response = errorResponse(error);
    }
    if (options.cors) for (const [name, value] of Object.entries(CORS_HEADERS)) response.headers.set(name, value);
    return response;
  };
}

/** Headers that describe the caller, not the resource: a shared cache must never hand them to another caller. */
const PER_CALLER_HEADERS = [
  "ratelimit",
  "ratelimit-limit",
  "ratelimit-remaining",
  "ratelimit-reset",
  "x-key-plan",
  "x-key-credits-remaining",
  "x-free-queries-remaining",
  "payment-response",
  "x-payment-response",
  "set-cookie",
];

/**
 * Issue 28 item 4: an answer marked `public` carries nothing personal. One that
 * does (a caller's limits or balance beside a cacheable body) is made `private`
 * and varies on the caller's credentials, whatever the route declared.
 */
export function keepPersonalOutOfSharedCaches(headers: Headers): void {
  const cacheControl = headers.get("cache-control") ?? "";
  if (!/\bpublic\b/i.test(cacheControl)) return;
  if (!PER_CALLER_HEADERS.some((name) => headers.has(name))) return;
  headers.set("Cache-Control", cacheControl.replace(/\bpublic\b/i, "private"));
  headers.append("Vary", "X-API-Key, Authorization");
}

/** Response.redirect() and fetched responses have immutable headers: copy those. */
export function mutable(response: Response): Response {
  try {
    response.headers.set("X-Content-Type-Options", "nosniff");
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

function cacheControlOf(cache: RouteOptions["cache"]): string {
  if (cache === undefined || cache === "no-store") return "no-store";
  const swr = cache.staleWhileRevalidateSeconds ? `, stale-while-revalidate=${cache.staleWhileRevalidateSeconds}` : "";
  return `public, max-age=${cache.maxAgeSeconds}${swr}`;
}

export function errorResponse(error: unknown): Response {
  const apiError = toApiError(error);
  if (apiError.status >= 500) console.error(`[api] ${apiError.code}:`, error instanceof Error ? error.message : error);
  return Response.json(toErrorBody(apiError), {
    status: apiError.status,
    headers: { "Cache-Control": "no-store", ...apiError.headers },
  });
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // Input is validated with parseOrThrow (an ApiError 400). A ZodError that
  // gets here is our own output (or an upstream body) failing its schema: an
  // internal inconsistency, never the caller's fault, so a logged 500.
  if (error instanceof ZodError) {
    console.error("[api] output failed its schema:", JSON.stringify(error.issues.map(describeIssue)));
    return new ApiError("internal_error", "Something went wrong on our side.");
  }
  return toKnownApiError(error) ?? new ApiError("internal_error", "Something went wrong on our side.");
}

function describeIssue(issue: z.core.$ZodIssue): { path: string; message: string } {
  return { path: issue.path.join("."), message: issue.message };
}

/** Validates input with a zod schema; failures become one 400 with the issues. */
export function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown, code: "bad_request" | "invalid_mint" = "bad_request"): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map(describeIssue);
  throw new ApiError(code, issues[0]?.message ?? "The request is not valid.", { details: { issues } });
}
