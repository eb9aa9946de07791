// The whole accuracy run: scan the scenarios, decode the corpus, score both
// and build the document. `subset` narrows both sides (tests).
import type { AccuracyDocument } from "@/server/contracts/accuracy";
import { SCENARIOS } from "@/server/ledger";
import { buildAccuracyDocument } from "@/server/services/outcomes/accuracy/build-document";
import { scoreCorpus } from "@/server/services/outcomes/accuracy/decode-corpus";
import { scanScenarios } from "@/server/services/outcomes/accuracy/scan-scenarios";
import { scoreScenario } from "@/server/services/outcomes/accuracy/score-scenario";
import { truthOf } from "@/server/services/outcomes/accuracy/scenario-truth";

export interface AccuracySubset {
  scenarioIds?: readonly string[];
  signatures?: readonly string[];
}

export async function runAccuracy(subset: AccuracySubset = {}): Promise<AccuracyDocument> {
  const scenarios = subset.scenarioIds ? SCENARIOS.filter((s) => subset.scenarioIds!.includes(s.id)) : SCENARIOS;
  const reports = await scanScenarios(scenarios);
  const scenarioOutcomes = [...scenarios]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .flatMap((s) => scoreScenario(truthOf(s), reports.get(s.id)!));
  const corpus = scoreCorpus(subset.signatures ? new Set(subset.signatures) : undefined);
  return buildAccuracyDocument({ outcomes: [...scenarioOutcomes, ...corpus.outcomes], scenarioIds: scenarios.map((s) => s.id), realTransactions: corpus.corpus });
}

/** The document as written to docs/accuracy.json: 2-space JSON and a final newline. */
export const serializeAccuracy = (doc: AccuracyDocument): string => `${JSON.stringify(doc, null, 2)}\n`;
