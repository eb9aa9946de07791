// zod schemas of DexScreener's raw answers, modelled on the recorded answers in
// server/chain/testing/recorded/market/dexscreener-*.json. Only the fields a scan
// reads are checked; the rest pass through untouched. Prices are decimal
// strings, liquidity/fdv/marketCap USD numbers, pairCreatedAt unix ms; any of
// them can be missing on young or odd pairs (liquidity and pairCreatedAt are, in
// the recorded search answer).
import { z } from "zod";

const tokenRefSchema = z.object({ address: z.string(), name: z.string(), symbol: z.string() });

export const dexPairSchema = z.looseObject({
  chainId: z.string(),
  dexId: z.string(),
  url: z.string().optional(),
  pairAddress: z.string(),
  labels: z.array(z.string()).optional(),
  baseToken: tokenRefSchema,
  quoteToken: tokenRefSchema,
  /** price of one base token in quote tokens. */
  priceNative: z.string(),
  /** price of one base token in USD. */
  priceUsd: z.string().optional(),
  liquidity: z.object({ usd: z.number().optional(), base: z.number(), quote: z.number() }).optional(),
  fdv: z.number().optional(),
  marketCap: z.number().optional(),
  pairCreatedAt: z.number().optional(),
});
export type DexPair = z.infer<typeof dexPairSchema>;

/** GET /tokens/v1/{chainId}/{addresses}: a bare array. */
export const tokenPairsAnswerSchema = z.array(dexPairSchema);

/** GET /latest/dex/tokens/{addresses}: pairs is null when nothing trades. */
export const latestTokenPairsAnswerSchema = z.object({
  schemaVersion: z.string(),
  pairs: z.array(dexPairSchema).nullable(),
});
