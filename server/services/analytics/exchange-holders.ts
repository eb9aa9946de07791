// Exchange funding reaches past the traced top holders: every wallet still
// holding after the trade history is checked for its hop-1 funder, and a
// labelled exchange funder counts it. These extra holders join the snapshot as
// one-hop holders; their funders get a profile with the exchange label only
// (their behaviour is not sampled, so they are never "exchange-like").
import { getExchangeLabel } from "@/server/chain/labels/exchange-labels";
import type { AnalyticsSnapshot } from "@/server/engine/analytics/types";
import type { Address, FunderProfile, HolderSnapshot, TokenSnapshot } from "@/server/engine/snapshot";
import { readFirstFunders } from "@/server/services/scan/gather/first-funders";
import type { ScanRpc } from "@/server/services/scan/gather/scan-rpc";

/** Wallets beyond the holder trace checked for an exchange funder (largest balances first). */
export const EXTRA_HOLDER_CHECKS = 100;

export async function withTradedHolders(analytics: AnalyticsSnapshot, scan: ScanRpc, signatureLimit: number): Promise<TokenSnapshot> {
  const token = analytics.token;
  const traced = new Set(token.holders.map((h) => h.owner));
  const last = new Map<Address, bigint>();
  for (const trade of analytics.history.trades) last.set(trade.owner, trade.balanceAfter);
  const extra = [...last].filter(([owner, amount]) => amount > 0n && !traced.has(owner)).sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : 0)).slice(0, EXTRA_HOLDER_CHECKS);
  const funders = await readFirstFunders(extra.map(([owner]) => owner), scan, signatureLimit);
  const holders: HolderSnapshot[] = extra.map(([owner, amount], i) => ({
    rank: token.holders.length + i + 1,
    owner,
    tokenAccount: owner,
    amount,
    traced: true,
    firstBuy: null,
    funding: funders[owner] ? [{ hop: 1, from: funders[owner], to: owner, signature: "", slot: 0, blockTime: null, lamports: 0n }] : [],
  }));
  const profiles: Record<Address, FunderProfile> = { ...token.funders };
  for (const funder of new Set(Object.values(funders))) {
    profiles[funder] ??= { address: funder, label: getExchangeLabel(funder), balanceLamports: null, fundedWallets: null, sampledTxs: 0, historyCapped: false, isProgramOwned: false };
  }
  return { ...token, holders: [...token.holders, ...holders], funders: profiles };
}
