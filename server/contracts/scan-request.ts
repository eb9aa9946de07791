// Requests of GET and POST /api/scan-cabal.
import { z } from "zod";
import { horizonHoursSchema } from "@/server/contracts/locks";
import { solanaAddressSchema } from "@/server/contracts/mint-address";

const positionSize = z.coerce.number().positive().max(1e9);

export const scanQuerySchema = z
  .object({
    mintAddress: solanaAddressSchema.describe("the token's mint address (Base58)"),
    /** ms timestamp of the pool's creation (DexScreener pairCreatedAt); narrows the history search. */
    pairCreatedAt: z.coerce.number().int().positive().optional().describe("ms timestamp of the pool's creation (DexScreener pairCreatedAt): narrows the history search"),
    /** 1 forces a live re-trace */
    fresh: z.enum(["0", "1", "true", "false"]).optional().transform((v) => v === "1" || v === "true").describe("1 forces a live re-trace (always charged)"),
    size_usd: positionSize.optional().describe("the caller's position in USD: the answer carries exit_cost, the sell quote and round-trip loss at that size (never cached)"),
    size_sol: positionSize.optional().describe("the caller's position in SOL (instead of size_usd)"),
    horizon_hours: horizonHoursSchema,
  })
  .refine((q) => !(q.size_usd !== undefined && q.size_sol !== undefined), { message: "give size_usd or size_sol, not both" });

export const scanBodySchema = z.object({
  mintAddress: solanaAddressSchema,
  pairCreatedAt: z.number().int().positive().optional(),
  fresh: z.boolean().optional(),
  horizon_hours: z.number().positive().max(8760).optional().describe("hours ahead in which an unlock counts (default 72)"),
});

export type ScanQuery = z.infer<typeof scanQuerySchema>;
