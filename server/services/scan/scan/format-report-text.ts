// A scan report as a few lines of text, for the CLI.
import type { ScanReport } from "@/server/contracts/scan-report";

export function formatReportText(report: ScanReport): string {
  const lines = [
    `${report.mint}`,
    `${report.recommendation}  cabal_score ${report.cabal_score}  risk ${report.risk}  confidence ${report.confidence}${report.degraded ? "  (degraded)" : ""}`,
    report.verdict,
    `liquidity ${report.liquidity_usd ?? "?"} USD  market cap ${report.market_cap ?? "?"} USD  honeypot ${report.honeypot_risk}  sell ${report.sell_check.checked ? (report.sell_check.routable ? "routable" : "BLOCKED") : "not checked"}`,
    `deployer ${report.deployer.creator ?? "?"}: ${report.deployer.verdict} (${report.deployer.tokens_launched ?? "?"} launched, ${report.deployer.dead ?? "?"} dead)`,
    `clusters: ${report.coordinated_clusters.map((c) => `${c.type} x${c.wallet_count} (${c.combined_pct ?? "?"}%)`).join(", ") || "none"}; filtered: ${report.filtered_clusters.map((f) => `${f.funder_label} x${f.wallet_count}`).join(", ") || "none"}`,
    ...report.top_reasons.map((r) => `  - ${r}`),
    `${report.source}, ${report.analysis_time_ms} ms, ${report.wallets_checked} wallets traced`,
  ];
  return lines.join("\n");
}
