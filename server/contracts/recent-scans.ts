// GET /api/recent-scans: the latest scan of each recently scanned mint.
import { z } from "zod";
import { addressOut, isoTimestamp } from "@/server/contracts/wire-formats";

export const recentScansQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(12).describe("how many mints, newest first"),
});

export const recentScanSchema = z.object({
  mint: addressOut,
  recommendation: z
    .enum(["SAFE", "REVIEW", "AVOID"])
    .nullable()
    .describe("null while the verdict is fresh (SCAN_CACHE_TTL_SECONDS after the scan): a fresh verdict is what a scan pays for; scan the mint to see it now"),
  cabal_score: z.number().int().min(0).max(100).nullable().describe("null while the verdict is fresh, as recommendation"),
  source: z.enum(["pre_indexed", "real_time"]),
  duration_ms: z.number().min(0),
  scanned_at: isoTimestamp.describe("ISO 8601"),
  symbol: z.string().nullable().optional().describe("the token's symbol from its stored report; null when unlisted"),
  name: z.string().nullable().optional().describe("the token's name from its stored report; null when unlisted"),
});

export const recentScansResponseSchema = z.object({ scans: z.array(recentScanSchema) });

/** One row of the feed (the service builds it: server/services/scan/dashboard/recent-scans.ts). */
export type RecentScanView = z.infer<typeof recentScanSchema>;
export type RecentScansResponse = z.infer<typeof recentScansResponseSchema>;
