// docs/accuracy.json, as shipped: it parses against its contract, its figures
// follow from its own counts, and it covers today's scenario catalogue and
// labelled corpus (a new scenario or label means `npm run accuracy` again).
import { describe, expect, it } from "vitest";
import { loadCorpusLabels } from "@/server/chain/testing/corpus/labels";
import { accuracyDocumentSchema } from "@/server/contracts/accuracy";
import { SCENARIOS } from "@/server/ledger";
import { getAccuracyDocument } from "@/server/services/outcomes/accuracy/get-accuracy";
import { ratio } from "@/server/services/outcomes/accuracy/tally";

describe("docs/accuracy.json", () => {
  const doc = getAccuracyDocument();

  it("parses against its contract", () => {
    expect(() => accuracyDocumentSchema.parse(doc)).not.toThrow();
  });

  it("derives precision, recall and misses from its counts", () => {
    for (const s of doc.signals) {
      expect(s.precision, s.id).toBe(ratio(s.tp, s.tp + s.fp));
      expect(s.recall, s.id).toBe(ratio(s.tp, s.tp + s.fn));
      expect(s.misses.length, s.id).toBe(s.fp + s.fn);
    }
  });

  it("covers every scenario and every labelled real transaction of this commit", () => {
    expect(doc.corpus.scenarios.ids).toEqual(SCENARIOS.map((s) => s.id).sort());
    const labels = loadCorpusLabels();
    expect(doc.corpus.real_transactions.count).toBe(labels.length);
    expect(doc.corpus.real_transactions.labelled_trades).toBe(labels.reduce((n, l) => n + (l.trades?.length ?? 0), 0));
  });
});
