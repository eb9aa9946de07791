// Part of `npm run bench` (and `--cold-only`): cold scans of every scenario
// against the ledger at its injected latency, on both address-history paths
// side by side: standard JSON-RPC, and getTransactionsForAddress where the
// ledger serves it (probed first, as the app does). The two scans of a
// scenario run one after the other, so the machine's load falls on both.
// Per scan (bench-cold-run.ts): wall time, JSON-RPC calls by method, credits
// (Helius and QuickNode price lists), the most requests in flight, and the
// sequential round trips: the longest chain of requests each sent after the
// previous one answered (with 100 ms per request that is the scan's critical
// path; DexScreener and Jupiter requests count as trips too). Per stage: RPC
// calls (+ market/quote API requests), round trips and ms. Then the standard
// scans with the first-buyer trace switched off: what that trace adds.
import { isDeepStrictEqual } from "node:util";
import { SCENARIOS } from "@/server/ledger/scenarios";
import { STANDARD_PLAN } from "@/server/services/scan/gather/history/address-history";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { probeLedgerHistory, runColdScan, type BenchUrls, type ColdRun } from "./bench-cold-run";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** what may differ between two scans of one world: the time and the chain's slot as the scan read them (the
 * ledger's clock runs on between the two scans; the differential test, history-paths.test.ts, stops it instead) */
const comparable = (run: ColdRun) => ({ ...run.report, analysis_time_ms: 0, slot: 0, computed_at: 0, locks: run.report.locks && { ...run.report.locks, as_of: 0 } });

/** the paths at which two reports differ (at most `limit`), so a "NO" says what differed */
function differences(a: unknown, b: unknown, path = "", out: string[] = [], limit = 4): string[] {
  if (out.length >= limit || isDeepStrictEqual(a, b)) return out;
  if (a && b && typeof a === "object" && typeof b === "object") {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      differences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], path ? `${path}.${key}` : key, out, limit);
    }
  } else out.push(`${path}: ${JSON.stringify(a)?.slice(0, 60)} -> ${JSON.stringify(b)?.slice(0, 60)}`);
  return out;
}

function printRun(run: ColdRun) {
  const byMethod = Object.entries(run.calls).sort((a, b) => b[1] - a[1]).map(([m, n]) => `${m.replace(/^get/, "")}:${n}`).join(" ");
  const perStage = [...run.stages].map(([stage, s]) => `${stage} ${s.calls}${s.api ? `+${s.api}api` : ""}/${s.trips}/${s.ms.toFixed(0)}`).join(", ");
  console.log(
    `${run.id.padEnd(24)} ${run.path.padEnd(8)} ${run.wall.toFixed(0).padStart(7)} ${String(run.trips).padStart(5)} ${String(run.totalCalls).padStart(6)} ${String(run.credits.helius).padStart(7)} ${String(run.credits.quicknode).padStart(7)} ${String(run.httpRequests).padStart(5)} ${String(run.maxInFlight).padStart(4)}  ${run.report.recommendation.padEnd(7)} ${byMethod} | ${perStage}`,
  );
}

function summarize(label: string, runs: ColdRun[]) {
  if (runs.length === 0) return;
  const walls = runs.map((r) => r.wall);
  const trips = runs.map((r) => r.trips);
  const calls = runs.map((r) => r.totalCalls);
  console.log(
    `${label}: wall median ${median(walls).toFixed(0)} ms, max ${Math.max(...walls).toFixed(0)} ms; trips median ${median(trips)}, max ${Math.max(...trips)}; ` +
      `calls median ${median(calls)}, max ${Math.max(...calls)}; credits per scan median ${median(runs.map((r) => r.credits.helius))} Helius / ${median(runs.map((r) => r.credits.quicknode))} QuickNode`,
  );
}

export async function benchColdScans(urls: BenchUrls, latencyMs: number): Promise<void> {
  const { plan: indexed, methods: probe } = await probeLedgerHistory(urls);
  const gtfa = probe.transactionsForAddress;
  console.log(`\nHistory methods probed: getTransactionsForAddress ${gtfa.served ? `served, full pages of ${gtfa.fullLimit}` : `not served (${gtfa.reason})`}; getSignaturesForAddressReverse ${probe.signaturesForAddressReverse.served ? "served" : "not served"}`);
  // one throwaway scan per path first: the first scan of a process pays for module loading and JIT
  for (const plan of [STANDARD_PLAN, ...(indexed ? [indexed] : [])]) await runColdScan(SCENARIOS[0].mint, SCENARIOS[0].id, urls, DEFAULT_GATHER_OPTIONS, plan);
  console.log(`\nCold scans (ledger latency ${latencyMs} ms per request; trips = longest chain of sequential requests; credits as Helius / QuickNode bill them)`);
  console.log("scenario                 path        wall trips  calls  Helius QuickNd  http  fly  verdict by method | per stage: calls/trips/ms");
  const pairs: { standard: ColdRun; history: ColdRun | null }[] = [];
  for (const scenario of SCENARIOS) {
    const standard = await runColdScan(scenario.mint, scenario.id, urls, DEFAULT_GATHER_OPTIONS, STANDARD_PLAN);
    const history = indexed ? await runColdScan(scenario.mint, scenario.id, urls, DEFAULT_GATHER_OPTIONS, indexed) : null;
    printRun(standard);
    if (history) printRun(history);
    pairs.push({ standard, history });
  }
  summarize("standard JSON-RPC", pairs.map((p) => p.standard));
  summarize("getTransactionsForAddress", pairs.flatMap((p) => (p.history ? [p.history] : [])));
  if (indexed) {
    console.log("\nBoth paths side by side (standard -> history): trips, RPC calls, credits (Helius / QuickNode), wall ms; same = identical report but for time and slot");
    console.log("scenario                 trips    calls      Helius credits   QuickNode credits      wall ms   same");
    for (const { standard: s, history: h } of pairs) {
      if (!h) continue;
      const same = isDeepStrictEqual(comparable(s), comparable(h));
      const pair = (a: number, b: number, w: number) => `${String(a).padStart(w)} -> ${String(b).padEnd(w)}`;
      console.log(`${s.id.padEnd(24)} ${pair(s.trips, h.trips, 2)} ${pair(s.totalCalls, h.totalCalls, 4)} ${pair(s.credits.helius, h.credits.helius, 6)} ${pair(s.credits.quicknode, h.credits.quicknode, 6)} ${pair(Math.round(s.wall), Math.round(h.wall), 5)} ${same ? "yes" : "NO"}`);
    }
    const different = pairs.filter((p) => p.history && !isDeepStrictEqual(comparable(p.standard), comparable(p.history))).map((p) => p.standard.id);
    console.log(`reports identical on ${pairs.length - different.length} of ${pairs.length} worlds${different.length ? `; different: ${different.join(", ")}` : ""}`);
    for (const { standard: s, history: h } of pairs) {
      if (h && different.includes(s.id)) console.log(`  ${s.id}: ${differences(comparable(s), comparable(h)).join("; ")}`);
    }
  }

  console.log("\nThe first-buyer trace (exited groups), standard path: the same scans with it off; added = on - off");
  console.log("scenario                  calls on  calls off  added  trips on  trips off  wall on  wall off");
  const added: { calls: number; trips: number; wall: number }[] = [];
  for (const { standard: run } of pairs) {
    const scenario = SCENARIOS.find((s) => s.id === run.id)!;
    const off = await runColdScan(scenario.mint, scenario.id, urls, { ...DEFAULT_GATHER_OPTIONS, firstBuyers: false }, STANDARD_PLAN);
    added.push({ calls: run.totalCalls - off.totalCalls, trips: run.trips - off.trips, wall: run.wall - off.wall });
    console.log(
      `${run.id.padEnd(24)} ${String(run.totalCalls).padStart(9)} ${String(off.totalCalls).padStart(10)} ${String(run.totalCalls - off.totalCalls).padStart(6)} ${String(run.trips).padStart(9)} ${String(off.trips).padStart(10)} ${run.wall.toFixed(0).padStart(8)} ${off.wall.toFixed(0).padStart(9)}`,
    );
  }
  console.log(
    `first-buyer trace adds: calls median ${median(added.map((a) => a.calls))}, max ${Math.max(...added.map((a) => a.calls))}; trips median ${median(added.map((a) => a.trips))}, max ${Math.max(...added.map((a) => a.trips))}; wall median ${median(added.map((a) => a.wall)).toFixed(0)} ms`,
  );
}
