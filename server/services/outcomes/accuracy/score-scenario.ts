// A scenario's planted truth against its scan report, signal by signal (pure).
// Members are compared the way the scan tests compare them
// (server/services/scan/scan/testing/scenario-assertions.ts): the scan traces its
// top wallet holders only, so planted members outside them are out of its
// reach, not missed; a coordinated exit's sellers are compared in full.
import type { HoneypotRisk } from "@/server/ledger";
import { cellsOf, sameSet, short } from "@/server/services/outcomes/accuracy/cells";
import type { ScenarioTruth } from "@/server/services/outcomes/accuracy/scenario-truth";
import type { Outcome, SignalId } from "@/server/services/outcomes/accuracy/types";

/** The parts of a scan report (EngineReport) the scoring reads. */
export interface ScoredReport {
  recommendation: "SAFE" | "REVIEW" | "AVOID";
  holders: { owner: string; is_pool: boolean }[];
  coordinated_clusters: { type: string; master_full: string | null; members: string[] }[];
  filtered_clusters: { funder: string; funder_label: string; members: string[] }[];
  deployer: { creator: string | null; verdict: string; tokens_launched: number; dead: number };
  honeypot_risk: string;
  token2022_risks: string[];
  top_reasons: string[];
  sell_check: { checked: boolean; routable: boolean | null };
}

/** Ledger risk ids -> how the report names them (token2022_risks / top_reasons). */
const RISK_TEXT: Record<HoneypotRisk, RegExp> = {
  freeze_authority: /freeze authority/i,
  mint_authority: /mint authority/i,
  transfer_fee: /transfer fee/i,
  transfer_hook: /transfer hook/i,
  permanent_delegate: /permanent delegate/i,
  default_account_state_frozen: /frozen by default/i,
};

const BAD_DEPLOYER = new Set(["SERIAL_RUGGER", "POOR_TRACK_RECORD"]);
const BUNDLE_CLUSTER = { same_slot: "time_sync", stealth: "stealth_bundle" } as const;

interface Keyed {
  key: string;
  members: string[];
}

/**
 * Planted findings against reported ones, matched by key: each planted one is a
 * tp (same members) or fn (+ fp when reported with other members); each
 * reported one no planted key matches is an fp; nothing on either side is a tn.
 */
function matchKeyed(signal: SignalId, truth: ScenarioTruth, planted: Keyed[], reported: Keyed[], what: string): Outcome[] {
  if (planted.length === 0 && reported.length === 0) return cellsOf(signal, "scenario", truth.id, { planted: false, reported: false, exact: false });
  const out: Outcome[] = [];
  for (const p of planted) {
    const r = reported.find((x) => x.key === p.key);
    const detail = r
      ? `${what} ${p.key}: planted ${p.members.map(short).join(", ")}; reported ${r.members.map(short).join(", ")}`
      : `${what} ${p.key} (${p.members.length} wallets) not reported`;
    out.push(...cellsOf(signal, "scenario", truth.id, { planted: true, reported: Boolean(r), exact: Boolean(r) && sameSet(p.members, r!.members), detail }));
  }
  for (const r of reported.filter((x) => !planted.some((p) => p.key === x.key))) {
    out.push(...cellsOf(signal, "scenario", truth.id, { planted: false, reported: true, exact: false, detail: `${what} ${r.key} reported (${r.members.map(short).join(", ")}), none planted` }));
  }
  return out;
}

export function scoreScenario(truth: ScenarioTruth, report: ScoredReport): Outcome[] {
  const e = truth.expect;
  const top = new Set(report.holders.filter((h) => !h.is_pool).map((h) => h.owner));
  const inTop = (members: string[]) => members.filter((m) => top.has(m));
  const out: Outcome[] = [];

  out.push(
    ...matchKeyed(
      "funding_clusters",
      truth,
      (e.fundingClusters ?? []).map((c) => ({ key: `funded by ${short(c.funder)}`, members: inTop(c.members) })),
      report.coordinated_clusters.filter((c) => c.type === "funding").map((c) => ({ key: `funded by ${short(c.master_full)}`, members: c.members })),
      "funding cluster",
    ),
  );

  // the deployer's own buy in the bundle's slot belongs to the bundle (a dev buy bundled with fresh wallets)
  const creator = report.deployer.creator;
  out.push(
    ...matchKeyed(
      "bundles",
      truth,
      truth.bundles.map((b) => ({ key: BUNDLE_CLUSTER[b.kind], members: inTop(b.members) })),
      report.coordinated_clusters
        .filter((c) => c.type === "time_sync" || c.type === "stealth_bundle")
        .map((c) => ({ key: c.type, members: c.members.filter((m) => m !== creator || truth.bundles.some((b) => b.members.includes(m))) })),
      "bundle",
    ),
  );

  out.push(
    ...matchKeyed(
      "coordinated_exits",
      truth,
      e.coordinatedExit ? [{ key: "exit", members: e.coordinatedExit.members }] : [],
      report.coordinated_clusters.filter((c) => c.type === "coordinated_exit").map((c) => ({ key: "exit", members: c.members })),
      "coordinated exit",
    ),
  );

  // an exchange cluster is right when its funder, label and members are
  const labelled = (funder: string, label: string) => `${label} ${short(funder)}`;
  out.push(
    ...matchKeyed(
      "exchange_filter",
      truth,
      truth.exchanges.map((x) => ({ key: labelled(x.funder, x.label), members: inTop(x.members) })),
      report.filtered_clusters.map((c) => {
        const planted = truth.exchanges.find((x) => x.funder === c.funder && c.funder_label.includes(x.label));
        return { key: labelled(c.funder, planted?.label ?? c.funder_label), members: c.members };
      }),
      "exchange-funded group",
    ),
  );

  if (e.honeypot) {
    const named = [...report.token2022_risks, ...report.top_reasons].join("\n");
    const unnamed = e.honeypot.risks.filter((r) => !RISK_TEXT[r].test(named));
    out.push(
      ...cellsOf("honeypot_traps", "scenario", truth.id, {
        planted: e.honeypot.risk === "HIGH",
        reported: report.honeypot_risk === "HIGH",
        exact: unnamed.length === 0,
        detail: `planted ${e.honeypot.risk} [${e.honeypot.risks.join(", ")}]${e.inertExtensions?.length ? ` (inert: ${e.inertExtensions.join(", ")})` : ""}; reported ${report.honeypot_risk} [${report.token2022_risks.join(", ")}]${unnamed.length ? `, not named: ${unnamed.join(", ")}` : ""}`,
      }),
    );
  }

  if (e.sellRoute) {
    const sell = report.sell_check;
    const answered = !sell.checked ? "not checked" : sell.routable ? "routable" : "blocked";
    out.push(
      ...cellsOf("sell_route", "scenario", truth.id, {
        planted: e.sellRoute === "blocked",
        reported: answered === "blocked",
        exact: true,
        detail: `planted ${e.sellRoute}; reported ${answered}`,
      }),
    );
  }

  if (e.deployer) {
    const d = report.deployer;
    const exact = d.creator === e.deployer.creator && d.verdict === e.deployer.verdict && d.tokens_launched === e.deployer.priorLaunches && d.dead === e.deployer.deadLaunches;
    out.push(
      ...cellsOf("deployer_verdict", "scenario", truth.id, {
        planted: BAD_DEPLOYER.has(e.deployer.verdict),
        reported: BAD_DEPLOYER.has(d.verdict),
        exact,
        detail: `planted ${e.deployer.verdict} (${e.deployer.priorLaunches} launches, ${e.deployer.deadLaunches} dead) by ${short(e.deployer.creator)}; reported ${d.verdict} (${d.tokens_launched}, ${d.dead} dead) by ${short(d.creator)}`,
      }),
    );
  }

  // A warning (REVIEW or AVOID) is the positive. An answer the scenario accepts
  // (it may accept a stricter one) is right and counts in the planted class.
  const accepted = [e.recommendation, ...(e.alsoAcceptable ?? [])];
  const warns = e.recommendation !== "SAFE";
  const right = accepted.includes(report.recommendation);
  const detail = `planted ${accepted.join(" or ")}; reported ${report.recommendation}`;
  out.push(...cellsOf("recommendation", "scenario", truth.id, { planted: warns, reported: right ? warns : report.recommendation !== "SAFE", exact: right, detail }));
  return out;
}
