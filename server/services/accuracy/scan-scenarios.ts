// Scans ledger scenarios the way the service does: the scan service on the
// embedded ledger over real HTTP (JSON-RPC, DexScreener, Jupiter), a fresh
// trace per mint, an in-memory database for what the service stores. The clock
// is the ledger's tip and there is no scan deadline, so every run reads the
// same chain the same way (published figures must not depend on load).
import { createDexScreenerClient } from "@/server/chain/market/client";
import { createJupiterClient } from "@/server/chain/quotes/client";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import { IN_MEMORY, createDatabase } from "@/server/db/client";
import type { ScanReport } from "@/server/engine/report-types";
import { getDefaultLedger, startLedgerServer, type Scenario } from "@/server/ledger";
import { TIP_TIME } from "@/server/ledger/clock";
import { closeBackground } from "../background";
import { DEFAULT_GATHER_OPTIONS } from "../gather/options";
import { createScanService } from "../scan/scan-service";

/** scans at once: bounded so the in-process ledger is never the bottleneck of its own answers */
const CONCURRENCY = 4;

export async function scanScenarios(scenarios: readonly Scenario[]): Promise<Map<string, ScanReport>> {
  const ledger = await startLedgerServer({ world: getDefaultLedger(), latencyMs: 0 });
  const database = await createDatabase({ dataDir: IN_MEMORY });
  try {
    const http = { timeoutMs: 30_000, maxRetries: 2 };
    const service = createScanService({
      sources: {
        rpc: createSolanaRpc({ url: ledger.rpcUrl, concurrency: 16, ...http }),
        market: createDexScreenerClient({ baseUrl: ledger.dexscreenerUrl, ...http }),
        quotes: createJupiterClient({ baseUrl: ledger.jupiterUrl, ...http }),
        now: () => TIP_TIME,
      },
      gatherOptions: DEFAULT_GATHER_OPTIONS,
      database: async () => database,
      ttlSeconds: 300,
    });
    const reports = new Map<string, ScanReport>();
    const queue = [...scenarios];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        reports.set(next.id, await service.scan({ mint: next.mint, fresh: true, includeLaunches: true }));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await service.flushEvents();
    return reports;
  } finally {
    // queued scan events are written before the database closes
    await closeBackground();
    await database.close();
    await ledger.close();
  }
}
