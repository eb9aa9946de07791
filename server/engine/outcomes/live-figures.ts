// The live figures (docs/accuracy.md "Live outcomes") from the stored labels:
// per recommendation and per flag, how many cases reached each label at +24 h
// and +7 d; precision and recall of "AVOID or REVIEW" for rugged; and a
// reliability table of score bands against the observed rug rate with 95 %
// Wilson intervals. A rate (or an interval) over fewer cases than `minCases`
// is null: counts are always given, rates only where they mean something. Pure.
import { OUTCOME_FLAGS, type OutcomeFlag } from "@/server/engine/outcomes/report-flags";
import type { OutcomeLabel, PublishedCheckpoint } from "@/server/engine/outcomes/thresholds";
import { wilsonInterval } from "@/server/engine/outcomes/wilson";

export interface OutcomeCaseRow {
  recommendation: string;
  cabalScore: number;
  flags: readonly OutcomeFlag[];
  /** unix seconds of the first scan */
  firstScanAt: number;
  /** the labelled checkpoints, by what they stand for */
  labels: Partial<Record<PublishedCheckpoint, OutcomeLabel>>;
}

export interface LabelCounts {
  cases: number;
  rugged: number;
  dumped: number;
  abandoned: number;
  alive: number;
  rug_rate: number | null;
}

export interface Confusion {
  /** AVOID or REVIEW and rugged */
  tp: number;
  /** AVOID or REVIEW, not rugged */
  fp: number;
  /** SAFE and rugged */
  fn: number;
  tn: number;
  precision: number | null;
  recall: number | null;
}

export interface ReliabilityRow {
  band: string;
  from: number;
  to: number;
  cases: number;
  rugged: number;
  rug_rate: number | null;
  ci_low: number | null;
  ci_high: number | null;
}

export interface LiveFigures {
  cases: number;
  /** unix seconds of the earliest first scan counted (null: none yet) */
  counting_since: number | null;
  min_cases: number;
  labelled: { at_24h: number; at_7d: number };
  by_recommendation: { recommendation: "SAFE" | "REVIEW" | "AVOID"; at_24h: LabelCounts; at_7d: LabelCounts }[];
  by_flag: { flag: OutcomeFlag; at_24h: LabelCounts; at_7d: LabelCounts }[];
  avoid_or_review: { at_24h: Confusion; at_7d: Confusion };
  /** at +24 h */
  reliability: ReliabilityRow[];
}

/** Score bands of the reliability table, cut at the risk thresholds 35 and 65 (docs/decisions.md). */
export const SCORE_BANDS: readonly [number, number][] = [
  [0, 19],
  [20, 34],
  [35, 49],
  [50, 64],
  [65, 79],
  [80, 100],
];

const RECOMMENDATIONS = ["SAFE", "REVIEW", "AVOID"] as const;

export function computeLiveFigures(rows: readonly OutcomeCaseRow[], minCases: number): LiveFigures {
  const counts = (subset: readonly OutcomeCaseRow[], at: PublishedCheckpoint) => labelCounts(subset, at, minCases);
  return {
    cases: rows.length,
    counting_since: rows.length === 0 ? null : Math.min(...rows.map((r) => r.firstScanAt)),
    min_cases: minCases,
    labelled: { at_24h: rows.filter((r) => r.labels["24h"]).length, at_7d: rows.filter((r) => r.labels["7d"]).length },
    by_recommendation: RECOMMENDATIONS.map((recommendation) => {
      const subset = rows.filter((r) => r.recommendation === recommendation);
      return { recommendation, at_24h: counts(subset, "24h"), at_7d: counts(subset, "7d") };
    }),
    by_flag: OUTCOME_FLAGS.map((flag) => {
      const subset = rows.filter((r) => r.flags.includes(flag));
      return { flag, at_24h: counts(subset, "24h"), at_7d: counts(subset, "7d") };
    }),
    avoid_or_review: { at_24h: confusion(rows, "24h", minCases), at_7d: confusion(rows, "7d", minCases) },
    reliability: SCORE_BANDS.map(([from, to]) => reliabilityRow(rows, from, to, minCases)),
  };
}

function labelCounts(rows: readonly OutcomeCaseRow[], at: PublishedCheckpoint, minCases: number): LabelCounts {
  const labels = rows.map((r) => r.labels[at]).filter((l) => l !== undefined);
  const count = (label: OutcomeLabel) => labels.filter((l) => l === label).length;
  const rugged = count("rugged");
  return { cases: labels.length, rugged, dumped: count("dumped"), abandoned: count("abandoned"), alive: count("alive"), rug_rate: rate(rugged, labels.length, minCases) };
}

function confusion(rows: readonly OutcomeCaseRow[], at: PublishedCheckpoint, minCases: number): Confusion {
  const cell = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const row of rows) {
    const label = row.labels[at];
    if (!label) continue;
    const warned = row.recommendation === "AVOID" || row.recommendation === "REVIEW";
    const rugged = label === "rugged";
    if (warned) cell[rugged ? "tp" : "fp"] += 1;
    else cell[rugged ? "fn" : "tn"] += 1;
  }
  return { ...cell, precision: rate(cell.tp, cell.tp + cell.fp, minCases), recall: rate(cell.tp, cell.tp + cell.fn, minCases) };
}

function reliabilityRow(rows: readonly OutcomeCaseRow[], from: number, to: number, minCases: number): ReliabilityRow {
  const labelled = rows.filter((r) => r.cabalScore >= from && r.cabalScore <= to && r.labels["24h"]);
  const rugged = labelled.filter((r) => r.labels["24h"] === "rugged").length;
  const interval = labelled.length >= minCases ? wilsonInterval(rugged, labelled.length) : null;
  return {
    band: `${from}-${to}`,
    from,
    to,
    cases: labelled.length,
    rugged,
    rug_rate: rate(rugged, labelled.length, minCases),
    ci_low: interval ? round4(interval.low) : null,
    ci_high: interval ? round4(interval.high) : null,
  };
}

/** events / n rounded to 4 places; null below the minimum of cases (and for n = 0). */
function rate(events: number, n: number, minCases: number): number | null {
  return n === 0 || n < minCases ? null : round4(events / n);
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
