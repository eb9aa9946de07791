// The flags a scan report raised, by the names the live figures count them
// under ("per flag"): each is a field or finding of the report as served. Pure.

export const OUTCOME_FLAGS = [
  "funding_cluster",
  "time_sync",
  "stealth_bundle",
  "coordinated_exit",
  "exited_group",
  "controlled",
  "exit_liquidity_risk",
  "honeypot",
  "sell_blocked",
  "deployer_bad_record",
  "low_confidence",
] as const;
export type OutcomeFlag = (typeof OUTCOME_FLAGS)[number];

/** The parts of a stored report the flags are read from. */
export interface FlaggedReport {
  coordinated_clusters?: { type: string }[];
  time_sync?: boolean;
  stealth_bundle?: boolean;
  coordinated_exit?: boolean;
  exited_clusters?: unknown[];
  is_controlled?: boolean;
  exit_liquidity_risk?: boolean;
  honeypot_risk?: string;
  sell_check?: { checked: boolean; routable: boolean | null };
  deployer?: { verdict?: string };
  confidence?: string;
}

export function flagsOfReport(report: FlaggedReport): OutcomeFlag[] {
  const raised: Record<OutcomeFlag, boolean> = {
    funding_cluster: (report.coordinated_clusters ?? []).some((c) => c.type === "funding"),
    time_sync: report.time_sync === true,
    stealth_bundle: report.stealth_bundle === true,
    coordinated_exit: report.coordinated_exit === true,
    exited_group: (report.exited_clusters ?? []).length > 0,
    controlled: report.is_controlled === true,
    exit_liquidity_risk: report.exit_liquidity_risk === true,
    honeypot: report.honeypot_risk === "HIGH",
    sell_blocked: report.sell_check?.checked === true && report.sell_check.routable === false,
    deployer_bad_record: report.deployer?.verdict === "SERIAL_RUGGER" || report.deployer?.verdict === "POOR_TRACK_RECORD",
    low_confidence: report.confidence === "LOW",
  };
  return OUTCOME_FLAGS.filter((flag) => raised[flag]);
}
