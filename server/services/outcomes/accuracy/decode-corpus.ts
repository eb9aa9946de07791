// The labelled real mainnet transactions (server/chain/testing/corpus) read by
// the one trade decoder, as server/chain/trades/corpus.test.ts reads them:
// each as a node's jsonParsed answer, normalized, decoded with off-curve
// owners that did not sign taken for liquidity (pools, curves, vaults).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PublicKey } from "@solana/web3.js";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import { CORPUS_DIR, loadCorpus } from "@/server/chain/testing/corpus/load-corpus";
import { loadCorpusLabels } from "@/server/chain/testing/corpus/labels";
import { decodeTransaction } from "@/server/chain/trades/decode-trades";
import type { AccuracyDocument } from "@/server/contracts/accuracy";
import { scoreTradeLabel } from "@/server/services/outcomes/accuracy/score-trades";
import type { Outcome } from "@/server/services/outcomes/accuracy/types";

const isOffCurve = (owner: string) => {
  try {
    return !PublicKey.isOnCurve(new PublicKey(owner).toBytes());
  } catch {
    return true;
  }
};

export interface DecodedCorpus {
  outcomes: Outcome[];
  corpus: AccuracyDocument["corpus"]["real_transactions"];
}

/** `only`: signatures to score (a subset for tests); all labelled ones by default. */
export function scoreCorpus(only?: ReadonlySet<string>): DecodedCorpus {
  const entries = new Map(loadCorpus().map((e) => [e.signature, e]));
  const labels = loadCorpusLabels()
    .filter((l) => entries.has(l.signature) && (!only || only.has(l.signature)))
    .sort((a, b) => (a.signature < b.signature ? -1 : 1));
  const outcomes: Outcome[] = [];
  for (const label of labels) {
    const entry = entries.get(label.signature)!;
    // some sources recorded the answer without its slot: irrelevant to decoding
    const tx = normalizeTransaction({ slot: 0, ...entry.transaction }, label.signature);
    const read = decodeTransaction(tx, { isLiquidityOwner: (o) => isOffCurve(o) && !tx.signers.includes(o) }).trades;
    outcomes.push(...scoreTradeLabel(label, read));
  }
  const sources = JSON.parse(readFileSync(join(CORPUS_DIR, "sources.json"), "utf8")) as Record<string, { repository: string; commit?: string; licence: string }>;
  const perSource = new Map<string, number>();
  for (const l of labels) {
    const key = entries.get(l.signature)!.source;
    perSource.set(key, (perSource.get(key) ?? 0) + 1);
  }
  return {
    outcomes,
    corpus: {
      count: labels.length,
      labelled_trades: labels.reduce((n, l) => n + (l.trades?.length ?? 0), 0),
      non_trade_transactions: labels.filter((l) => !l.trades?.length).length,
      hand_checked: labels.filter((l) => l.hand_checked).length,
      sources: [...perSource.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, transactions]) => ({
          key,
          repository: sources[key]?.repository ?? key,
          commit: sources[key]?.commit ?? "not stated",
          licence: sources[key]?.licence ?? "unknown",
          transactions,
        })),
    },
  };
}
