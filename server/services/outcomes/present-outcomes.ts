// The wire shapes of the outcome answers (server/contracts/outcomes.ts) from
// what is stored: one mint's checkpoints, and the live figures with the rule
// and the calibration beside them.
import type { CheckpointFactsWire, LiveOutcomes, OutcomesResponse } from "@/server/contracts/outcomes";
import type { LiveFigures } from "@/server/engine/outcomes/live-figures";
import { DUMP_PRICE_SHARE_BPS, RUG_LIQUIDITY_DRAIN_BPS, RUG_SOLD_SHARE_BPS } from "@/server/engine/outcomes/thresholds";
import type { CheckpointFacts } from "@/server/engine/outcomes/types";
import type { OutcomeSettings } from "@/server/services/outcomes/settings";
import type { StoredCalibration, StoredOutcome } from "@/server/services/outcomes/store/outcome-queries";

const iso = (unixSeconds: number | null) => (unixSeconds === null ? null : new Date(unixSeconds * 1000).toISOString());

/** The rule as published (docs/accuracy.md "Live outcomes"), from the same constants the engine judges with. */
export function describeRule(settings: OutcomeSettings): string[] {
  return [
    `rugged: the main market's liquidity is at least ${RUG_LIQUIDITY_DRAIN_BPS / 100}% below its peak since the scan, or the deployer or a flagged group sold at least ${RUG_SOLD_SHARE_BPS / 100}% of what it held at the scan (a flagged group: a cluster the scan reported, or two or more top-20 holders that each sold at least 25% of their bag in one slot after it).`,
    `dumped: not rugged, and the price (market cap) is at most ${DUMP_PRICE_SHARE_BPS / 100}% of the scan's.`,
    `abandoned: neither, and no trade for ${settings.quietWindowSeconds} s (24 h at the published scale; the checkpoints' scale here).`,
    "alive: none of these.",
    "Each label lists the transactions that show it: the largest falls of the market's reserve and the group's sells (rugged), the largest sells (dumped), the last trade (abandoned), the newest trades (alive).",
  ];
}

export function presentOutcome(stored: StoredOutcome, settings: OutcomeSettings): OutcomesResponse {
  const planned = settings.checkpoints.map((c) => ({ name: c.name, standsFor: c.standsFor, dueAt: new Date(stored.firstScanAt.getTime() + c.seconds * 1000), checkedAt: null, label: null, evidence: [], facts: null }));
  const checkpoints = stored.scheduled ? stored.checkpoints : planned;
  return {
    mint: stored.mint,
    first_scan_at: stored.firstScanAt.toISOString(),
    demo: stored.scheduled ? stored.demo : settings.demo,
    checkpoints: checkpoints.map((c) => ({
      name: c.name,
      stands_for: c.standsFor as OutcomesResponse["checkpoints"][number]["stands_for"],
      due_at: c.dueAt.toISOString(),
      checked_at: c.checkedAt?.toISOString() ?? null,
      label: c.label as OutcomesResponse["checkpoints"][number]["label"],
      evidence: c.evidence,
      facts: c.facts ? presentFacts(c.facts as CheckpointFacts & { reasons: string[] }) : null,
    })),
  };
}

function presentFacts(f: CheckpointFacts & { reasons: string[] }): CheckpointFactsWire {
  return {
    liquidity_at_scan_usd: f.liquidityAtScanUsd,
    liquidity_usd: f.liquidityUsd,
    liquidity_peak_usd: f.liquidityPeakUsd,
    liquidity_drop_pct: f.liquidityDropPct,
    market_cap_at_scan: f.marketCapAtScan,
    market_cap: f.marketCap,
    market_cap_peak: f.marketCapPeak,
    price_vs_scan_pct: f.priceVsScanPct,
    groups: f.groups.map((g) => ({ id: g.id, kind: g.kind, detail: g.detail, owners: g.owners, held_at_scan: g.heldAtScan, sold: g.sold, sold_pct: g.soldPct, signatures: g.signatures })),
    trades_since_scan: f.tradesSinceScan,
    last_trade_at: iso(f.lastTradeAt),
    quiet_window_seconds: f.quietWindowSeconds,
    unread_signatures: f.unreadSignatures,
    reasons: f.reasons,
  };
}

export function presentLiveFigures(figures: LiveFigures, settings: OutcomeSettings, fit: StoredCalibration | null): LiveOutcomes {
  return {
    demo: settings.demo,
    note: settings.demo
      ? "DEMO DATA: these outcomes come from the embedded demo ledger, whose tokens play scripted futures on a scaled clock after their first scan. They show the method working; they say nothing about the market."
      : "Every mint this service scanned, re-read at each checkpoint after its first complete scan and labelled by the rule below. Kept apart from the scenario suite.",
    rule: describeRule(settings),
    checkpoints: settings.checkpoints.map((c) => ({ name: c.name, stands_for: c.standsFor, offset_seconds: c.seconds })),
    ...figures,
    counting_since: iso(figures.counting_since),
    calibration: {
      available: fit !== null,
      method: "isotonic",
      sample_size: fit?.sampleSize ?? 0,
      rugged: fit?.rugged ?? 0,
      fitted_at: fit?.fittedAt.toISOString() ?? null,
      min_cases: settings.calibrationMinCases,
      refit_seconds: settings.refitSeconds,
    },
  };
}
