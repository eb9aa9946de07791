// What each published signal measures: its positive, what makes a finding
// exact, and the unit one count stands for. Shown with the figures.
import type { SignalDescription } from "@/server/services/outcomes/accuracy/tally";
import type { SignalId } from "@/server/services/outcomes/accuracy/types";

export const SIGNAL_DESCRIPTIONS: Record<SignalId, SignalDescription> = {
  funding_clusters: {
    name: "Funding clusters",
    question: "Top holders funded by one wallet (directly or over hops) reported as one funding cluster with exactly the planted members among the traced holders, under the right funder.",
    unit: "a planted or reported funding cluster; a scenario with neither is one true negative",
  },
  bundles: {
    name: "Bundles",
    question: "Fresh wallets that bought together (in one slot, or within 5 slots sharing one tool's fingerprint) reported as a same-slot or stealth bundle with exactly the planted members.",
    unit: "a planted or reported bundle; a scenario with neither is one true negative",
  },
  coordinated_exits: {
    name: "Coordinated exits",
    question: "Holders that each sold at least 25 % of their bag in one slot reported as a coordinated exit with exactly the planted sellers.",
    unit: "a planted or reported exit; a scenario with neither is one true negative",
  },
  exchange_filter: {
    name: "Exchange filter",
    question: "Holders funded by a labelled exchange wallet set apart as exchange noise (never scored), under the right exchange, with exactly the planted members among the traced holders.",
    unit: "a planted or reported exchange-funded group; a scenario with neither is one true negative",
  },
  honeypot_traps: {
    name: "Honeypot and Token-2022 traps",
    question: "A token whose authorities or Token-2022 extensions let someone block, tax, freeze, inflate or take holders' tokens reported with honeypot risk HIGH, naming every planted trap; inert extensions must not raise it.",
    unit: "a scenario with a planted honeypot truth",
  },
  sell_route: {
    name: "Sell route",
    question: "A token that has a pool but no route to sell it reported as sell-blocked; a routable token (or one with no pool at all) not.",
    unit: "a scenario with a planted sell route",
  },
  deployer_verdict: {
    name: "Deployer verdict",
    question: "A creator whose earlier launches died reported as SERIAL_RUGGER / POOR_TRACK_RECORD with the planted verdict, creator, launch count and dead count.",
    unit: "a scenario with a planted deployer",
  },
  recommendation: {
    name: "Overall recommendation",
    question: "A warning (REVIEW or AVOID) where the scenario plants one; exact when the recommendation is one the scenario accepts.",
    unit: "a scenario",
  },
  trade_decoding: {
    name: "Trade decoding (real mainnet)",
    question: "Every labelled trade read exactly: wallet, side, token amount, quote mint, quote amount and venue; nothing else read as a trade.",
    unit: "a labelled or decoded trade; a labelled non-trade transaction with no trade read is one true negative",
  },
};
