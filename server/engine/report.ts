// buildReport: snapshot in, report out. Runs every registered layer, sums the
// score, applies docs/decisions.md's recommendation table and assembles the wire
// report. Pure: no clock (computed_at is snapshot.observedAt), no I/O, no env.
import { resolveEngineConfig, type EngineConfig } from "@/server/engine/config";
import { assessCoverage, type CoverageAssessment } from "@/server/engine/coverage";
import { buildHolderEntries } from "@/server/engine/holders";
import type { LayerFindingsMap, LayerId, LayerResult, LayerResults } from "@/server/engine/layer-types";
import { LAYERS } from "@/server/engine/layers";
import { getMarketCap } from "@/server/engine/layers/exit-liquidity";
import { decideRecommendation, getRisk, isControlled } from "@/server/engine/recommendation";
import type { DeployerReport, Recommendation, Risk } from "@/server/contracts/scan-report";
import type { EngineReport } from "@/server/engine/report-types";
import { computeScore, rankReasons, type RankedReason } from "@/server/engine/scoring/score";
import type { TokenSnapshot } from "@/server/engine/snapshot";
import { buildVerdict } from "@/server/engine/verdict";

export { DEFAULT_ENGINE_CONFIG, type EngineConfig } from "@/server/engine/config";
export type { EngineReport } from "@/server/engine/report-types";
export { toHeaderRecommendation } from "@/server/engine/recommendation";

export interface BuildReportOptions {
  config?: Partial<EngineConfig>;
  /** deployer.launches[] is a paid-tier field; without this it is left out. */
  includeLaunches: boolean;
}

interface Headline {
  score: number;
  risk: Risk;
  recommendation: Recommendation;
  reasons: RankedReason[];
  coverage: CoverageAssessment;
}

export function runLayers(snapshot: TokenSnapshot, config: EngineConfig): LayerResults {
  const run = <Id extends LayerId>(id: Id): LayerResult<LayerFindingsMap[Id]> => LAYERS[id].evaluate(snapshot, config);
  const ids = Object.keys(LAYERS) as LayerId[];
  return Object.fromEntries(ids.map((id) => [id, run(id)])) as LayerResults;
}

function decideHeadline(snapshot: TokenSnapshot, results: LayerResults, config: EngineConfig): Headline {
  const all = Object.values(results);
  const contributions = all.flatMap((result) => result.contributions);
  const score = computeScore(contributions);
  const coverage = assessCoverage(snapshot, config);
  const recommendation = decideRecommendation({
    score,
    honeypotHigh: results.honeypot.findings.honeypotRisk === "HIGH",
    sellBlocked: results.sell_route.findings.blocked,
    exitLiquidityRisk: results.exit_liquidity.findings.exitLiquidityRisk,
    noMarket: results.exit_liquidity.findings.noMarket,
    serialRugger: results.deployer_track_record.findings.deployer.reputation === "SERIAL_RUGGER",
    confidence: coverage.confidence,
    scanComplete: coverage.scanComplete,
  });
  const reasons = rankReasons(contributions, all.flatMap((result) => result.notes));
  return { score, risk: getRisk(score), recommendation, reasons, coverage };
}

function presentDeployer(deployer: DeployerReport, includeLaunches: boolean): DeployerReport {
  if (includeLaunches) return deployer;
  const { launches: _launches, ...summary } = deployer;
  return summary;
}

export function buildReport(snapshot: TokenSnapshot, options: BuildReportOptions): EngineReport {
  return judgeSnapshot(snapshot, options).report;
}

/** The report and the layer results it was built from (the evidence pack cites their contributions). */
export function judgeSnapshot(snapshot: TokenSnapshot, options: BuildReportOptions): { report: EngineReport; results: LayerResults; config: EngineConfig } {
  const config = resolveEngineConfig(options.config);
  const results = runLayers(snapshot, config);
  return { report: assembleReport(snapshot, options, config, results), results, config };
}

function assembleReport(snapshot: TokenSnapshot, options: BuildReportOptions, config: EngineConfig, results: LayerResults): EngineReport {
  const { score, risk, recommendation, reasons, coverage } = decideHeadline(snapshot, results, config);
  const honeypot = results.honeypot.findings;
  const timeSync = results.same_block_bundle.findings.clusters;
  const exits = results.coordinated_exit.findings.clusters;
  const stealth = results.stealth_bundle.findings.clusters;
  const clusters = [...results.funding_trace.findings.clusters, ...timeSync, ...stealth, ...exits];
  return {
    mint: snapshot.mint,
    recommendation,
    cabal_score: score,
    risk,
    is_controlled: isControlled(score),
    confidence: coverage.confidence,
    scan_complete: coverage.scanComplete,
    degraded: coverage.degraded,
    wallets_checked: coverage.walletsChecked,
    liquidity_usd: snapshot.market.status === "ok" ? snapshot.market.liquidityUsd : null,
    market_cap: getMarketCap(snapshot.market),
    decimals: snapshot.mintInfo.status === "ok" ? snapshot.mintInfo.decimals : null,
    honeypot_risk: honeypot.honeypotRisk,
    mint_authority_revoked: honeypot.mintAuthorityRevoked,
    freeze_authority_revoked: honeypot.freezeAuthorityRevoked,
    token2022_risks: honeypot.token2022Risks,
    token2022_extensions: honeypot.extensions,
    regulated_issuer: honeypot.regulatedIssuer,
    slot: snapshot.observedSlot ?? null,
    token_name: snapshot.market.status === "ok" ? snapshot.market.name : null,
    token_symbol: snapshot.market.status === "ok" ? snapshot.market.symbol : null,
    ...(results.exit_liquidity.findings.exitLiquidityRisk ? { exit_liquidity_risk: true as const } : {}),
    // snapshots gathered before locks were read say nothing about them
    ...(results.unlock_schedule.findings.locks ? { locks: results.unlock_schedule.findings.locks, unlock_within_horizon: results.unlock_schedule.findings.flag } : {}),
    sell_check: results.sell_route.findings.sellCheck,
    verdict: buildVerdict({ risk, score, recommendation, reasons, ...coverage }),
    time_sync: timeSync.length > 0,
    stealth_bundle: stealth.length > 0,
    coordinated_exit: exits.length > 0,
    top_holder_pct: results.holder_concentration.findings.topHolderPct,
    deployer: presentDeployer(results.deployer_track_record.findings.deployer, options.includeLaunches),
    coordinated_clusters: clusters,
    clusters,
    filtered_clusters: results.exchange_filter.findings.filteredClusters,
    exited_clusters: results.exited_groups.findings.clusters,
    holders: buildHolderEntries(snapshot, clusters),
    top_reasons: reasons.map((reason) => reason.line),
    computed_at: snapshot.observedAt,
  };
}
