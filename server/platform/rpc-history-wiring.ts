// The one place the RPC's address-history capability and the credit prices are
// wired from the config: each app's data sources get one probe holder
// (services/scan/history/rpc-history.ts), the warm-up probes it at start,
// its own timer probes it again every RPC_HISTORY_PROBE_MINUTES, and scans
// price their calls with RPC_CREDIT_PRICES (+ RPC_CREDIT_OVERRIDES).
import { buildCreditPrices, type CreditPrices } from "@/server/chain/solana-rpc/credit-prices";
import type { JsonRpcTransport } from "@/server/chain/solana-rpc/json-rpc";
import type { Env } from "@/server/platform/config/env";
import { createRpcHistory, type RpcHistory, type RpcHistoryStatus } from "@/server/services/scan/history/rpc-history";

export function createRpcHistoryFor(env: Pick<Env, "RPC_HISTORY" | "RPC_HISTORY_PROBE_MINUTES">, rpc: JsonRpcTransport): RpcHistory {
  return createRpcHistory({ transport: rpc, mode: env.RPC_HISTORY, refreshMs: env.RPC_HISTORY_PROBE_MINUTES * 60_000 });
}

/** At start: probe now, so the first scan does not wait for it (the warm-up's step). */
export function probeHistoryAtStart(sources: { history: RpcHistory }): Promise<RpcHistoryStatus> {
  return sources.history.refresh();
}

export function creditPricesFrom(env: Pick<Env, "RPC_CREDIT_PRICES" | "RPC_CREDIT_OVERRIDES">): CreditPrices {
  return buildCreditPrices(env.RPC_CREDIT_PRICES, env.RPC_CREDIT_OVERRIDES);
}
