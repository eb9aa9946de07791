// The corpus is what its README says: real transactions with provenance, every
// one readable as a node's jsonParsed answer, every one labelled.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR, loadCorpus } from "@/server/chain/testing/corpus/load-corpus";
import { loadCorpusLabels } from "@/server/chain/testing/corpus/labels";

const WSOL = "So11111111111111111111111111111111111111112";
const corpus = loadCorpus();
const labels = loadCorpusLabels();
const sources: Record<string, { repository: string; commit: string; licence: string }> = JSON.parse(
  readFileSync(join(CORPUS_DIR, "sources.json"), "utf8"),
);

describe("real transaction corpus", () => {
  it("holds distinct transactions, each with a named source", () => {
    expect(new Set(corpus.map((e) => e.signature)).size).toBe(corpus.length);
    for (const e of corpus) expect(sources[e.source], `${e.signature} source ${e.source}`).toBeDefined();
  });

  it("labels every transaction exactly once", () => {
    expect(labels.map((l) => l.signature).sort()).toEqual(corpus.map((e) => e.signature).sort());
  });

  it("gives every trade its trader among the transaction's keys and a venue among its programs", () => {
    const bySignature = new Map(corpus.map((e) => [e.signature, e.transaction]));
    for (const label of labels.filter((l) => l.kind === "trade")) {
      expect(label.trades?.length, label.signature).toBeGreaterThan(0);
      const text = JSON.stringify(bySignature.get(label.signature));
      for (const t of label.trades ?? []) {
        expect(text.includes(t.trader) && text.includes(t.venue), label.signature).toBe(true);
      }
    }
  });

  it("labels only trades with trades, and marks every ambiguous case hand-checked", () => {
    for (const l of labels) {
      expect(l.kind === "trade", l.signature).toBe((l.trades ?? []).length > 0);
      if (l.kind !== "trade" && l.kind !== "failed") expect(l.hand_checked, l.signature).toBe(true);
    }
  });

  it("prices the recorded PumpSwap buy, converted as a node answers, at 3,882,999 lamports", () => {
    const label = labels.find((l) => l.path.endsWith("pumpswap-buy-1.json"));
    expect(label?.trades?.[0]).toMatchObject({
      side: "buy",
      quote_mint: WSOL,
      quote_amount: "3882999",
      token_amount: "4374143343",
      venue: "pAMMBay6oceH9fJKBRHGP5D4bD4sWpmSwMn52FMfXEA",
    });
  });
});
