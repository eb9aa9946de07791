// Requests of GET and POST /api/scan-cabal.
import { z } from "zod";
import { solanaAddressSchema } from "./mint-address";

export const scanQuerySchema = z.object({
  mintAddress: solanaAddressSchema,
  /** ms timestamp of the pool's creation (DexScreener pairCreatedAt); narrows the history search. */
  pairCreatedAt: z.coerce.number().int().positive().optional(),
  /** 1 forces a live re-trace */
  fresh: z.enum(["0", "1", "true", "false"]).optional().transform((v) => v === "1" || v === "true"),
});

export const scanBodySchema = z.object({
  mintAddress: solanaAddressSchema,
  pairCreatedAt: z.number().int().positive().optional(),
  fresh: z.boolean().optional(),
});

export type ScanQuery = z.infer<typeof scanQuerySchema>;
