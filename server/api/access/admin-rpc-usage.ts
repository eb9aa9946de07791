// GET /api/admin/rpc-usage: the operator's view of the RPC bill and its budget (issue 28 item 5).
import { getRpcUsage as getRpcUsageEndpoint } from "@/server/contracts/endpoints/access";
import type { RpcUsageResponse } from "@/server/contracts/rpc-usage";
import type { RpcBillSummary } from "@/server/services/access/rpc-bill/rpc-bill";
import { implement } from "@/server/api/implement";

// GET /api/admin/rpc-usage - calls and credits per trace (p50/p95) per caller kind over the last hour and day,
// the price list, and the credit budget's minute (Authorization: Bearer ADMIN_TOKEN; 404 when unset)
export const get = implement(getRpcUsageEndpoint, async ({ services }) => {
  const summary = await (await services.bill()).summary();
  const body: RpcUsageResponse = {
    prices: summary.prices,
    generated_at: services.now().toISOString(),
    last_hour: toWindow(summary.lastHour),
    last_day: toWindow(summary.lastDay),
    budget: {
      credits_per_minute: summary.budget.creditsPerMinute,
      free_share: summary.budget.freeShare,
      spent_this_minute: Math.round(summary.budget.spentThisMinute * 100) / 100,
      free_deferred_last_hour: summary.budget.freeDeferredLastHour,
      free_refused_last_hour: summary.budget.freeRefusedLastHour,
    },
  };
  return { status: 200, body };
});

function toWindow(aggregate: RpcBillSummary["lastHour"]): RpcUsageResponse["last_hour"] {
  return { all: aggregate.all, by_caller_kind: aggregate.byCallerKind, by_work: aggregate.byWork };
}
