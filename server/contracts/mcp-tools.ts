// Inputs and structured outputs of the MCP tools served at /mcp. camelCase,
// as MCP tools usually are (docs/decisions.md "Agent and discovery interfaces");
// the HTTP API stays snake_case.
import { z } from "zod";
import { safeString } from "@/server/contracts/safe-string";
import { solanaAddressSchema } from "@/server/contracts/mint-address";
import { screenListSchema } from "@/server/contracts/scan-report";
import { addScreenEntriesSchema } from "@/server/contracts/screen-list";
import { checkPolicySchema } from "@/server/contracts/check";

export const checkCabalRiskInputSchema = z.object({
  mintAddress: solanaAddressSchema.describe("the token's mint address (Base58)"),
});

export const checkCabalRiskOutputSchema = z.object({
  cabalScore: z.number().int().min(0).max(100).describe("0-100: how strongly insiders are positioned to sell into buyers"),
  isControlled: z.boolean(),
  recommendation: z.enum(["SAFE", "REVIEW", "AVOID"]),
  risk: z.enum(["HIGH", "MEDIUM", "CLEAN"]),
  confidence: z.enum(["HIGH", "LOW"]).describe("LOW when the scan was degraded by an upstream failure"),
  topReasons: z.array(z.string()),
  reportUrl: z.string().max(300).describe("the full report for people"),
  // the HTTP report's own fields, same names: the anonymous free quota and the key's screen list
  free_queries_remaining: z.number().int().min(0).optional().describe("anonymous callers: free scans left this month"),
  warning: z.string().max(300).optional().describe("when few free scans remain"),
  screen_list: screenListSchema.optional().describe("keys with the screen-list add-on: wallets of their list found among holders or cluster funders"),
});

/** The tools that take one mint: get_map_data, get_cohorts, get_cex_funding. */
export const mintInputSchema = z.object({
  mintAddress: solanaAddressSchema.describe("the token's mint address (Base58)"),
});

export const recentScansInputSchema = z.object({
  limit: z.number().int().min(1).max(50).optional().describe("how many mints, newest first (default 12)"),
});

export type CheckCabalRiskOutput = z.infer<typeof checkCabalRiskOutputSchema>;

/** A JSON-RPC 2.0 message as POSTed to /mcp (MCP Streamable HTTP); batches are arrays of these. */
export const jsonRpcMessageSchema = z
  .object({
    jsonrpc: z.literal("2.0"),
    // null: the id of an error answer to a message whose id could not be read (JSON-RPC 2.0 §5)
    id: z.union([safeString().max(200), z.number(), z.null()]).optional(),
    method: safeString().max(200).optional(),
    params: z.record(z.string().max(200), z.unknown()).optional(),
    result: z.unknown().optional(),
    error: z.object({ code: z.number().int(), message: safeString().max(2000) }).loose().optional(),
  })
  .loose();

export const tradeAnalysisInputSchema = mintInputSchema
  .extend({
    sizeUsd: z.number().positive().max(1e9).optional().describe("your position in USD: the answer prices its exit"),
    sizeSol: z.number().positive().max(1e9).optional().describe("or in SOL (not both)"),
  })
  .refine((input) => !(input.sizeUsd !== undefined && input.sizeSol !== undefined), { message: "give sizeUsd or sizeSol, not both" });

export const walletCheckInputSchema = mintInputSchema.extend({
  wallet: solanaAddressSchema.describe("the wallet to look up (Base58)"),
});

export const operatorInputSchema = z.object({
  wallet: solanaAddressSchema.describe("the wallet to look up (Base58)"),
});

/** add_screen_list_entries: the body of POST /api/screen-list. */
export const screenListAddInputSchema = z.object({
  entries: addScreenEntriesSchema.shape.entries.describe("wallets to watch for, each with your label (at most 1,000 per key)"),
});

/** remove_screen_list_entry: the query of DELETE /api/screen-list. */
export const screenListRemoveInputSchema = z.object({
  wallet: solanaAddressSchema.describe("the wallet to take off the list (Base58)"),
});

export const screenListRemovedSchema = z.object({ status: z.literal("Removed"), wallet: z.string().max(64) });

/** pre_trade_check: the body of POST /api/check, camelCase like the other tools (the policy keeps the API's names). */
export const preTradeCheckInputSchema = mintInputSchema
  .extend({
    sizeSol: z.number().positive().max(1e9).optional().describe("your position in SOL"),
    sizeUsd: z.number().positive().max(1e9).optional().describe("or in USD (exactly one of the two)"),
    policy: checkPolicySchema.optional().describe("this call's policy ({ block_on, fail_closed, thresholds }); left out: your key's stored one, else the default"),
  })
  .refine((input) => (input.sizeSol === undefined) !== (input.sizeUsd === undefined), { message: "give exactly one of sizeSol and sizeUsd" });
