// The accuracy run on a small subset, twice: the same bytes both times (the
// published document must not change on a rerun), and the subset scored.
import { afterAll, describe, expect, it } from "vitest";
import { loadCorpusLabels } from "@/server/chain/testing/corpus/labels";
import { accuracyDocumentSchema } from "@/server/contracts/accuracy";
import { closeApp } from "@/server/app/close-app";
import { runAccuracy, serializeAccuracy } from "@/server/services/outcomes/accuracy/run-accuracy";

afterAll(async () => {
  await closeApp();
});

describe("runAccuracy", () => {
  it("writes the same document twice on a subset (two scenarios, twelve real transactions)", async () => {
    const signatures = loadCorpusLabels()
      .map((l) => l.signature)
      .sort()
      .slice(0, 12);
    const subset = { scenarioIds: ["same-slot-bundle", "t22-inert"], signatures };
    const first = serializeAccuracy(await runAccuracy(subset));
    const second = serializeAccuracy(await runAccuracy(subset));
    expect(second).toBe(first);

    const doc = accuracyDocumentSchema.parse(JSON.parse(first));
    expect(doc.corpus.scenarios.ids).toEqual(["same-slot-bundle", "t22-inert"]);
    expect(doc.corpus.real_transactions.count).toBe(12);
    const signal = (id: string) => doc.signals.find((s) => s.id === id)!;
    // one scenario plants a bundle, the other plants none: each counted once
    expect(signal("bundles").tp + signal("bundles").fn).toBe(1);
    expect(signal("bundles").tn + signal("bundles").fp).toBe(1);
    expect(signal("honeypot_traps").cases).toBe(2);
    expect(signal("trade_decoding").cases).toBe(12);
  }, 120_000);
});
