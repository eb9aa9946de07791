// The analytics tools: the same service calls and charges as /api/cohorts,
// /api/trade-analysis, /api/cex-funding (one scan each, no free repeat: like
// their HTTP twins, each answer is computed live) and /api/wallet-check (free,
// under the caller's minute limit), and /api/operator (free, the same limit).
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { cexFundingResponseSchema, cohortsResponseSchema, tradeAnalysisResponseSchema, walletCheckResponseSchema } from "@/server/contracts/analytics";
import { mintInputSchema, operatorInputSchema, tradeAnalysisInputSchema, walletCheckInputSchema } from "@/server/contracts/mcp-tools";
import { operatorResponseSchema } from "@/server/contracts/operator";
import type { Endpoint } from "@/server/contracts/endpoint";
import { checkWallet, getCexFunding, getCohorts, getOperator as getOperatorEndpoint, getTradeAnalysis } from "@/server/contracts/endpoints";
import { getAnalytics } from "@/server/services/analytics/get-analytics-service";
import { getOperator } from "@/server/services/analytics/operators/get-operator";
import { callerForTool, type McpCall } from "@/server/services/agents/mcp/mcp-call";
import type { ToolMeter } from "@/server/services/agents/mcp/tool-results";
import { registerContractTool } from "@/server/services/agents/mcp/register-tool";

const READ = { readOnlyHint: true, openWorldHint: true };

export function registerAnalyticsTools(server: McpServer, call: McpCall): void {
  const paidTool = async <T,>(twin: Endpoint, mint: string, meter: ToolMeter, run: () => Promise<T>): Promise<T> => {
    const caller = await callerForTool(call, twin, { mint });
    const access = await caller.authorizeScans(1);
    const body = await access.runScan(run);
    meter.headers = access.headers();
    return body;
  };

  registerContractTool(
    server,
    "get_cohorts",
    { title: "Team, snipers and insiders", description: "Cohorts of a mint from its trade history (GET /api/cohorts). Counts one scan.", inputSchema: mintInputSchema, outputSchema: cohortsResponseSchema, annotations: READ },
    ({ mintAddress }, meter) => paidTool(getCohorts, mintAddress, meter, async () => (await getAnalytics()).service.cohorts(mintAddress)),
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
    ({ mintAddress, sizeUsd, sizeSol }, meter) => {
      const size = sizeUsd !== undefined ? { usd: sizeUsd } : sizeSol !== undefined ? { sol: sizeSol } : null;
      return paidTool(getTradeAnalysis, mintAddress, meter, async () => (await getAnalytics()).service.tradeAnalysis(mintAddress, size));
    },
  );

  registerContractTool(
    server,
    "get_cex_funding",
    { title: "Exchange funding", description: "Holders funded from exchanges, per labelled exchange (GET /api/cex-funding). Counts one scan.", inputSchema: mintInputSchema, outputSchema: cexFundingResponseSchema, annotations: READ },
    ({ mintAddress }, meter) => paidTool(getCexFunding, mintAddress, meter, async () => (await getAnalytics()).service.cexFunding(mintAddress)),
  );

  registerContractTool(
    server,
    "check_wallet",
    { title: "A wallet's roles in a token", description: "The roles a wallet plays in a mint: holder, cluster member, funder, team, sniper... (GET /api/wallet-check). Free.", inputSchema: walletCheckInputSchema, outputSchema: walletCheckResponseSchema, annotations: READ },
    async ({ mintAddress, wallet }) => {
      await callerForTool(call, checkWallet, { mint: mintAddress, wallet });
      return (await getAnalytics()).service.walletCheck(mintAddress, wallet);
    },
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
    async ({ wallet }) => {
      await callerForTool(call, getOperatorEndpoint, { wallet });
      return getOperator(wallet);
    },
  );
}
