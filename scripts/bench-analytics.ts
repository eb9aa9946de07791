// Part of `npm run bench`: the analytics endpoints cold, at the ledger's
// injected latency. Each run gets a fresh service (nothing memoized across
// runs): wall time, RPC calls and the sequential round trips (wall / latency).
// wallet-check runs on a live scan (no stored report), the costliest case.
import { getEnv } from "@/server/platform/config/env";
import { buildReport } from "@/server/engine/report";
import { getScenario } from "@/server/ledger";
import { createAnalyticsService } from "@/server/services/analytics/analytics-service";
import { BACKGROUND_PAYER } from "@/server/services/access/rpc-bill/payer";
import { gatherSnapshot } from "@/server/services/scan/gather/gather-snapshot";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { DEFAULT_TRADE_HISTORY_CAPS } from "@/server/services/scan/gather/trade-history";
import { createSources } from "@/server/platform/runtime";
import { STANDARD_PLAN } from "@/server/services/scan/gather/history/address-history";
import { fixedHistory, probeLedgerHistory } from "./bench-cold-run";

const SCENARIO_IDS = ["team-funded", "wash-ring", "two-exchanges", "lp-locked"];

export async function benchAnalytics(urls: { rpcUrl: string; dexscreenerUrl: string; jupiterUrl: string }, latencyMs: number) {
  // the app probes its RPC once at start: so does the bench, and every run takes the path found
  const plan = (await probeLedgerHistory(urls)).plan ?? STANDARD_PLAN;
  console.log(`\nAnalytics endpoints cold (ledger latency ${latencyMs} ms per request; ${plan.path} address-history path)`);
  console.log("endpoint              scenario          wall ms  rpc calls  http reqs  round trips  by method");
  for (const id of SCENARIO_IDS) {
    const scenario = getScenario(id);
    if (!scenario) continue;
    const runs: [string, (s: ReturnType<typeof createAnalyticsService>) => Promise<unknown>][] = [
      ["/api/cohorts", (s) => s.cohorts(scenario.mint, BACKGROUND_PAYER)],
      ["/api/trade-analysis", (s) => s.tradeAnalysis(scenario.mint, BACKGROUND_PAYER, null)],
      ["/api/cex-funding", (s) => s.cexFunding(scenario.mint, BACKGROUND_PAYER)],
      ["/api/wallet-check", (s) => s.walletCheck(scenario.mint, scenario.mint, BACKGROUND_PAYER)],
    ];
    for (const [endpoint, run] of runs) {
      const sources = { ...createSources(getEnv(), { kind: "remote", ...urls }), history: fixedHistory(plan, id) };
      const scanService = {
        scan: async (request: { mint: string }) => ({
          ...buildReport(await gatherSnapshot(request.mint, sources, DEFAULT_GATHER_OPTIONS), { includeLaunches: true }),
          source: "real_time" as const,
          analysis_time_ms: 0,
          operators: [],
          p_rug_24h: null,
          p_rug_24h_fit: null,
        }),
      };
      const service = createAnalyticsService({ sources, gatherOptions: DEFAULT_GATHER_OPTIONS, historyCaps: DEFAULT_TRADE_HISTORY_CAPS, scanService });
      sources.rpc.resetStats();
      const started = performance.now();
      await run(service);
      const wall = performance.now() - started;
      const stats = sources.rpc.stats();
      const calls = Object.values(stats.calls).reduce((a, b) => a + b, 0);
      const byMethod = Object.entries(stats.calls).sort((a, b) => b[1] - a[1]).map(([m, n]) => `${m.replace(/^get/, "")}:${n}`).join(" ");
      console.log(
        `${endpoint.padEnd(21)} ${id.padEnd(16)} ${wall.toFixed(0).padStart(8)} ${String(calls).padStart(10)} ${String(stats.httpRequests).padStart(10)} ${String(Math.floor(wall / latencyMs)).padStart(12)}  ${byMethod}`,
      );
    }
  }
}
