// Upstream faults degrade a report; they never crash it and never harden it.
// The embedded ledger injects 429s, 500s, hangs and garbage over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanReportSchema } from "@/server/contracts/scan-report";
import { IN_MEMORY, createDatabase, type Database } from "@/server/platform/db/client";
import type { ScanReport } from "@/server/contracts/scan-report";
import { ApiError } from "@/server/http/api-error";
import { getDefaultLedger, getScenario, startLedgerServer, type FaultRule, type LedgerServer } from "@/server/ledger";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { closeBackground } from "@/server/platform/background";
import { createScanService } from "@/server/services/scan/scan/scan-service";
import { ledgerSources } from "@/server/services/scan/testing/ledger-sources";

let ledger: LedgerServer;
let database: Database;

beforeAll(async () => {
  ledger = await startLedgerServer({ world: getDefaultLedger() });
  database = await createDatabase({ dataDir: IN_MEMORY });
});

afterAll(async () => {
  // the scans' queued events are written before the database closes
  await closeBackground();
  await ledger?.close();
  await database?.close();
});

/** A clean baseline gets a long timeout: on a busy machine (npm test on 2 shared
 * cores) a cold scan took over 400 ms a request and came back degraded. Faulted
 * scans keep a short one so hangs end quickly; a timeout there only degrades more. */
function createService(timeoutMs: number) {
  return createScanService({
    sources: ledgerSources(ledger, { now: () => 1_750_000_000, http: { timeoutMs, maxRetries: 1, backoff: { baseMs: 5, capMs: 20 } } }),
    gatherOptions: DEFAULT_GATHER_OPTIONS,
    database: async () => database,
    ttlSeconds: 300,
  });
}

async function scanWith(faults: FaultRule[], mint: string): Promise<ScanReport> {
  ledger.controls.configure({ faults });
  try {
    const service = createService(faults.length === 0 ? 10_000 : 400);
    return scanReportSchema.parse(await service.scan({ mint, fresh: true })) as ScanReport;
  } finally {
    ledger.controls.configure({ faults: [] });
  }
}

const FAULTS: [string, FaultRule[]][] = [
  // a 429 is retried once: at a third, a batched scan of ~15 requests could see every 429 rescued (1 in 6)
  ["429 with Retry-After on three requests in five", [{ mode: "429", rate: 0.6, seed: "a", retryAfterSeconds: 0 }]],
  ["500 on half the requests", [{ mode: "500", rate: 0.5, seed: "b" }]],
  ["hangs on every fourth request", [{ mode: "hang", every: 4 }]],
  ["malformed JSON on a third of requests", [{ mode: "garbage", rate: 0.33, seed: "d" }]],
  ["market and quote APIs down", [{ mode: "500", paths: ["/dexscreener", "/jupiter"] }]],
];

describe("scans under upstream faults", () => {
  for (const id of ["clean-organic", "two-hop-cluster", "exchange-funded"]) {
    const scenario = getScenario(id)!;
    it.each(FAULTS)(`${id}: %s -> a degraded report, LOW confidence, never SAFE, never harder than the clean scan`, async (_name, faults) => {
      const baseline = await scanWith([], scenario.mint);
      expect(baseline.degraded).toBe(false);
      const report = await scanWith(faults, scenario.mint);
      expect(report.degraded).toBe(true);
      expect(report.confidence).toBe("LOW");
      expect(report.recommendation).not.toBe("SAFE");
      expect(report.cabal_score).toBeLessThanOrEqual(baseline.cabal_score);
      if (baseline.recommendation !== "AVOID") expect(report.recommendation).not.toBe("AVOID");
    });
  }

  it("answers 502 upstream_error (not a 500, not a made-up report) when nothing at all can be read", async () => {
    const error = await scanWith([{ mode: "500" }], getScenario("clean-organic")!.mint).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
  });
});
