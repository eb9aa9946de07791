// A snapshot holding only what a pack's cited transactions show (and the
// pack's stated supply): the engine's layers run on it exactly as on a scan's,
// so a flag is re-derived by the same rule, not by a second copy of it.
import { DEFAULT_ENGINE_CONFIG, type EngineConfig } from "@/server/engine/config";
import type { BuySnapshot, EarlyBuyerSnapshot, FundingLink, HolderSnapshot, TokenSnapshot, TradeSnapshot } from "@/server/engine/snapshot";

export interface PartialFacts {
  mint: string;
  supply: bigint | null;
  decimals: number | null;
  holders?: { owner: string; firstBuy: BuySnapshot | null; funding: FundingLink[] }[];
  earlyBuyers?: EarlyBuyerSnapshot[];
  trades?: TradeSnapshot[];
}

export function buildPartialSnapshot(facts: PartialFacts): TokenSnapshot {
  const holders: HolderSnapshot[] = (facts.holders ?? []).map((holder, i) => ({
    rank: i + 1,
    owner: holder.owner,
    tokenAccount: holder.owner,
    // balances are account state, not in any transaction: shares are not re-derived
    amount: 0n,
    traced: true,
    firstBuy: holder.firstBuy,
    funding: holder.funding,
  }));
  return {
    mint: facts.mint,
    observedAt: 0,
    mintInfo:
      facts.supply === null || facts.decimals === null
        ? { status: "unavailable", error: "the pack states no supply" }
        : { status: "ok", programId: "", isToken2022: false, decimals: facts.decimals, supply: facts.supply, mintAuthority: null, freezeAuthority: null, extensions: [] },
    holders,
    earlyBuyers: facts.earlyBuyers ?? [],
    liquidityAccounts: [],
    trades: facts.trades ?? [],
    funders: {},
    deployer: { status: "unknown", reason: "not re-derived" },
    market: { status: "none" },
    sellQuote: { status: "skipped", reason: "not re-derived" },
    coverage: { holderCap: holders.length, fundingHops: DEFAULT_ENGINE_CONFIG.maxFundingHops, holdersFound: holders.length, holdersTraced: holders.length, capsHit: [], failures: [] },
  };
}

/** The engine's defaults with the settings the pack's rule states it used. */
export function configFromRule(params: Record<string, number | string | boolean>): EngineConfig {
  const num = (key: string) => (typeof params[key] === "number" ? (params[key] as number) : undefined);
  const overrides: Partial<EngineConfig> = {
    minClusterWallets: num("min_wallets"),
    maxFundingHops: num("max_hops"),
    coordinatedSellMinBps: num("sell_min_bps"),
    coordinatedExitMinSoldPct: num("min_sold_pct"),
  };
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_ENGINE_CONFIG, ...defined };
}
