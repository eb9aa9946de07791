// One entry of the API's route registry: what /openapi.json, /api/info and
// the route-coverage test read. Schemas are the zod contracts the handlers
// use; the document is generated from them, never written by hand.
import type { z } from "zod";

export type HttpMethod = "get" | "post" | "delete";

/**
 * Who may call:
 * - none: anyone
 * - scan: anonymous free quota by IP, or X-API-Key, or a per-scan payment (X-Payment-Signature)
 * - key: X-API-Key required
 * - admin: Authorization: Bearer ADMIN_TOKEN (the route is 404 when ADMIN_TOKEN is unset)
 */
export type RouteAuth = "none" | "scan" | "key" | "admin";

/** On every 2xx answer to a call that sent X-API-Key (issue 20): documented on routes that take a key. */
export const KEY_BALANCE_HEADERS: Record<string, string> = {
  "X-Key-Credits-Remaining": "when X-API-Key was sent: the key's balance. A credit (payg) key: USDC, up to 6 decimals (e.g. \"2.499\"); an unlimited key: fair-use scans left this month; a free key: free scans left this month",
  "X-Key-Plan": "when X-API-Key was sent: payg | unlimited | free, which balance X-Key-Credits-Remaining is",
};

export interface RouteResponse {
  description: string;
  /** the body; omitted for bodies that are not JSON data (pages) */
  schema?: z.ZodType;
  /** default application/json */
  contentType?: string;
  example?: unknown;
  /** response headers: name -> description */
  headers?: Record<string, string>;
}

export interface RouteEntry {
  method: HttpMethod;
  /** OpenAPI path template, e.g. /api/admin/keys/{id} */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  auth: RouteAuth;
  /** an X-API-Key is optional here (auth none): its answers carry KEY_BALANCE_HEADERS too */
  acceptsKey?: boolean;
  query?: z.ZodObject;
  pathParams?: z.ZodObject;
  body?: z.ZodType;
  bodyExample?: unknown;
  /** alternative request body types beside application/json (e.g. a form post) */
  bodyContentTypes?: string[];
  /** success answers by status */
  responses: Record<number, RouteResponse>;
  /** statuses answered with the shared error body (402 answers with the payment instructions) */
  errors: number[];
  /** other types the errors may come in beside JSON (a form post's answer is an HTML page) */
  errorContentTypes?: string[];
}

/** The statuses every scan-running route can answer besides its success (docs/decisions.md "Errors"). */
export const SCAN_ERRORS = [400, 401, 402, 404, 409, 422, 429, 500, 502, 503, 504];

/** Plain JSON with no access decision: malformed input or our failure. */
export const READ_ERRORS = [400, 500];

/** A GET that counts one scan under the scan access rules (the mint in its query), answering SCAN_ERRORS besides its 200. */
export function scanCountedGet(entry: Pick<RouteEntry, "path" | "operationId" | "summary" | "description" | "tag"> & { query: z.ZodObject; ok: RouteResponse }): RouteEntry {
  const { ok, ...rest } = entry;
  return { method: "get", ...rest, auth: "scan", responses: { 200: ok }, errors: SCAN_ERRORS };
}
