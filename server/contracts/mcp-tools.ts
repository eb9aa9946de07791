// Inputs and structured outputs of the MCP tools served at /mcp. camelCase,
// as MCP tools usually are (docs/decisions.md "Agent and discovery interfaces");
// the HTTP API stays snake_case.
import { z } from "zod";
import { safeString } from "./safe-string";
import { solanaAddressSchema } from "./mint-address";

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
  reportUrl: z.string().describe("the full report for people"),
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
    id: z.union([safeString(), z.number()]).optional(),
    method: safeString().optional(),
    params: z.record(z.string(), z.unknown()).optional(),
    result: z.unknown().optional(),
    error: z.object({ code: z.number(), message: safeString() }).loose().optional(),
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
