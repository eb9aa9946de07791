// Deployer track record: the creator's earlier launches (mint creations only;
// the gatherer never lists a mintTo of an existing token) judged as alive or
// dead. FIRST_LAUNCH needs a complete history with no earlier launch; an
// incomplete history with none found, or launches none of which could be
// judged, is UNKNOWN, which is never a clean bill: it adds no points, takes none
// away, and its reason says the history is unknown.
// The verdict names the record by its counts (SERIAL_RUGGER: many dead); what
// it weighs is decided against its base rate (deployer-base-rate.ts): a dead
// record scores by how unusual it is among creators with as many launches, and
// never alone beyond REVIEW; once the deployer's own funded wallets bought and
// dumped one of its launches, its record counts fully (the verdict's points, as
// before the base rate). The reputation SERIAL_RUGGER (which asks for REVIEW)
// is kept for a record that is unusual, or a serial-rugger record with such dumps.
import type { EngineConfig } from "@/server/engine/config";
import { shortAddress } from "@/server/engine/format";
import type { Layer, LayerResult, ReasonNote, ScoreContribution } from "@/server/engine/layer-types";
import type { DeployerBaseRate, DeployerReport, DeployerReputation, DeployerVerdict } from "@/server/contracts/scan-report";
import { DEPLOYER_UNCOMMON_RECORD_POINTS, DEPLOYER_UNUSUAL_RECORD_POINTS, POOR_TRACK_RECORD_POINTS, SERIAL_RUGGER_POINTS } from "@/server/engine/scoring/weights";
import { judgeRecord } from "@/server/engine/layers/deployer-base-rate";
import { getSolUsd } from "@/server/engine/analytics/sol-price";
import { judgeLaunch, summariseLaunches, type LaunchFacts, type LaunchSummary } from "@/server/engine/layers/deployer-launches";

function decideVerdict(summary: LaunchSummary, historyComplete: boolean, config: EngineConfig): DeployerVerdict {
  if (summary.tokensLaunched === 0) return historyComplete ? "FIRST_LAUNCH" : "UNKNOWN";
  if (summary.sampled === 0 || summary.deadPct === null) return "UNKNOWN";
  const serialByDeaths = summary.dead >= config.serialRuggerMinDead && summary.deadPct >= config.serialRuggerMinDeadPct;
  const serialByDumps = summary.insiderDumps >= config.serialRuggerMinInsiderDumps;
  if (serialByDeaths || serialByDumps || (summary.pumpAndDumps ?? 0) >= config.serialRuggerMinPumpAndDumps) return "SERIAL_RUGGER";
  if (summary.insiderDumps > 0 || (summary.dead >= config.poorTrackRecordMinDead && summary.deadPct >= config.poorTrackRecordMinDeadPct)) {
    return "POOR_TRACK_RECORD";
  }
  return "NORMAL";
}

/**
 * Worth a REVIEW on its own: a record unusual for its base rate, or a serial-rugger record with
 * launches dumped by the deployer's own wallets (its record then counts fully, as it always did).
 */
function isReviewWorthy(baseRate: DeployerBaseRate | null, verdict: DeployerVerdict): boolean {
  return baseRate !== null && (baseRate.record === "unusual" || (baseRate.insider_dumped_launches > 0 && verdict === "SERIAL_RUGGER"));
}

function decideReputation(verdict: DeployerVerdict, summary: LaunchSummary, reviewWorthy: boolean): DeployerReputation {
  if (verdict === "UNKNOWN" || verdict === "FIRST_LAUNCH") return verdict;
  if (reviewWorthy) return "SERIAL_RUGGER";
  // Most sampled launches never got going.
  if (summary.deadOnArrival > 0 && summary.deadOnArrival * 2 >= summary.sampled) return "DEAD_ON_ARRIVAL";
  if (summary.hasProvenLaunch && (summary.deadPct ?? 100) < 50) return "PROVEN";
  return "MIXED";
}

const UNKNOWN_DEPLOYER: Omit<DeployerReport, "creator" | "history_complete"> = {
  base_rate: null,
  tokens_launched: 0,
  dead: 0,
  sampled: 0,
  dead_pct: null,
  verdict: "UNKNOWN",
  reputation: "UNKNOWN",
  best_peak_usd: null,
  median_peak_usd: null,
  pump_and_dumps: null,
  dead_on_arrival: 0,
  still_alive: 0,
  launches: [],
};

function describeRecord(deployer: DeployerReport): string {
  const pumps = deployer.pump_and_dumps ? `, ${deployer.pump_and_dumps} pump-and-dump(s)` : "";
  const lowerBound = deployer.history_complete ? "" : " (history incomplete: a lower bound)";
  return `${deployer.dead} of ${deployer.sampled} sampled launches dead (${deployer.dead_pct}%)${pumps}${lowerBound}`;
}

function describeRate(rate: DeployerBaseRate): string {
  const source = rate.source === "stored_scans" ? `${rate.creators} scanned creators` : "prior";
  const pumps = rate.pump_and_dump_tail_pct !== null && rate.pump_and_dump_tail_pct < 100 ? `, ${rate.pump_and_dump_tail_pct}% have as many pump-and-dumps` : "";
  return `${rate.dead_tail_pct}% of creators with ${rate.band} launches have as many dead${pumps} (base rate ${rate.dead_rate_pct}% dead, ${source})`;
}

function scoreDeployer(deployer: DeployerReport, facts: LaunchFacts[]): ScoreContribution[] {
  const rate = deployer.base_rate;
  if (!rate) return [];
  const who = `deployer ${shortAddress(deployer.creator ?? "")}`;
  const dead = facts.filter((fact) => fact.entry.status === "dead").map((fact) => fact.entry.signature);
  const dumped = facts.filter((fact) => fact.insiderDumped === true);
  if (dumped.length > 0) {
    // its own wallets dumped its launches: the record is no base-rate accident and counts fully
    const serial = deployer.verdict === "SERIAL_RUGGER";
    const sellers = [...new Set(dumped.flatMap((fact) => fact.entry.insider_sellers ?? []))].map(shortAddress).join(", ");
    const reason = `${who} ${serial ? "serial rugger" : "poor track record"}: wallets it funded (${sellers}) bought and dumped ${dumped.length} of its earlier launches; ${describeRecord(deployer)}`;
    const evidence = [...new Set([...dumped.map((fact) => fact.entry.signature), ...dead])];
    return [{ layer: "deployer_track_record", points: serial ? SERIAL_RUGGER_POINTS : POOR_TRACK_RECORD_POINTS, reason, evidence }];
  }
  const points = { unusual: DEPLOYER_UNUSUAL_RECORD_POINTS, uncommon: DEPLOYER_UNCOMMON_RECORD_POINTS, usual: 0 }[rate.record];
  if (points === 0) return [];
  return [{ layer: "deployer_track_record", points, reason: `${who} record ${rate.record} for its launch count: ${describeRecord(deployer)}; ${describeRate(rate)}`, evidence: dead }];
}

function noteDeployer(deployer: DeployerReport, why: string | null): ReasonNote[] {
  const who = deployer.creator ? `deployer ${shortAddress(deployer.creator)}` : "deployer";
  const rate = deployer.base_rate;
  if (rate && rate.record === "usual" && deployer.dead > 0) {
    // the record is told, with what it weighs: a prolific launcher's dead tokens are no evidence of a rug
    const text = `${who}: ${describeRecord(deployer)}, usual for a creator with ${rate.band} launches (${describeRate(rate)}): not scored`;
    return [{ layer: "deployer_track_record", severity: "info", text, evidence: [] }];
  }
  if (deployer.verdict === "UNKNOWN") {
    const text = `${who} history unknown${why ? ` (${why})` : ""} — not a clean bill`;
    return [{ layer: "deployer_track_record", severity: "warning", text, evidence: [] }];
  }
  if (deployer.verdict === "FIRST_LAUNCH") {
    const text = `${who}: first launch (full history walked, no earlier mint created)`;
    return [{ layer: "deployer_track_record", severity: "info", text, evidence: [] }];
  }
  return [];
}

export const deployerTrackRecordLayer: Layer<"deployer_track_record"> = {
  id: "deployer_track_record",
  requires: ["deployer", "market", "deployerRecords"],
  evaluate(snapshot, config): LayerResult<{ deployer: DeployerReport }> {
    const source = snapshot.deployer;
    if (source.status === "unknown") {
      const deployer: DeployerReport = { ...UNKNOWN_DEPLOYER, creator: null, history_complete: false };
      return { findings: { deployer }, contributions: [], notes: noteDeployer(deployer, source.reason) };
    }
    const solUsd = getSolUsd(snapshot.market);
    const facts = source.launches.map((launch) => judgeLaunch(launch, config, solUsd, source.creator));
    const summary = summariseLaunches(facts, config);
    const verdict = decideVerdict(summary, source.historyComplete, config);
    const hasRecord = verdict !== "UNKNOWN" && verdict !== "FIRST_LAUNCH";
    const counts = { sampled: summary.sampled, dead: summary.dead, pumpKnown: summary.pumpKnown, pumpAndDumps: summary.pumpAndDumps ?? 0, insiderDumps: summary.insiderDumps };
    const baseRate = hasRecord ? judgeRecord(counts, snapshot.deployerRecords, config) : null;
    const deployer: DeployerReport = {
      creator: source.creator,
      tokens_launched: summary.tokensLaunched,
      dead: summary.dead,
      sampled: summary.sampled,
      dead_pct: summary.deadPct,
      verdict,
      reputation: decideReputation(verdict, summary, isReviewWorthy(baseRate, verdict)),
      best_peak_usd: summary.bestPeakUsd,
      median_peak_usd: summary.medianPeakUsd,
      pump_and_dumps: summary.pumpAndDumps,
      dead_on_arrival: summary.deadOnArrival,
      still_alive: summary.stillAlive,
      history_complete: source.historyComplete,
      base_rate: baseRate,
      launches: facts.map((fact) => fact.entry),
    };
    const why = summary.tokensLaunched === 0 ? "history cut before its start" : "no past launch could be judged";
    return { findings: { deployer }, contributions: scoreDeployer(deployer, facts), notes: noteDeployer(deployer, why) };
  },
};
