// What decided the headline when it is not the score alone. Mirrors the
// engine's recommendation rules (docs/scoring.md "Headline rules"): AVOID on a high
// score, a honeypot or a blocked sell route; REVIEW on a medium score, thin
// liquidity, no market, a serial-rugger deployer (its record unusual for its
// launch count, or its launches dumped by wallets it funded), low confidence or an
// incomplete trace. Every line is derived from fields of the report itself.
import type { ScanReport } from "@/server/contracts/wire-types";

export interface VerdictDriver {
  severity: "avoid" | "review";
  title: string;
  detail: string;
}

/** The engine's score bands: HIGH >= 65, MEDIUM >= 35. */
const HIGH_SCORE = 65;
const MEDIUM_SCORE = 35;

function honeypotDetail(report: ScanReport): string {
  const traps = [
    ...(report.mint_authority_revoked ? [] : ["live mint authority"]),
    ...(report.freeze_authority_revoked ? [] : ["live freeze authority"]),
    ...report.token2022_extensions.filter((e) => e.status === "risk").map((e) => `Token-2022 ${e.name}`),
  ];
  return traps.length ? `${traps.join(", ")}: whoever holds it can stop or tax your sale.` : "A trap in the token's own rules can stop or tax your sale.";
}

export function findVerdictDrivers(report: ScanReport): VerdictDriver[] {
  if (report.recommendation === "SAFE") return [];
  const drivers: VerdictDriver[] = [];
  if (report.cabal_score >= HIGH_SCORE) drivers.push({ severity: "avoid", title: `High cabal score (${report.cabal_score})`, detail: "Coordinated holders control enough supply to dump on buyers." });
  else if (report.cabal_score >= MEDIUM_SCORE) drivers.push({ severity: "review", title: `Elevated cabal score (${report.cabal_score})`, detail: "Some holders look coordinated." });
  if (report.honeypot_risk === "HIGH") drivers.push({ severity: "avoid", title: "Honeypot risk", detail: honeypotDetail(report) });
  if (report.sell_check.checked && report.sell_check.routable === false) drivers.push({ severity: "avoid", title: "No sell route", detail: "There is liquidity, but no route sells this token: you may not get out." });
  if (report.liquidity_usd === null && report.market_cap === null) drivers.push({ severity: "review", title: "No market found", detail: "No pool prices this token, so it cannot be sold on a DEX right now." });
  if (report.exit_liquidity_risk) drivers.push({ severity: "review", title: "Thin liquidity", detail: "Liquidity is under 3% of market cap: any exit moves the price hard." });
  // the reputation, not the verdict's counts, decides: a long dead record is usual for a prolific launcher
  if (report.deployer.reputation === "SERIAL_RUGGER") drivers.push({ severity: "review", title: "Serial rugger deployer", detail: deployerDetail(report.deployer) });
  if (report.degraded || report.confidence === "LOW") drivers.push({ severity: "review", title: "Low confidence", detail: "Too little could be traced to call this token safe." });
  else if (!report.scan_complete) drivers.push({ severity: "review", title: "Incomplete trace", detail: "The trace hit a cap before covering every holder." });
  return drivers;
}

function deployerDetail(deployer: ScanReport["deployer"]): string {
  const rate = deployer.base_rate;
  if (rate && rate.insider_dumped_launches > 0) return `Wallets the creator funded bought and dumped ${rate.insider_dumped_launches} of its earlier tokens.`;
  if (rate) return `${deployer.dead} of its ${deployer.sampled} earlier tokens died: only ${rate.dead_tail_pct}% of creators with as many launches do as badly.`;
  return "Most of the creator's earlier tokens are dead.";
}
