// Wallet check (docs/decisions.md "Wallet check"): every role a wallet plays in a
// mint's scan report. Pure: the report, the wallet's live holding and its
// exchange label (looked up by the caller) in, roles out.
import type { EngineReport } from "@/server/engine/report-types";
import type { Address } from "@/server/engine/snapshot";

export type WalletRole =
  | { role: "holder"; rank: number | null; pct: number | null; buy_slot: number | null }
  | { role: "cluster_funder"; cluster_id: string; cluster_type: string; wallet_count: number; combined_pct: number | null }
  | { role: "cluster_member"; cluster_id: string; cluster_type: string }
  | { role: "exited_member"; cluster_id: string }
  | { role: "deployer"; buy_slot?: number | null }
  | { role: "liquidity_pool"; venue: string | null }
  | { role: "labelled_exchange"; label: string };

export interface WalletHolding {
  holds_now: boolean;
  sold_out: boolean;
  ui_amount: number | null;
}

export interface WalletRolesInput {
  report: EngineReport;
  wallet: Address;
  exchangeLabel: string | null;
  /** live token accounts of the wallet for the mint (both programs), summed; null when unread. */
  liveUiAmount: number | null;
  /** the wallet bought or received the mint (the scan's holders, or its own token accounts' history). */
  boughtInTrades: boolean;
  /** slot of its first buy in its own history; null when none was seen. */
  firstBuySlot?: number | null;
  /** the pool venue when the wallet owns a liquidity account of the mint. */
  poolVenue: string | null | undefined;
  /** false when the wallet's own token-account history could not be read: "never touched" cannot then be said. */
  historyRead?: boolean;
}

/**
 * Whether the wallet touched the mint: true with any role (a labelled exchange
 * is a label, not a role in this token) or any holding, bought or held; false
 * when none was found and its own history was read; null when that history
 * could not be read. Not found is never reported as clean (the description).
 */
export interface WalletInvolvement {
  involved: boolean | null;
  note: string | null;
}

export const NOT_FOUND_NOTE =
  "not found: this wallet has no role in this token (not a holder, cluster member or funder, deployer or pool) and its token accounts for the mint show no history. Not found is not clean: it says nothing about who controls the wallet.";
export const NOT_READ_NOTE = "no role found in this token's traced report, and the wallet's own history with the mint could not be read: unknown, not clean.";

export function describeInvolvement(roles: WalletRole[], holding: WalletHolding, historyRead: boolean): WalletInvolvement {
  const touched = roles.some((r) => r.role !== "labelled_exchange") || holding.holds_now || holding.sold_out;
  if (touched) return { involved: true, note: null };
  return historyRead ? { involved: false, note: NOT_FOUND_NOTE } : { involved: null, note: NOT_READ_NOTE };
}

export function findWalletRoles(input: WalletRolesInput): { roles: WalletRole[]; holding: WalletHolding; isDeployer: boolean } & WalletInvolvement {
  const { report, wallet } = input;
  const roles: WalletRole[] = [];
  const holder = report.holders.find((h) => h.owner === wallet);
  if (holder && holder.is_pool) roles.push({ role: "liquidity_pool", venue: input.poolVenue ?? null });
  else if (input.poolVenue !== undefined) roles.push({ role: "liquidity_pool", venue: input.poolVenue });
  const buySlot = holder?.buy_slot ?? input.firstBuySlot ?? null;
  if (holder && !holder.is_pool) roles.push({ role: "holder", rank: holder.rank, pct: holder.pct, buy_slot: buySlot });
  for (const cluster of report.coordinated_clusters) {
    if (cluster.master_full === wallet) {
      roles.push({ role: "cluster_funder", cluster_id: cluster.id, cluster_type: cluster.type, wallet_count: cluster.wallet_count, combined_pct: cluster.combined_pct });
    }
    if (cluster.members.includes(wallet)) roles.push({ role: "cluster_member", cluster_id: cluster.id, cluster_type: cluster.type });
  }
  // decisions "Beyond one slot and one snapshot": members of a group that already sold out
  for (const exited of report.exited_clusters ?? []) if (exited.members.includes(wallet)) roles.push({ role: "exited_member", cluster_id: exited.cluster_id });
  const isDeployer = report.deployer.creator === wallet;
  if (isDeployer) roles.push(buySlot !== null ? { role: "deployer", buy_slot: buySlot } : { role: "deployer" });
  if (input.exchangeLabel) roles.push({ role: "labelled_exchange", label: input.exchangeLabel });
  const live = input.liveUiAmount;
  const holdsNow = live !== null ? live > 0 : holder !== undefined && (holder.amount ?? 0) > 0;
  const heldOrBought = holder !== undefined || input.boughtInTrades || roles.some((r) => r.role === "cluster_member" || r.role === "exited_member");
  const holding = { holds_now: holdsNow, sold_out: !holdsNow && heldOrBought, ui_amount: live ?? holder?.amount ?? null };
  return { roles, holding, isDeployer, ...describeInvolvement(roles, holding, input.historyRead ?? true) };
}
