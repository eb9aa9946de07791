// What one scan cost at the RPC edge (issue 28 item 5): its JSON-RPC calls per
// method and per scan stage (gather/stage-tag.ts), and the credits a provider
// bills for them (credit-prices.ts). The meter hears only its own scan's calls
// (chain/solana-rpc/call-meter.ts); calls made outside any stage (the probe a
// first scan may wait for) are "untagged".
import type { CallMeter } from "@/server/chain/solana-rpc/call-meter";
import { creditsOf, type CreditPrices } from "@/server/chain/solana-rpc/credit-prices";
import { currentStage } from "@/server/services/scan/gather/stage-tag";

export interface RpcUsage {
  calls: number;
  byMethod: Record<string, number>;
  /** stage -> method -> calls */
  byStage: Record<string, Record<string, number>>;
  credits: number;
  /** the price list the credits are counted in */
  prices: string;
}

export interface UsageMeter extends CallMeter {
  usage(prices: CreditPrices): RpcUsage;
}

export function createUsageMeter(stageOf: () => string | undefined = currentStage): UsageMeter {
  const byMethod: Record<string, number> = {};
  const byStage: Record<string, Record<string, number>> = {};
  return {
    record(method) {
      const stage = stageOf() ?? "untagged";
      byMethod[method] = (byMethod[method] ?? 0) + 1;
      const calls = (byStage[stage] ??= {});
      calls[method] = (calls[method] ?? 0) + 1;
    },
    usage(prices) {
      const copy = Object.fromEntries(Object.entries(byStage).map(([stage, calls]) => [stage, { ...calls }]));
      return { calls: Object.values(byMethod).reduce((a, b) => a + b, 0), byMethod: { ...byMethod }, byStage: copy, credits: creditsOf(byMethod, prices), prices: prices.name };
    },
  };
}
