// One labelled real transaction against what the trade decoder read (pure).
// Same reading as server/chain/trades/corpus.test.ts: a trade is exact when
// wallet, side, token amount, quote mint and amount and venue all agree (the
// venue may be the route's aggregator or one of its venues). A token-for-token
// trade labelled once (buy X with Y) may be decoded from Y's side too: that
// mirror is the same trade, neither true nor false. Units: trades; a
// transaction labelled as no trade that yields no trade is one true negative.
import { STABLECOIN_MINTS, WSOL_MINT } from "@/server/chain/trades/quote-mints";
import { cellsOf, short } from "@/server/services/outcomes/accuracy/cells";
import type { Outcome } from "@/server/services/outcomes/accuracy/types";

/** The breakdown of the decoding figures, as the corpus note states them (issue 17). */
export const TRADE_GROUPS = ["SOL buys", "SOL sells", "stablecoin-quoted", "token-for-token", "not a labelled trade", "non-trade transactions"] as const;

function groupOf(t: LabelledTradeTruth): (typeof TRADE_GROUPS)[number] {
  if (STABLECOIN_MINTS.has(t.quote_mint)) return "stablecoin-quoted";
  if (t.quote_mint === WSOL_MINT) return t.side === "buy" ? "SOL buys" : "SOL sells";
  return "token-for-token";
}

/**
 * The decoding figures in the form issue 17 asks for them: "buys x/y, sells
 * x/y, stablecoin x/y, token-for-token x/y, false trades n, missed m" (buys
 * and sells quoted in SOL; x exact reads of y labelled trades). An inexact
 * read counts as a miss and a false read of its label's group, so what was
 * missed outright is the group's FN less its FP; false trades are reads that
 * match no labelled trade. server/chain/trades/corpus.test.ts prints the same.
 */
export function formatCorpusFigures(breakdown: readonly { group: string; tp: number; fp: number; fn: number }[]): string {
  const of = (group: (typeof TRADE_GROUPS)[number]) => breakdown.find((b) => b.group === group) ?? { group, tp: 0, fp: 0, fn: 0 };
  const labelled = (["SOL buys", "SOL sells", "stablecoin-quoted", "token-for-token"] as const).map(of);
  const [buys, sells, stable, tokens] = labelled.map((b) => `${b.tp}/${b.tp + b.fn}`);
  const missed = labelled.reduce((sum, b) => sum + b.fn - b.fp, 0);
  return `buys ${buys}, sells ${sells}, stablecoin ${stable}, token-for-token ${tokens}, false trades ${of("not a labelled trade").fp}, missed ${missed}`;
}

export interface LabelledTradeTruth {
  trader: string;
  side: "buy" | "sell";
  token_mint: string;
  token_amount: string;
  quote_mint: string;
  quote_amount: string;
  venue: string;
  route_venues?: string[];
}

export interface TradeLabel {
  signature: string;
  kind: string;
  hand_checked: boolean;
  trades?: LabelledTradeTruth[];
}

/** The fields of a decoded trade the scoring compares (DecodedTrade). */
export interface ReadTrade {
  owner: string;
  mint: string;
  side: "buy" | "sell";
  amount: bigint;
  quoteMint: string;
  quoteAmount: bigint;
  venueProgram: string | null;
}

function mismatch(label: LabelledTradeTruth, read: ReadTrade): string | null {
  if (read.side !== label.side) return `side ${read.side}`;
  if (read.amount.toString() !== label.token_amount) return `token amount ${read.amount} != ${label.token_amount}`;
  if (read.quoteMint !== label.quote_mint) return `quote mint ${short(read.quoteMint)} != ${short(label.quote_mint)}`;
  if (read.quoteAmount.toString() !== label.quote_amount) return `quote amount ${read.quoteAmount} != ${label.quote_amount}`;
  const venues = [label.venue, ...(label.route_venues ?? [])];
  if (!venues.includes(read.venueProgram ?? "")) return `venue ${short(read.venueProgram)} not in ${venues.map(short).join(", ")}`;
  return null;
}

export function scoreTradeLabel(label: TradeLabel, read: readonly ReadTrade[]): Outcome[] {
  const expected = label.trades ?? [];
  const checked = label.hand_checked ? "hand-checked" : "machine-proposed";
  const at = (group: string, planted: boolean, reported: boolean, exact: boolean, detail?: string) =>
    cellsOf("trade_decoding", "real_trade", label.signature, { planted, reported, exact, detail }).map((o) => ({ ...o, group }));
  const out: Outcome[] = [];
  for (const t of expected) {
    const found = read.find((d) => d.owner === t.trader && d.mint === t.token_mint);
    const what = `${t.side} of ${short(t.token_mint)} by ${short(t.trader)} (${checked} label)`;
    const why = found ? mismatch(t, found) : "missed";
    out.push(...at(groupOf(t), true, Boolean(found), why === null, why ? `${what}: ${why}` : undefined));
  }
  const unlabelled = read.filter((d) => !expected.some((t) => t.trader === d.owner && (t.token_mint === d.mint || (t.quote_mint === d.mint && d.quoteMint === t.token_mint))));
  for (const d of unlabelled) out.push(...at("not a labelled trade", false, true, false, `[${label.kind}] false ${d.side} of ${short(d.mint)} by ${short(d.owner)} for ${d.quoteAmount} of ${short(d.quoteMint)}`));
  if (expected.length === 0 && read.length === 0) out.push(...at("non-trade transactions", false, false, false));
  return out;
}
