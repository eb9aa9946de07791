// Assembles the published document from the scored outcomes (pure).
import type { AccuracyDocument } from "@/server/contracts/accuracy";
import { SIGNAL_DESCRIPTIONS } from "@/server/services/outcomes/accuracy/describe-signals";
import { TRADE_GROUPS } from "@/server/services/outcomes/accuracy/score-trades";
import { tallySignals } from "@/server/services/outcomes/accuracy/tally";
import type { Outcome } from "@/server/services/outcomes/accuracy/types";

export const METHOD: readonly string[] = [
  "Every scenario of the embedded ledger is scanned the way the scan service traces a mint it has not seen: the gather step reads the chain over real HTTP (JSON-RPC, DexScreener, Jupiter) with the production options, then the engine builds the report. The service's storage and caches are left out; they change no signal.",
  "The clock is the ledger's fixed tip and no scan deadline applies, so the figures never depend on the machine's load; a scan that could not read everything stops the run instead of being scored.",
  "Each report is compared with the scenario's planted truth (what the scenario declares, completed from the facts the stealth-bundle and two-exchanges scenarios export), signal by signal, with the same comparisons the scan tests make.",
  "Every labelled real mainnet transaction of the corpus is read by the trade decoder and compared with its label: a trade counts when wallet, side, token amount, quote mint, quote amount and venue all agree.",
  "Exact-match scoring: a finding reported with the wrong content (other members, another amount) counts twice, as a false negative (the truth was missed) and a false positive (what was reported is not true).",
  "Precision = TP / (TP + FP), recall = TP / (TP + FN), rounded to 4 places; empty where the denominator is 0.",
  "The document has no timestamps and a fixed order: npm run accuracy on the same commit writes the same bytes.",
];

export const LIMITS: readonly string[] = [
  "The scenarios are synthetic and were written together with the detectors they test: they show each detector works on the case it was built for, not how often it fires on the open market. Perfect figures here are regression checks, not a promise.",
  "Scenario truths cover the scanner's reach: planted members outside the top wallet holders the scan traces are left out of the comparison, not counted as misses.",
  "Signals are only scored on scenarios that state a truth for them; a scenario without a planted sell route or honeypot truth adds nothing to those rows.",
  "The real corpus is transactions, not tokens: it measures trade decoding only. There is no labelled real-token set for clusters, bundles, exits or deployer verdicts.",
  "The real corpus is small (public repositories' recorded fixtures) and skewed to the venues those repositories test; labels were proposed by rules and checked by hand where the rules were ambiguous (see server/chain/testing/corpus/README.md). Machine-proposed labels are included.",
  "Wallet-level analytics (team, snipers, wash trading, cohorts, LP status) have exact facts in the ledger but are not part of this document.",
];

export function buildAccuracyDocument(input: {
  outcomes: readonly Outcome[];
  scenarioIds: readonly string[];
  realTransactions: AccuracyDocument["corpus"]["real_transactions"];
}): AccuracyDocument {
  return {
    schema_version: 1,
    method: [...METHOD],
    limits: [...LIMITS],
    corpus: {
      scenarios: { count: input.scenarioIds.length, ids: [...input.scenarioIds].sort() },
      real_transactions: input.realTransactions,
    },
    signals: tallySignals(input.outcomes, SIGNAL_DESCRIPTIONS, TRADE_GROUPS),
  };
}
