// Test support: asserts that a scan report shows what a ledger scenario planted.
import { expect } from "vitest";
import type { ScanReport } from "@/server/contracts/scan-report";
import type { HoneypotRisk, Scenario } from "@/server/ledger";

/** Ledger risk ids -> the names the report uses in token2022_risks / top_reasons. */
const RISK_TEXT: Record<HoneypotRisk, RegExp> = {
  freeze_authority: /freeze authority/i,
  mint_authority: /mint authority/i,
  transfer_fee: /transfer fee/i,
  transfer_hook: /transfer hook/i,
  permanent_delegate: /permanent delegate/i,
  default_account_state_frozen: /frozen by default/i,
};

const sorted = (values: string[]) => [...values].sort();

/** Planted members that are among the report's top (non-pool) holders: the scan traces only those. */
function inTopHolders(report: ScanReport, members: string[]): string[] {
  const holders = new Set(report.holders.filter((h) => !h.is_pool).map((h) => h.owner));
  return members.filter((m) => holders.has(m));
}

export function expectScenarioReport(report: ScanReport, scenario: Scenario): void {
  const planted = scenario.expect;
  expect(report.mint).toBe(scenario.mint);
  expect(report.recommendation, `${scenario.id}: ${report.verdict}`).toBe(planted.recommendation);

  for (const cluster of planted.fundingClusters ?? []) {
    const found = report.coordinated_clusters.find((c) => c.type === "funding" && c.master_full === cluster.funder);
    expect(found, `${scenario.id}: funding cluster of ${cluster.funder}`).toBeDefined();
    expect(sorted(found!.members)).toEqual(sorted(inTopHolders(report, cluster.members)));
    expect(found!.evidence_txs.length).toBeGreaterThanOrEqual(found!.members.length);
    for (const member of cluster.members) expect(report.holders.find((h) => h.owner === member)?.funding_tx).toBeTruthy();
  }
  if (!planted.fundingClusters?.length) expect(report.coordinated_clusters.filter((c) => c.type === "funding")).toEqual([]);

  if (planted.bundle) {
    expect(report.time_sync).toBe(true);
    const found = report.coordinated_clusters.find((c) => c.type === "time_sync");
    // the deployer's own buy in the bundle slot belongs to the bundle too (a dev buy bundled with fresh wallets).
    const extra = found!.members.filter((m) => !planted.bundle!.members.includes(m));
    expect(extra.every((m) => m === report.deployer.creator), `${scenario.id}: unexpected bundle members ${extra}`).toBe(true);
    expect(sorted(found!.members.filter((m) => !extra.includes(m)))).toEqual(sorted(inTopHolders(report, planted.bundle.members)));
    for (const member of planted.bundle.members) expect(report.holders.find((h) => h.owner === member)?.buy_slot).toBe(planted.bundle.slot);
  } else expect(report.time_sync).toBe(false);

  if (planted.coordinatedExit) {
    expect(report.coordinated_exit).toBe(true);
    const found = report.coordinated_clusters.find((c) => c.type === "coordinated_exit");
    expect(sorted(found!.members)).toEqual(sorted(planted.coordinatedExit.members));
    expect(found!.sold_pct).toBeGreaterThan(0);
    expect(found!.evidence_txs.length).toBeGreaterThanOrEqual(planted.coordinatedExit.members.length);
  } else expect(report.coordinated_exit).toBe(false);

  if (planted.exchangeFunded) {
    const found = report.filtered_clusters.find((c) => c.funder === planted.exchangeFunded!.funder);
    expect(found, `${scenario.id}: filtered exchange cluster`).toBeDefined();
    expect(sorted(found!.members)).toEqual(sorted(inTopHolders(report, planted.exchangeFunded.members)));
    expect(found!.members.length).toBeGreaterThanOrEqual(2);
    expect(found!.funder_label).toContain(planted.exchangeFunded.label);
  }

  if (planted.deployer) {
    expect(report.deployer.creator).toBe(planted.deployer.creator);
    expect(report.deployer.verdict).toBe(planted.deployer.verdict);
    expect(report.deployer.tokens_launched).toBe(planted.deployer.priorLaunches);
    expect(report.deployer.dead).toBe(planted.deployer.deadLaunches);
  }

  if (planted.honeypot) {
    expect(report.honeypot_risk).toBe(planted.honeypot.risk);
    const named = [...report.token2022_risks, ...report.top_reasons].join("\n");
    for (const risk of planted.honeypot.risks) expect(named).toMatch(RISK_TEXT[risk]);
  }
  if (planted.mintAuthorityRevoked !== undefined) expect(report.mint_authority_revoked).toBe(planted.mintAuthorityRevoked);
  if (planted.freezeAuthorityRevoked !== undefined) expect(report.freeze_authority_revoked).toBe(planted.freezeAuthorityRevoked);

  if (planted.sellRoute === "routable") expect(report.sell_check).toMatchObject({ checked: true, routable: true });
  if (planted.sellRoute === "blocked") expect(report.sell_check).toMatchObject({ checked: true, routable: false });
  if (planted.sellRoute === "no_pool") expect(report.sell_check.checked).toBe(false);
  if (planted.exitLiquidityRisk !== undefined) expect(report.exit_liquidity_risk ?? false).toBe(planted.exitLiquidityRisk);
}
