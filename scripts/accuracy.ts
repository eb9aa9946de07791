// `npm run accuracy`: scans every ledger scenario and decodes every labelled
// real mainnet transaction, scores them against their truths and writes
// docs/accuracy.json (deterministic: the same commit writes the same bytes).
// See docs/accuracy.md.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { runAccuracy, serializeAccuracy } from "@/server/services/outcomes/accuracy/run-accuracy";
import { formatCorpusFigures } from "@/server/services/outcomes/accuracy/score-trades";

async function main() {
  const started = performance.now();
  const doc = await runAccuracy();
  writeFileSync(join(process.cwd(), "docs/accuracy.json"), serializeAccuracy(doc));
  for (const s of doc.signals) {
    const pct = (v: number | null) => (v === null ? "  n/a" : `${(v * 100).toFixed(1)}%`);
    console.log(`${s.id.padEnd(18)} tp ${s.tp} fp ${s.fp} fn ${s.fn} tn ${s.tn}  precision ${pct(s.precision)}  recall ${pct(s.recall)}`);
  }
  const decoding = doc.signals.find((s) => s.id === "trade_decoding");
  if (decoding?.breakdown) console.log(`corpus: ${formatCorpusFigures(decoding.breakdown)}`);
  console.log(`docs/accuracy.json written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
