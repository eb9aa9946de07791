// The label rule (docs/accuracy.md "Live outcomes"), one checkpoint at a time.
// Pure: the case's running state, the reading at the checkpoint and the scan's
// own figures in; the label, the transactions that show it and the facts it
// was judged on out. Labels in precedence order:
//   rugged    the main market's liquidity fell >= 80 % below its peak since the scan,
//             or the deployer or a flagged group sold >= 50 % of what it held at the scan
//             (a flagged group: a cluster the scan reported, or top holders that dumped
//             together after it);
//   dumped    the price (market cap) is <= 10 % of the scan's;
//   abandoned no trade for the quiet window (24 h, scaled with the checkpoints);
//   alive     none of these.
import { DUMP_PRICE_SHARE_BPS, MAX_EVIDENCE, RUG_LIQUIDITY_DRAIN_BPS, RUG_SOLD_SHARE_BPS } from "@/server/engine/outcomes/thresholds";
import type { CaseState, CheckpointFacts, CheckpointVerdict, GroupSale, Reading } from "@/server/engine/outcomes/types";

export interface ScanFigures {
  liquidityUsd: number | null;
  marketCap: number | null;
}

/** The state with the reading's figures counted in its peaks (what the case keeps after this checkpoint). */
export function withReading(state: CaseState, reading: Reading): CaseState {
  return { ...state, liquidityPeakUsd: maxOf(state.liquidityPeakUsd, reading.liquidityUsd), marketCapPeak: maxOf(state.marketCapPeak, reading.marketCap) };
}

export function judgeCheckpoint(state: CaseState, reading: Reading, scan: ScanFigures, quietWindowSeconds: number): CheckpointVerdict {
  const peaks = withReading(state, { ...reading, liquidityUsd: maxOf(reading.liquidityUsd, scan.liquidityUsd) });
  const groups = groupSales(state);
  const facts: CheckpointFacts = {
    checkedAt: reading.at,
    liquidityAtScanUsd: scan.liquidityUsd,
    liquidityUsd: reading.liquidityUsd,
    liquidityPeakUsd: peaks.liquidityPeakUsd,
    liquidityDropPct: dropPct(reading.liquidityUsd, peaks.liquidityPeakUsd),
    marketCapAtScan: scan.marketCap,
    marketCap: reading.marketCap,
    marketCapPeak: maxOf(peaks.marketCapPeak, scan.marketCap),
    priceVsScanPct: reading.marketCap !== null && scan.marketCap ? round2((reading.marketCap / scan.marketCap) * 100) : null,
    groups,
    tradesSinceScan: state.tradesSinceScan,
    lastTradeAt: state.lastTradeAt,
    quietWindowSeconds,
    unreadSignatures: state.unreadSignatures,
  };
  const rug = rugReasons(state, facts);
  if (rug.reasons.length > 0) return { label: "rugged", evidence: rug.evidence.slice(0, MAX_EVIDENCE), reasons: rug.reasons, facts };
  if (reading.marketCap !== null && scan.marketCap && reading.marketCap * 10_000 <= scan.marketCap * DUMP_PRICE_SHARE_BPS) {
    const evidence = state.bigSells.map((s) => s.signature);
    return { label: "dumped", evidence, reasons: [`market cap ${facts.priceVsScanPct}% of the scan's (${fmtUsd(reading.marketCap)} vs ${fmtUsd(scan.marketCap)})`], facts };
  }
  // a chain clock a little ahead of ours is no quiet time: never negative
  const quietFor = state.lastTradeAt === null ? null : Math.max(0, reading.at - state.lastTradeAt);
  if (quietFor === null || quietFor >= quietWindowSeconds) {
    const reason = quietFor === null ? "no trade seen since the scan or before it" : `no trade for ${quietFor} s (the quiet window is ${quietWindowSeconds} s)`;
    return { label: "abandoned", evidence: state.lastTradeSignature ? [state.lastTradeSignature] : [], reasons: [reason], facts };
  }
  return { label: "alive", evidence: state.recentTrades.map((t) => t.signature), reasons: [`last trade ${quietFor} s before the checkpoint; no rug or dump`], facts };
}

function rugReasons(state: CaseState, facts: CheckpointFacts): { reasons: string[]; evidence: string[] } {
  const reasons: string[] = [];
  const evidence: string[] = [];
  const { liquidityUsd: now, liquidityPeakUsd: peak } = facts;
  if (now !== null && peak !== null && peak > 0 && now * 10_000 <= peak * (10_000 - RUG_LIQUIDITY_DRAIN_BPS)) {
    reasons.push(`liquidity ${fmtUsd(facts.liquidityUsd)}, ${facts.liquidityDropPct}% below its peak of ${fmtUsd(facts.liquidityPeakUsd)} since the scan`);
    evidence.push(...state.drains.map((d) => d.signature));
  }
  for (const group of facts.groups) {
    if (group.soldPct === null || group.soldPct * 100 < RUG_SOLD_SHARE_BPS) continue;
    const who = group.kind === "deployer" ? "the deployer" : group.kind === "post_scan_dump" ? `top holders dumping together after the scan (${group.id})` : `flagged group ${group.id} (${group.detail})`;
    reasons.push(`${who} sold ${group.soldPct}% of what it held at the scan`);
    evidence.push(...group.signatures);
  }
  return { reasons, evidence: [...new Set(evidence)] };
}

function groupSales(state: CaseState): GroupSale[] {
  const owners = new Map(state.owners.map((o) => [o.owner, o]));
  return state.groups.map((group) => {
    const members = group.owners.map((o) => owners.get(o)).filter((o) => o !== undefined);
    const held = members.reduce((sum, o) => sum + o.heldAtScan, 0n);
    const sold = members.reduce((sum, o) => sum + o.sold, 0n);
    // bp rounded half up: a share is compared at 0.01 % precision
    const soldBps = held > 0n ? Number((sold * 20_000n + held) / (2n * held)) : null;
    const signatures = [...new Set([...(group.signatures ?? []), ...members.flatMap((o) => o.sells)])];
    return { id: group.id, kind: group.kind, detail: group.detail, owners: group.owners, heldAtScan: held.toString(), sold: sold.toString(), soldPct: soldBps === null ? null : soldBps / 100, signatures };
  });
}

function dropPct(now: number | null, peak: number | null): number | null {
  if (now === null || peak === null || peak <= 0) return null;
  return round2(Math.max(0, (1 - now / peak) * 100));
}

function maxOf(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.max(a, b);
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const fmtUsd = (n: number | null) => (n === null ? "unknown" : `$${Math.round(n).toLocaleString("en-US")}`);
