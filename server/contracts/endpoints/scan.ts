// Contracts of the scanning endpoints.
import { BATCH_MAX_BODY_BYTES } from "@/server/platform/config/plans";
import { scanBatchRequestSchema } from "@/server/contracts/access";
import { BODY_ERROR_CODES, defineEndpoint, SCAN_ERROR_CODES } from "@/server/contracts/endpoint";
import { recentScansQuerySchema, recentScansResponseSchema } from "@/server/contracts/recent-scans";
import { scanBatchResponseSchema } from "@/server/contracts/scan-batch";
import { scanReportSchema } from "@/server/contracts/scan-report";
import { scanBodySchema, scanQuerySchema } from "@/server/contracts/scan-request";
import { scanStreamEventSchema } from "@/server/contracts/scan-stream";

const DEMO_MINT = "So11111111111111111111111111111111111111112";

const SCAN_HEADERS = {
  "X-Cabal-Score": "the report's cabal_score",
  "X-Cabal-Recommendation": "AVOID / CAUTION / LOW SIGNAL",
  "X-Free-Queries-Remaining": "anonymous or free-key scans left this month",
  "X-Payment-Response": "base64 JSON settlement of a per-scan payment",
  "PAYMENT-RESPONSE": "x402 v2: base64 JSON settlement of a standard x402 payment (PAYMENT-SIGNATURE / X-PAYMENT)",
};

const scanAnswer = { description: "The scan report (a partial trace is a report with degraded: true, never an error).", schema: scanReportSchema, headers: SCAN_HEADERS };

export const scanCabal = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/scan-cabal",
  operationId: "scanCabal",
  summary: "Scan a mint: cabal_score, recommendation and the evidence",
  description:
    "The badge widget's scan. Besides a secret key, X-API-Key may carry a publishable key (pk_live_, POST /api/keys/publishable): accepted only with an Origin header equal to one its owner listed (else 403 origin_not_allowed), it spends the owner's key; the answer's Access-Control-Allow-Origin then names that origin and the owner's balance (headers, free_queries_remaining, warning) is left out.",
  tag: "Scan",
  auth: "scan",
  metering: "scan-deferred",
  publishableKey: true,
  query: scanQuerySchema,
  inputErrorCode: "invalid_mint",
  responses: { 200: scanAnswer },
  // a publishable key sent without an Origin or from one its owner did not list
  errors: [...SCAN_ERROR_CODES, "origin_not_allowed"],
  cors: true,
});

export const scanCabalPost = /* @__PURE__ */ defineEndpoint({
  method: "post",
  path: "/api/scan-cabal",
  operationId: "scanCabalPost",
  summary: "Scan a mint (JSON body)",
  tag: "Scan",
  auth: "scan",
  metering: "scan-deferred",
  body: scanBodySchema,
  inputErrorCode: "invalid_mint",
  bodyExample: { mintAddress: DEMO_MINT },
  responses: { 200: scanAnswer },
  errors: [...SCAN_ERROR_CODES, ...BODY_ERROR_CODES],
  cors: true,
});

export const scanCabalStream = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/scan-cabal/stream",
  operationId: "scanCabalStream",
  summary: "Scan a mint as server-sent events: stage events, then one report or error event",
  description:
    "Events: `stage` `{ stage, elapsed_ms }` for mint, holders, funding, deployer, market, done; then `report` (the scan report) or `error` (the error body). Refusals (401, 402, 429) answer as plain JSON with their status before any event.",
  tag: "Scan",
  auth: "scan",
  metering: "scan-deferred",
  query: scanQuerySchema,
  inputErrorCode: "invalid_mint",
  responses: { 200: { description: "text/event-stream; each event is described here as { event, data } (data is the JSON of the `data:` line).", contentType: "text/event-stream", schema: scanStreamEventSchema } },
  errors: SCAN_ERROR_CODES,
});

export const scanBatch = /* @__PURE__ */ defineEndpoint({
  method: "post",
  path: "/api/scan-batch",
  operationId: "scanBatch",
  summary: "Scan up to 25 mints on one X-API-Key (one row per mint, in order)",
  tag: "Scan",
  auth: "key",
  // the caller is decided by the batch's reservation (one per-key unit per mint)
  metering: "scan-deferred",
  body: scanBatchRequestSchema,
  maxBodyBytes: BATCH_MAX_BODY_BYTES,
  bodyExample: { mints: [DEMO_MINT] },
  responses: { 200: { description: "One row per mint: a report or an error row.", schema: scanBatchResponseSchema } },
  // the batch is paid from the key (its credit or plan), never per scan; a row's own failure is its row, not an error
  // invalid_mint: a batch with no valid mint at all (batchCharge); one invalid mint among others is its row's error
  errors: ["bad_request", "invalid_mint", ...BODY_ERROR_CODES, "unauthorized", "payment_required", "plan_expired", "rate_limited", "internal_error", "service_unavailable"],
  cors: true,
});

export const getRecentScans = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/recent-scans",
  operationId: "getRecentScans",
  summary: "The latest scan of each recently scanned mint, newest first",
  description:
    "One shared read for every caller (RECENT_SCANS_CACHE_SECONDS, default 10): the same answer whatever the limit, cacheable by anyone. A verdict younger than the scan cache's TTL is withheld (null): a fresh verdict is what a scan pays for.",
  tag: "Scan",
  auth: "none",
  metering: "free",
  query: recentScansQuerySchema,
  cache: { maxAgeSeconds: 10 },
  responses: {
    200: {
      description: "Recent scans.",
      schema: recentScansResponseSchema,
      example: { scans: [{ mint: "So11111111111111111111111111111111111111112", recommendation: "AVOID", cabal_score: 82, source: "real_time", duration_ms: 2140, scanned_at: "2026-11-23T20:00:00.000Z" }] },
    },
  },
  errors: ["bad_request", "service_unavailable"],
});
