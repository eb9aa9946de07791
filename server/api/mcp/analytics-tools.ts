// The analytics tools: /api/cohorts, /api/trade-analysis, /api/cex-funding
// (one scan each), /api/wallet-check, /api/operator and /api/outcomes (free,
// under the caller's minute limit), each answered by its HTTP twin's handler in process.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { cexFundingResponseSchema, cohortsResponseSchema, tradeAnalysisResponseSchema, walletCheckResponseSchema } from "@/server/contracts/analytics";
import { mintInputSchema, operatorInputSchema, tradeAnalysisInputSchema, walletCheckInputSchema } from "@/server/contracts/mcp-tools";
import { operatorResponseSchema } from "@/server/contracts/operator";
import * as cexFunding from "@/server/api/analytics/cex-funding";
import * as cohorts from "@/server/api/analytics/cohorts";
import * as operator from "@/server/api/analytics/operator";
import * as tradeAnalysis from "@/server/api/analytics/trade-analysis";
import * as walletCheck from "@/server/api/analytics/wallet-check";
import type { Endpoint } from "@/server/contracts/endpoint";
import { outcomesResponseSchema } from "@/server/contracts/outcomes";
import type { Bound } from "@/server/api/implement";
import * as outcomes from "@/server/api/outcomes/outcomes";
import { callTwin, type McpCall, type TwinQuery } from "@/server/api/mcp/mcp-call";
import type { ToolMeter } from "@/server/api/mcp/tool-results";
import { registerContractTool } from "@/server/api/mcp/register-tool";

const READ = { readOnlyHint: true, openWorldHint: true };

export function registerAnalyticsTools(server: McpServer, call: McpCall): void {
  const twin = async <E extends Endpoint>(bound: Bound<E>, query: TwinQuery<E>, meter: ToolMeter) => {
    const answer = await callTwin(call, bound, { query });
    meter.headers = answer.headers;
    return answer.body;
  };

  registerContractTool(
    server,
    "get_cohorts",
    { title: "Team, snipers and insiders", description: "Cohorts of a mint from its trade history (GET /api/cohorts). Counts one scan.", inputSchema: mintInputSchema, outputSchema: cohortsResponseSchema, annotations: READ },
    ({ mintAddress }, meter) => twin(cohorts.GET, { mint: mintAddress }, meter),
  );

  registerContractTool(
    server,
    "get_trade_analysis",
    {
      title: "Trade analysis",
      description: "Cohorts, wash trading, liquidity (LP burned/locked) and the exit cost of a position of sizeUsd or sizeSol (GET /api/trade-analysis). Counts one scan.",
      inputSchema: tradeAnalysisInputSchema,
      outputSchema: tradeAnalysisResponseSchema,
      annotations: READ,
    },
    ({ mintAddress, sizeUsd, sizeSol }, meter) => twin(tradeAnalysis.GET, { mint: mintAddress, size_usd: sizeUsd?.toString(), size_sol: sizeSol?.toString() }, meter),
  );

  registerContractTool(
    server,
    "get_cex_funding",
    { title: "Exchange funding", description: "Holders funded from exchanges, per labelled exchange (GET /api/cex-funding). Counts one scan.", inputSchema: mintInputSchema, outputSchema: cexFundingResponseSchema, annotations: READ },
    ({ mintAddress }, meter) => twin(cexFunding.GET, { mint: mintAddress }, meter),
  );

  registerContractTool(
    server,
    "check_wallet",
    { title: "A wallet's roles in a token", description: "The roles a wallet plays in a mint: holder, cluster member, funder, team, sniper... (GET /api/wallet-check). Free.", inputSchema: walletCheckInputSchema, outputSchema: walletCheckResponseSchema, annotations: READ },
    ({ mintAddress, wallet }, meter) => twin(walletCheck.GET, { mint: mintAddress, wallet }, meter),
  );

  registerContractTool(
    server,
    "get_operator",
    {
      title: "A wallet's launches as operator",
      description: "Where this service has seen a wallet as a token's deployer or a cluster's single funder, newest first (GET /api/operator). Free.",
      inputSchema: operatorInputSchema,
      outputSchema: operatorResponseSchema,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ wallet }, meter) => twin(operator.GET, { wallet }, meter),
  );

  registerContractTool(
    server,
    "get_outcomes",
    {
      title: "What happened after a mint's first scan",
      description: "Its outcome checkpoints (+1 h, +6 h, +24 h, +7 d), each labelled rugged, dumped, abandoned or alive with the transactions that show it (GET /api/outcomes). Free.",
      inputSchema: mintInputSchema,
      outputSchema: outcomesResponseSchema,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ mintAddress }, meter) => twin(outcomes.GET, { mint: mintAddress }, meter),
  );
}
