// The operator's view of the RPC bill (GET /api/admin/rpc-usage, issue 28
// item 5): what live traces cost at the RPC edge over the last hour and day,
// overall, per caller kind and per kind of work, and the credit budget's state.
import { z } from "zod";
import { isoTimestamp } from "@/server/contracts/wire-formats";

const count = z.number().int().min(0);
const amount = z.number().min(0);

export const usageFiguresSchema = z.object({
  traces: count.describe("live traces (a cached answer makes none)"),
  calls_total: amount,
  calls_p50: amount.describe("JSON-RPC calls per trace, median (percentile_cont over every instance's rows)"),
  calls_p95: amount,
  credits_total: amount.describe("credits under the price list named in `prices`"),
  credits_p50: amount,
  credits_p95: amount,
});

// the kinds the RPC bill records (server/services/access/rpc-bill/payer.ts CallerKind, WorkKind in rpc-bill.ts)
const callerKindSchema = z.enum(["key", "x402", "anonymous", "operator", "public", "watch", "background"]);
const workSchema = z.enum(["scan", "map_slot", "analytics", "wallet_check"]);

export const usageWindowSchema = z.object({
  all: usageFiguresSchema,
  by_caller_kind: z.partialRecord(callerKindSchema, usageFiguresSchema).describe("kinds with no trace in the window are left out"),
  by_work: z.partialRecord(workSchema, usageFiguresSchema),
});

export const rpcUsageResponseSchema = z.object({
  prices: z.string().describe("the price list credits are counted in: RPC_CREDIT_PRICES (helius | quicknode), \"+overrides\" with RPC_CREDIT_OVERRIDES"),
  generated_at: isoTimestamp,
  last_hour: usageWindowSchema,
  last_day: usageWindowSchema,
  budget: z.object({
    credits_per_minute: amount.nullable().describe("RPC_CREDITS_PER_MINUTE, all instances together; null: no cap"),
    free_share: amount.describe("the share of it free traces may use; the rest is kept for paid ones"),
    spent_this_minute: amount.describe("credits reserved and settled in the current minute (without a budget: recorded)"),
    free_deferred_last_hour: count.describe("free traces that waited for room, then ran"),
    free_refused_last_hour: count.describe("free traces refused with 503 busy (their quota unit given back)"),
  }),
});

export type RpcUsageResponse = z.infer<typeof rpcUsageResponseSchema>;
