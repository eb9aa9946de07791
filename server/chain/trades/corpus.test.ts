// The one trade decoder against the labelled corpus of real mainnet
// transactions (server/chain/testing/corpus, labels.json): every labelled
// trade exact (wallet, side, token amount, quote mint and amount, venue) and
// no trade reported on a non-trade. Prints the figures in the form issue 17
// asks for (buys and sells quoted in SOL, stablecoin-quoted, token-for-token:
// exact reads of labelled trades; false trades; trades missed outright), the
// same line `npm run accuracy` prints (formatCorpusFigures). A token-for-token
// trade labelled once (buy X with Y) is decoded from both mints' sides: the
// mirrored sell of Y is the same trade, not a false one. Venue: the pool
// program, or for a labelled multi-hop route its aggregator or one of its
// route venues.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import { CORPUS_DIR, loadCorpus } from "@/server/chain/testing/corpus/load-corpus";
import { decodeTransaction } from "@/server/chain/trades/decode-trades";
import { STABLECOIN_MINTS, WSOL_MINT } from "@/server/chain/trades/quote-mints";
import type { DecodedTrade } from "@/server/chain/trades/types";

interface LabelTrade {
  trader: string;
  side: "buy" | "sell";
  token_mint: string;
  token_amount: string;
  quote_mint: string;
  quote_amount: string;
  venue: string;
  route_venues?: string[];
}
interface Label {
  signature: string;
  kind: string;
  hand_checked?: boolean;
  trades?: LabelTrade[];
}

const labels = JSON.parse(readFileSync(join(CORPUS_DIR, "labels.json"), "utf8")) as Label[];
const isOffCurve = (owner: string) => {
  try {
    return !PublicKey.isOnCurve(new PublicKey(owner).toBytes());
  } catch {
    return true;
  }
};

function mismatch(label: LabelTrade, decoded: DecodedTrade | undefined): string | null {
  if (!decoded) return "missed";
  if (decoded.side !== label.side) return `side ${decoded.side}`;
  if (decoded.amount.toString() !== label.token_amount) return `amount ${decoded.amount} != ${label.token_amount}`;
  if (decoded.quoteMint !== label.quote_mint) return `quote mint ${decoded.quoteMint}`;
  if (decoded.quoteAmount.toString() !== label.quote_amount) return `quote ${decoded.quoteAmount} != ${label.quote_amount}`;
  const venues = [label.venue, ...(label.route_venues ?? [])];
  if (!venues.includes(decoded.venueProgram ?? "")) return `venue ${decoded.venueProgram} not in ${venues.join(",")}`;
  return null;
}

/**
 * Hand-checked labels the decoder still reads differently (signature prefix: why).
 * A new disagreement fails the test; fixing one of these fails it too until the
 * entry is removed, so the list only shrinks.
 */
const KNOWN: Record<string, string> = {
  // Decided (README "Known disagreements"): the label is right in all three; the decoder cannot read them yet.
  "53fG8Sh9":
    "label right: a bot program (MAyhSm...) buys for its per-user PDA BwWK17cb..., which holds the tokens and pays the SOL; the decoder's callers treat every off-curve owner as liquidity, so a PDA trader is indistinguishable from the curve it trades against",
  "4DPfdCKC":
    "label right: gasless Jupiter sell whose USDC proceeds are paid to another owner's account (8ruZEy...); the seller's own accounts get no quote back, so the decoder reads a token leaving, not a sale",
  "4aQ4oYFr": "label right: DFlow Swap2WithDestination sell whose SOL proceeds go to another wallet (H7j5NP..., an off-curve owner): as 4DPfdCKC",
};

describe("the trade decoder on the labelled real corpus", () => {
  const corpus = new Map(loadCorpus().map((e) => [e.signature, e]));

  it("reads every hand-checked trade exactly and reports no trade on a non-trade", () => {
    const tally = { buy: [0, 0], sell: [0, 0], stable: [0, 0], tokens: [0, 0], falseTrades: 0, missed: 0 };
    const problems: string[] = [];
    const handProblems: string[] = [];
    for (const label of labels) {
      const entry = corpus.get(label.signature);
      if (!entry) continue;
      // some sources recorded the result without its slot: irrelevant to decoding
      const tx = normalizeTransaction({ slot: 0, ...entry.transaction }, label.signature);
      const decoded = decodeTransaction(tx, { isLiquidityOwner: (o) => isOffCurve(o) && !tx.signers.includes(o) }).trades;
      const expected = label.trades ?? [];
      for (const t of expected) {
        const bucket = STABLECOIN_MINTS.has(t.quote_mint) ? tally.stable : t.quote_mint !== WSOL_MINT ? tally.tokens : t.side === "buy" ? tally.buy : tally.sell;
        bucket[1]++;
        const found = decoded.find((d) => d.owner === t.trader && d.mint === t.token_mint);
        const why = mismatch(t, found);
        if (why === null) bucket[0]++;
        else {
          if (why === "missed") tally.missed++;
          (label.hand_checked ? handProblems : problems).push(`${label.signature} ${t.side} ${t.token_mint.slice(0, 6)} (${t.quote_mint === WSOL_MINT ? "SOL" : t.quote_mint.slice(0, 4)}): ${why}`);
        }
      }
      for (const d of decoded) {
        const labelled = expected.some((t) => t.trader === d.owner && (t.token_mint === d.mint || (t.quote_mint === d.mint && d.quoteMint === t.token_mint)));
        if (labelled) continue;
        tally.falseTrades++;
        (label.hand_checked ? handProblems : problems).push(`${label.signature} [${label.kind}] false ${d.side} of ${d.mint.slice(0, 6)} by ${d.owner.slice(0, 6)} for ${d.quoteAmount} ${d.quoteMint.slice(0, 4)}`);
      }
    }
    console.log(
      `corpus: buys ${tally.buy[0]}/${tally.buy[1]}, sells ${tally.sell[0]}/${tally.sell[1]}, stablecoin ${tally.stable[0]}/${tally.stable[1]}, token-for-token ${tally.tokens[0]}/${tally.tokens[1]}, false trades ${tally.falseTrades}, missed ${tally.missed}\nhand-checked labels:\n${handProblems.join("\n")}\nmachine-proposed labels:\n${problems.join("\n")}`,
    );
    // hand-checked labels are the standard (less the known disagreements); machine-proposed ones are printed
    const known = new Set(Object.keys(KNOWN));
    expect(handProblems.filter((p) => !known.has(p.slice(0, 8)))).toEqual([]);
    expect([...known].filter((k) => !handProblems.some((p) => p.startsWith(k)))).toEqual([]);
  });
});
