// Test support: the hand-checked labels of the corpus (labels.json, made by
// tools/build_labels.py; see README.md for the rules). Independent of the
// project's decoders: nothing here imports them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { CORPUS_DIR } from "@/server/chain/testing/corpus/load-corpus";

export const CORPUS_KINDS = [
  "trade", "transfer", "liquidity_add", "liquidity_remove", "lp_mint", "lp_burn",
  "pool_create", "order_book", "airdrop", "failed", "other",
] as const;

const amount = z.string().regex(/^\d+$/);
const address = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

export const labelledTradeSchema = z.object({
  trader: address,
  side: z.enum(["buy", "sell"]),
  token_mint: address,
  token_amount: amount,
  quote_mint: address,
  /** SOL: lamports the trader paid (buy) or got (sell), network fee, rent and listed tips/bot fees excluded. */
  quote_amount: amount,
  /** Where an unlisted top-level SOL transfer sits beside the swap: the swap's own amount. */
  swap_quote_amount: amount.optional(),
  swap_token_amount: amount.optional(),
  /** The program that ran the swap; the aggregator for a multi-hop route. */
  venue: address,
  route_venues: z.array(address).optional(),
});

export const corpusLabelSchema = z.object({
  signature: z.string(),
  source: z.string(),
  path: z.string(),
  kind: z.enum(CORPUS_KINDS),
  checks: z.array(z.enum(["balance-rule", "transfer-flows", "hand"])),
  hand_checked: z.boolean(),
  note: z.string().optional(),
  trades: z.array(labelledTradeSchema).optional(),
});

export type CorpusLabel = z.infer<typeof corpusLabelSchema>;
export type LabelledTrade = z.infer<typeof labelledTradeSchema>;

export function loadCorpusLabels(): CorpusLabel[] {
  return z.array(corpusLabelSchema).parse(JSON.parse(readFileSync(join(CORPUS_DIR, "labels.json"), "utf8")));
}
