// Deployer track record: the creator's earlier launches (mint creations only;
// the gatherer never lists a mintTo of an existing token) judged as alive or
// dead. FIRST_LAUNCH needs a complete history with no earlier launch; an
// incomplete history with none found, or launches none of which could be
// judged, is UNKNOWN, which is never a clean bill: it adds no points, takes none
// away, and its reason says the history is unknown.
import type { EngineConfig } from "@/server/engine/config";
import { shortAddress } from "@/server/engine/format";
import type { Layer, LayerResult, ReasonNote, ScoreContribution } from "@/server/engine/layer-types";
import type { DeployerReport, DeployerReputation, DeployerVerdict } from "@/server/engine/report-types";
import { POOR_TRACK_RECORD_POINTS, SERIAL_RUGGER_POINTS } from "@/server/engine/scoring/weights";
import { getSolUsd } from "@/server/engine/analytics/sol-price";
import { judgeLaunch, summariseLaunches, type LaunchFacts, type LaunchSummary } from "@/server/engine/layers/deployer-launches";

function decideVerdict(summary: LaunchSummary, historyComplete: boolean, config: EngineConfig): DeployerVerdict {
  if (summary.tokensLaunched === 0) return historyComplete ? "FIRST_LAUNCH" : "UNKNOWN";
  if (summary.sampled === 0 || summary.deadPct === null) return "UNKNOWN";
  const serialByDeaths = summary.dead >= config.serialRuggerMinDead && summary.deadPct >= config.serialRuggerMinDeadPct;
  if (serialByDeaths || (summary.pumpAndDumps ?? 0) >= config.serialRuggerMinPumpAndDumps) return "SERIAL_RUGGER";
  if (summary.dead >= config.poorTrackRecordMinDead && summary.deadPct >= config.poorTrackRecordMinDeadPct) {
    return "POOR_TRACK_RECORD";
  }
  return "NORMAL";
}

function decideReputation(verdict: DeployerVerdict, summary: LaunchSummary): DeployerReputation {
  if (verdict === "UNKNOWN" || verdict === "FIRST_LAUNCH" || verdict === "SERIAL_RUGGER") return verdict;
  // Most sampled launches never got going.
  if (summary.deadOnArrival > 0 && summary.deadOnArrival * 2 >= summary.sampled) return "DEAD_ON_ARRIVAL";
  if (summary.hasProvenLaunch && (summary.deadPct ?? 100) < 50) return "PROVEN";
  return "MIXED";
}

const UNKNOWN_DEPLOYER: Omit<DeployerReport, "creator" | "history_complete"> = {
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

function scoreDeployer(deployer: DeployerReport, facts: LaunchFacts[]): ScoreContribution[] {
  const points = { SERIAL_RUGGER: SERIAL_RUGGER_POINTS, POOR_TRACK_RECORD: POOR_TRACK_RECORD_POINTS }[
    deployer.verdict as "SERIAL_RUGGER" | "POOR_TRACK_RECORD"
  ];
  if (points === undefined) return [];
  const label = deployer.verdict === "SERIAL_RUGGER" ? "serial rugger" : "poor track record";
  const evidence = facts.filter((fact) => fact.entry.status === "dead").map((fact) => fact.entry.signature);
  const reason = `deployer ${shortAddress(deployer.creator ?? "")} ${label}: ${describeRecord(deployer)}`;
  return [{ layer: "deployer_track_record", points, reason, evidence }];
}

function noteDeployer(deployer: DeployerReport, why: string | null): ReasonNote[] {
  const who = deployer.creator ? `deployer ${shortAddress(deployer.creator)}` : "deployer";
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
  requires: ["deployer", "market"],
  evaluate(snapshot, config): LayerResult<{ deployer: DeployerReport }> {
    const source = snapshot.deployer;
    if (source.status === "unknown") {
      const deployer: DeployerReport = { ...UNKNOWN_DEPLOYER, creator: null, history_complete: false };
      return { findings: { deployer }, contributions: [], notes: noteDeployer(deployer, source.reason) };
    }
    const solUsd = getSolUsd(snapshot.market);
    const facts = source.launches.map((launch) => judgeLaunch(launch, config, solUsd));
    const summary = summariseLaunches(facts, config);
    const verdict = decideVerdict(summary, source.historyComplete, config);
    const deployer: DeployerReport = {
      creator: source.creator,
      tokens_launched: summary.tokensLaunched,
      dead: summary.dead,
      sampled: summary.sampled,
      dead_pct: summary.deadPct,
      verdict,
      reputation: decideReputation(verdict, summary),
      best_peak_usd: summary.bestPeakUsd,
      median_peak_usd: summary.medianPeakUsd,
      pump_and_dumps: summary.pumpAndDumps,
      dead_on_arrival: summary.deadOnArrival,
      still_alive: summary.stillAlive,
      history_complete: source.historyComplete,
      launches: facts.map((fact) => fact.entry),
    };
    const why = summary.tokensLaunched === 0 ? "history cut before its start" : "no past launch could be judged";
    return { findings: { deployer }, contributions: scoreDeployer(deployer, facts), notes: noteDeployer(deployer, why) };
  },
};
