// get_evidence and pre_trade_check: GET /api/evidence and POST /api/check
// answered by their own handlers in process (callTwin): the same contract,
// metering (a scan's, x402 included) and answer as over HTTP.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { checkResponseSchema } from "@/server/contracts/check";
import { evidencePackSchema } from "@/server/contracts/evidence/pack";
import { mintInputSchema, preTradeCheckInputSchema } from "@/server/contracts/mcp-tools";
import * as check from "@/server/api/check/check";
import * as evidence from "@/server/api/evidence/evidence";
import { callTwin, type McpCall } from "@/server/api/mcp/mcp-call";
import { registerContractTool } from "@/server/api/mcp/register-tool";

export function registerEvidenceTools(server: McpServer, call: McpCall): void {
  registerContractTool(
    server,
    "get_evidence",
    {
      title: "Signed evidence of a token's report",
      description:
        "The signed evidence pack of your report of a mint (GET /api/evidence): engine version, settings digest, slot, coverage, and per flag the rule, the claim and the transactions with slots that prove it. Verify it with `npm run verify` or at /verify. Free for a mint you paid for within the fresh window, one scan otherwise.",
      inputSchema: mintInputSchema,
      outputSchema: evidencePackSchema,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ mintAddress }, meter) => {
      const answer = await callTwin(call, evidence.GET, { query: { mint: mintAddress } });
      meter.headers = answer.headers;
      return answer.body;
    },
  );

  registerContractTool(
    server,
    "pre_trade_check",
    {
      title: "Pre-trade gate",
      description:
        "Before buying: allow, caution or block a position of sizeSol or sizeUsd in a mint (POST /api/check), with the reasons, max_exposure_usd (what the position loses if the flagged insiders exit at once), report_id and evidence_url. Default policy: AVOID blocks, REVIEW cautions, a degraded or unreadable scan blocks (fail-closed). Counts one scan (free as a repeat within the fresh window).",
      inputSchema: preTradeCheckInputSchema,
      outputSchema: checkResponseSchema,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ mintAddress, sizeSol, sizeUsd, policy }, meter) => {
      const answer = await callTwin(call, check.POST, { body: { mint: mintAddress, size_sol: sizeSol, size_usd: sizeUsd, ...(policy ? { policy } : {}) } });
      meter.headers = answer.headers;
      return answer.body;
    },
  );
}
