// Per flag kind: the layer that fires it, its rule in words with the settings
// it used, and what it rests on that no cited transaction shows. The pack
// states these so a verifier knows what it re-derived and what it had to take
// on trust (docs/api.md "Evidence").
import type { EngineConfig } from "@/server/engine/config";
import type { EvidenceFlagEntry, EvidenceFlagKind } from "@/server/engine/evidence/evidence-types";
import { EXITED_MIN_SOLD_BPS } from "@/server/engine/layers/exited-groups";
import { STEALTH_FRESH_SECONDS, STEALTH_LAUNCH_WINDOW_SLOTS, STEALTH_MAX_SLOT_SPREAD, STEALTH_MIN_WALLETS, STEALTH_TIP_TOLERANCE_BPS } from "@/server/engine/layers/stealth-grouping";

type RuleSpec = Pick<EvidenceFlagEntry, "checkable" | "not_on_chain"> & { layer: string; statement: string; params: EvidenceFlagEntry["rule"]["params"] };

const BALANCES = "combined_pct: the members' balances at the report's slot (account state, read with getTokenLargestAccounts / getProgramAccounts)";
const FIRST_BUY = "that each cited buy is the wallet's first buy of the mint (the wallet's whole history was read for it)";

export function describeRule(kind: EvidenceFlagKind, config: EngineConfig): RuleSpec {
  const minWallets = config.minClusterWallets;
  switch (kind) {
    case "funding":
      return {
        layer: "funding_trace",
        statement: `at least ${minWallets} holders whose funding chains (SOL transfers, up to ${config.maxFundingHops} hops) reach one shared wallet that is not exchange-like`,
        params: { min_wallets: minWallets, max_hops: config.maxFundingHops, exchange_funded_wallets_min: config.exchangeFundedWalletsMin, exchange_balance_lamports_min: String(config.exchangeBalanceLamportsMin) },
        checkable: "partly",
        not_on_chain: [
          "that each cited transfer is the wallet's first funding (its history was read oldest first)",
          "that the shared funder is not an exchange or infrastructure wallet: its balance and how many wallets it funded (its profile, not these transactions)",
          BALANCES,
        ],
      };
    case "time_sync":
      return {
        layer: "same_block_bundle",
        statement: `at least ${minWallets} holders whose first buy of the mint landed in the same slot`,
        params: { min_wallets: minWallets },
        checkable: "partly",
        not_on_chain: [FIRST_BUY, BALANCES],
      };
    case "stealth_bundle":
      return {
        layer: "stealth_bundle",
        statement: `at least ${STEALTH_MIN_WALLETS} fresh wallets (funded at most ${STEALTH_FRESH_SECONDS / 3600} h before) whose first buys land within ${STEALTH_MAX_SLOT_SPREAD + 1} consecutive slots and share a fingerprint: a foreign fee payer, or two of compute limit, compute price, tip (within ${Number(STEALTH_TIP_TOLERANCE_BPS) / 100}%), lookup table`,
        params: { min_wallets: STEALTH_MIN_WALLETS, max_slot_spread: STEALTH_MAX_SLOT_SPREAD, launch_window_slots: STEALTH_LAUNCH_WINDOW_SLOTS, fresh_seconds: STEALTH_FRESH_SECONDS, tip_tolerance_bps: Number(STEALTH_TIP_TOLERANCE_BPS) },
        checkable: "partly",
        not_on_chain: [
          FIRST_BUY,
          "that the shared values are not a public default other early buyers used too (their buys are not cited)",
          `that the buys fall within ${STEALTH_LAUNCH_WINDOW_SLOTS} slots of trading opening (the earliest buy the trace saw)`,
          BALANCES,
        ],
      };
    case "coordinated_exit":
      return {
        layer: "coordinated_exit",
        statement: `in one slot, at least ${minWallets} wallets each sold at least ${config.coordinatedSellMinBps / 100}% of the bag they held going in, together at least ${config.coordinatedExitMinSoldPct}% of supply`,
        params: { min_wallets: minWallets, sell_min_bps: config.coordinatedSellMinBps, min_sold_pct: config.coordinatedExitMinSoldPct },
        checkable: "partly",
        not_on_chain: ["the mint's total supply (sold_pct is a share of it): account state, stated in the pack's supply", "combined_pct: what the sellers hold at the report's slot (account state)"],
      };
    case "exited":
      return {
        layer: "exited_groups",
        statement: `among the first buyers, at least ${minWallets} wallets sharing a funder (up to ${config.maxFundingHops} hops) that together sold at least ${Number(EXITED_MIN_SOLD_BPS) / 100}% of what they bought`,
        params: { min_wallets: minWallets, max_hops: config.maxFundingHops, min_sold_bps: Number(EXITED_MIN_SOLD_BPS) },
        checkable: "partly",
        not_on_chain: ["that the cited trades are all of the members' trades of the mint (their histories were read)", "the mint's total supply (bought_pct and sold_pct are shares of it)", "that the shared funder is not exchange-like (its profile)"],
      };
    case "honeypot":
      return {
        layer: "honeypot",
        statement: `a live freeze or mint authority, or a Token-2022 trap (default-frozen accounts, permanent delegate, transfer hook, transfer fee of ${config.honeypotTransferFeeBps / 100}% or more or with a live authority, non-transferable, pausable)`,
        params: { transfer_fee_bps: config.honeypotTransferFeeBps },
        checkable: "not_in_transactions",
        not_on_chain: ["the mint account's authorities and extensions at the report's slot: account state (getAccountInfo), not a transaction"],
      };
    case "sell_route":
      return {
        layer: "sell_route",
        statement: `no sell route back to SOL while the token has at least $${config.sellBlockedMinLiquidityUsd} of liquidity`,
        params: { blocked_min_liquidity_usd: config.sellBlockedMinLiquidityUsd },
        checkable: "not_in_transactions",
        not_on_chain: ["the swap aggregator's quote at scan time (Jupiter, off chain)", "the pair's liquidity at scan time (DexScreener, off chain)"],
      };
    case "exit_liquidity":
      return {
        layer: "exit_liquidity",
        statement: `liquidity below ${config.exitLiquidityMinRatio * 100}% of market cap`,
        params: { min_ratio: config.exitLiquidityMinRatio },
        checkable: "not_in_transactions",
        not_on_chain: ["liquidity and market cap at scan time (DexScreener, off chain)"],
      };
    case "deployer":
      return {
        layer: "deployer_track_record",
        statement: `the creator's earlier launches: dead ones (liquidity under $${config.deadLiquidityUsd} or market cap under $${config.deadMarketCapUsd}), pump-and-dumps and insider dumps against the base rate of creators with as many launches`,
        params: { serial_rugger_min_dead: config.serialRuggerMinDead, serial_rugger_min_dead_pct: config.serialRuggerMinDeadPct, poor_track_record_min_dead: config.poorTrackRecordMinDead, unusual_tail_pct: config.deployerUnusualTailPct },
        checkable: "partly",
        not_on_chain: ["whether each launch died: its market now (DexScreener, off chain) and its trade history", "that these are all of the creator's launches (its whole history was read)", "the base rate of other creators (this service's stored scans or the documented prior)"],
      };
    case "holder_concentration":
      return {
        layer: "holder_concentration",
        statement: `the largest holder that is not a pool holds more than ${config.concentrationMinPct}% of supply`,
        params: { min_pct: config.concentrationMinPct },
        checkable: "not_in_transactions",
        not_on_chain: ["balances at the report's slot (account state)"],
      };
    case "unlock":
      return {
        layer: "unlock_schedule",
        statement: `at least ${config.unlockMeaningfulPct}% of the LP or the supply becomes withdrawable within ${config.unlockHorizonHours} h`,
        params: { horizon_hours: config.unlockHorizonHours, meaningful_pct: config.unlockMeaningfulPct },
        checkable: "not_in_transactions",
        not_on_chain: ["the lock accounts' state at the report's slot (account state)"],
      };
  }
}

/** What a cap that cut the trace left out (coverage.caps_hit[].effect). */
export function describeCap(name: string): string {
  const known: Record<string, string> = {
    mint_history_pages: "the mint's history was paged back only so far: the creation and the oldest trades may be missing",
    trade_sample: "only a sample of crowded slots' transactions was read: some bundles or coordinated exits may be unseen",
    deployer_history: "the creator's history was cut: earlier launches may be missing (the count is a lower bound)",
    creator_from_curve: "the creator was read from the bonding curve, not its creation transaction",
    creator_curves: "only some of the creator's bonding curves were read",
    creator_curve_creation: "a curve's creation transaction was not read",
    early_buyer_transactions: "only part of the first buyers' transactions were read: exited groups may be missing",
    early_buyer_trades: "some first buyers' trades were cut: their sells may be missing",
    launch_histories: "only the newest launches' trade histories were read for peaks",
    trade_history_pages: "the trade history was paged back only so far",
    trade_history_transactions: "only part of the trade history's transactions were read",
  };
  if (known[name]) return known[name];
  if (name.startsWith("holder_") || name.startsWith("funding_")) return "a holder's history was cut: its funding or first buy may be missing (the report is degraded)";
  return "a read was cut short at its cap";
}
