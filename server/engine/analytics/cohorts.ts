// Cohorts of a mint's buyers (docs/decisions.md "Cohorts"), from its trade history:
// - team: the creator, and wallets that received SOL or the token from the
//   creator before their first buy (seen in the creator's transfers, or as the
//   hop-1 funder of a traced holder);
// - insiders: members of any coordinated group that are not team: funding,
//   same-slot, stealth-bundle and coordinated-exit clusters, and exited groups
//   (a group that sold out is still the group that bought early);
// - snipers: the rest whose first buy landed in the first SNIPER_WINDOW_SLOTS
//   slots after trading opened (slot <= opened + 20).
import { lamportsToSol, pctOf, roundTo } from "@/server/engine/format";
import type { Address } from "@/server/engine/snapshot";
import { getSupply } from "@/server/engine/snapshot-helpers";
import { getSolUsd } from "@/server/engine/analytics/sol-price";
import { valueStablecoinTrades } from "@/server/engine/analytics/stable-value";
import type { AnalyticsSnapshot, ScanGroups } from "@/server/engine/analytics/types";
import { buildWalletLedgers, realizedLamports, type WalletLedger } from "@/server/engine/analytics/wallet-ledger";

/** Slots after trading opened (about 8 s at 400 ms a slot) in which a first buy is a sniper's. */
export const SNIPER_WINDOW_SLOTS = 20;

export interface CohortStats {
  wallets: Address[];
  wallet_count: number;
  /** tokens bought in the first 20 slots, % of supply. */
  initial_buy_pct: number | null;
  bought_pct: number | null;
  held_pct: number | null;
  /** held now / bought, %. */
  bag_held_pct: number | null;
  /** SOL from sells minus the average cost of the tokens sold. */
  realized_sol: number;
  sold_sol: number;
}

export interface CohortsResult {
  team: CohortStats;
  insiders: CohortStats;
  snipers: CohortStats;
  trading_opened_slot: number | null;
  history_complete: boolean;
  trades_read: number;
}

export function detectCohorts(input: AnalyticsSnapshot, groups: ScanGroups): CohortsResult {
  const { token, history } = input;
  const opened = history.tradingOpenedSlot;
  // first slot after the window: buys at opened + 20 are still early
  const earlyEnd = opened === null ? null : opened + SNIPER_WINDOW_SLOTS + 1;
  // stablecoin-quoted trades count at their SOL value where the market gives a SOL/USD price
  const ledgers = buildWalletLedgers(valueStablecoinTrades(history.trades, getSolUsd(token.market)), earlyEnd);
  const team = findTeam(input, ledgers);
  const insiders = new Set([...groups.clusters, ...groups.exited].flatMap((c) => c.members).filter((m) => !team.has(m)));
  const snipers = new Set(
    [...ledgers.values()]
      .filter((l) => earlyEnd !== null && l.firstBuySlot !== null && l.firstBuySlot < earlyEnd)
      .map((l) => l.wallet)
      .filter((w) => !team.has(w) && !insiders.has(w)),
  );
  const held = currentHoldings(input, ledgers);
  const stats = (wallets: Set<Address>) => summarize([...wallets].sort(), ledgers, held, getSupply(token));
  return {
    team: stats(team),
    insiders: stats(insiders),
    snipers: stats(snipers),
    trading_opened_slot: opened,
    history_complete: history.complete,
    trades_read: history.trades.length,
  };
}

function findTeam(input: AnalyticsSnapshot, ledgers: Map<Address, WalletLedger>): Set<Address> {
  const creator = input.token.deployer.status === "ok" ? input.token.deployer.creator : null;
  const team = new Set<Address>();
  if (!creator) return team;
  team.add(creator);
  const beforeFirstBuy = (wallet: Address, slot: number) => {
    const first = ledgers.get(wallet)?.firstBuySlot ?? null;
    return first === null || slot <= first;
  };
  for (const t of input.history.creatorTransfers) {
    // a SOL recipient that never bought is no buyer at all; a token recipient holds team tokens
    const bought = ledgers.get(t.to)?.firstBuySlot != null;
    if ((t.kind === "token" || bought) && beforeFirstBuy(t.to, t.slot)) team.add(t.to);
  }
  for (const holder of input.token.holders) {
    const hopOne = holder.funding.find((link) => link.to === holder.owner && link.from === creator);
    if (hopOne && beforeFirstBuy(holder.owner, hopOne.slot)) team.add(holder.owner);
  }
  return team;
}

/** Held now: the traced holder balance when known, else the balance after the wallet's last trade. */
function currentHoldings(input: AnalyticsSnapshot, ledgers: Map<Address, WalletLedger>): Map<Address, bigint> {
  const held = new Map<Address, bigint>();
  for (const [wallet, ledger] of ledgers) held.set(wallet, ledger.lastBalance);
  for (const holder of input.token.holders) held.set(holder.owner, holder.amount);
  return held;
}

function summarize(wallets: Address[], ledgers: Map<Address, WalletLedger>, held: Map<Address, bigint>, supply: bigint | null): CohortStats {
  let early = 0n, bought = 0n, holding = 0n, realized = 0n, soldSol = 0n;
  for (const wallet of wallets) {
    const ledger = ledgers.get(wallet);
    holding += held.get(wallet) ?? 0n;
    if (!ledger) continue;
    early += ledger.boughtEarly;
    bought += ledger.bought;
    realized += realizedLamports(ledger);
    soldSol += ledger.solReceived;
  }
  return {
    wallets,
    wallet_count: wallets.length,
    initial_buy_pct: pctOf(early, supply),
    bought_pct: pctOf(bought, supply),
    held_pct: pctOf(holding, supply),
    bag_held_pct: bought > 0n ? roundTo(Number((holding * 1_000_000n) / bought) / 10_000, 2) : null,
    realized_sol: roundTo(lamportsToSol(realized), 4),
    sold_sol: roundTo(lamportsToSol(soldSol), 4),
  };
}
