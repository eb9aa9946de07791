// Requests of GET and POST /api/scan-cabal.
import { z } from "zod";
import { horizonHoursSchema } from "@/server/contracts/locks";
import { solanaAddressSchema } from "@/server/contracts/mint-address";

export const scanQuerySchema = z.object({
  mintAddress: solanaAddressSchema.describe("the token's mint address (Base58)"),
  /** ms timestamp of the pool's creation (DexScreener pairCreatedAt); narrows the history search. */
  pairCreatedAt: z.coerce.number().int().positive().optional().describe("ms timestamp of the pool's creation (DexScreener pairCreatedAt): narrows the history search"),
  /** 1 forces a live re-trace */
  fresh: z.enum(["0", "1", "true", "false"]).optional().transform((v) => v === "1" || v === "true").describe("1 forces a live re-trace (always charged)"),
  horizon_hours: horizonHoursSchema,
});

export const scanBodySchema = z.object({
  mintAddress: solanaAddressSchema,
  pairCreatedAt: z.number().int().positive().optional(),
  fresh: z.boolean().optional(),
  horizon_hours: z.number().positive().max(8760).optional().describe("hours ahead in which an unlock counts (default 72)"),
});

export type ScanQuery = z.infer<typeof scanQuerySchema>;
