// Scans ledger scenarios the way the scan service traces a cold mint
// (scan-service.ts `trace`): gatherSnapshot over real HTTP to the embedded
// ledger (JSON-RPC, DexScreener, Jupiter) with the production gather options,
// then the engine's buildReport. What the service adds around it (the stored
// copy, the operator index, caching) changes no signal, and leaving the
// database out keeps the run fast. The clock is the ledger's tip and there is
// no scan deadline, so every run reads the same chain the same way: published
// figures must not depend on the machine's load.
import { createDexScreenerClient } from "@/server/chain/market/client";
import { createJupiterClient } from "@/server/chain/quotes/client";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import { buildReport } from "@/server/engine/report";
import type { EngineReport } from "@/server/engine/report-types";
import { TIP_TIME, getDefaultLedger, startLedgerServer, type Scenario } from "@/server/ledger";
import { gatherSnapshot } from "@/server/services/scan/gather/gather-snapshot";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";

/** scans at once: the ledger answers in-process, so a few in flight keep it busy */
const CONCURRENCY = 6;

export async function scanScenarios(scenarios: readonly Scenario[]): Promise<Map<string, EngineReport>> {
  const ledger = await startLedgerServer({ world: getDefaultLedger(), latencyMs: 0 });
  try {
    const http = { timeoutMs: 30_000, maxRetries: 2 };
    const sources = {
      rpc: createSolanaRpc({ url: ledger.rpcUrl, concurrency: 16, ...http }),
      market: createDexScreenerClient({ baseUrl: ledger.dexscreenerUrl, ...http }),
      quotes: createJupiterClient({ baseUrl: ledger.jupiterUrl, ...http }),
      now: () => TIP_TIME,
    };
    const reports = new Map<string, EngineReport>();
    const queue = [...scenarios];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const snapshot = await gatherSnapshot(next.mint, sources, DEFAULT_GATHER_OPTIONS);
        const report = buildReport(snapshot, { includeLaunches: true });
        // a partial read would publish figures of the failure, not of the detectors
        if (report.degraded) throw new Error(`${next.id}: the scan was degraded (a read failed); no figures are written`);
        reports.set(next.id, report);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return reports;
  } finally {
    await ledger.close();
  }
}
