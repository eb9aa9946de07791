// The deployer base rates as a use case (docs/scoring.md "Deployer base rate"):
// every stored report records its creator's launch record (in the report's own
// transaction), and a cold scan reads the records summed per band of launch
// counts and hands them to the engine with the snapshot. The engine decides
// whether a band holds enough creators to replace the documented prior; the
// sums are kept in memory for a minute (one read at a time, refreshed behind
// the answers), so a scan waits for the database at most once a minute.
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import type { EngineReport } from "@/server/engine/report-types";
import type { DeployerRecordBand } from "@/server/engine/snapshot";
import type { Database } from "@/server/platform/db/client";
import { sumDeployerRecords, upsertDeployerRecord, type DeployerRecordInput, type LaunchCountTotals } from "@/server/platform/db/deployer-records";
import type { Prisma } from "@/server/platform/db/generated/client";
import { createKeptReads } from "@/server/platform/kept-reads";

/** How long the summed records are answered without a read, and served stale while one refreshes (ms). */
const RECORDS_FRESH_MS = 60_000;
const RECORDS_STALE_MS = 10 * 60_000;

/** The record a report adds: its creator's judged earlier launches; null when it has none (no base rate). */
export function recordOfReport(report: EngineReport): DeployerRecordInput | null {
  const d = report.deployer;
  if (!d.creator || !d.base_rate || d.sampled === 0 || report.degraded) return null;
  const launches = d.launches ?? [];
  return {
    creator: d.creator,
    mint: report.mint,
    sampled: d.sampled,
    dead: d.dead,
    pumpKnown: launches.filter((l) => l.pump_and_dump === true || l.pump_and_dump === false).length,
    pumpAndDumps: d.pump_and_dumps ?? 0,
    insiderDumped: d.base_rate.insider_dumped_launches,
  };
}

/** The totals per launch count, summed into the engine's bands. */
export function toBands(totals: LaunchCountTotals[], bands: { min: number; max: number | null }[] = DEFAULT_ENGINE_CONFIG.deployerPriorRates): DeployerRecordBand[] {
  return bands.map(({ min, max }) => {
    const inBand = totals.filter((t) => t.sampled >= min && (max === null || t.sampled <= max));
    const sum = (pick: (t: LaunchCountTotals) => number) => inBand.reduce((a, t) => a + pick(t), 0);
    return {
      min,
      max,
      creators: sum((t) => t.creators),
      sampledLaunches: sum((t) => t.sampled * t.creators),
      deadLaunches: sum((t) => t.deadLaunches),
      pumpKnownLaunches: sum((t) => t.pumpKnownLaunches),
      pumpAndDumps: sum((t) => t.pumpAndDumps),
    };
  });
}

export function createDeployerRecords(database: () => Promise<Database>) {
  const kept = createKeptReads<"bands", DeployerRecordBand[]>({
    freshMs: RECORDS_FRESH_MS,
    serveStaleMs: RECORDS_STALE_MS,
    max: 1,
    onRefreshError: (error) => console.error("[scan] reading the deployer records failed:", error instanceof Error ? error.message : error),
  });
  return {
    /** the bands for a cold scan; undefined (the engine's prior) when the database cannot answer */
    async read(): Promise<DeployerRecordBand[] | undefined> {
      try {
        return await kept.read("bands", async () => toBands(await sumDeployerRecords((await database()).prisma)));
      } catch (error) {
        console.error("[scan] reading the deployer records failed; judging by the prior:", error instanceof Error ? error.message : error);
        return undefined;
      }
    },
    /** call in the transaction that stores the report */
    async record(tx: Prisma.TransactionClient, report: EngineReport): Promise<void> {
      const record = recordOfReport(report);
      if (record) await upsertDeployerRecord(tx, record);
    },
  };
}
