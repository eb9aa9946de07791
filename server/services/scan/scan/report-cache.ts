// The in-memory layer in front of stored reports: a bounded map, oldest entry
// evicted first. It holds only complete (non-degraded) reports.
import type { EngineReport } from "@/server/engine/report-types";

export interface CachedReport {
  report: EngineReport;
  /** unix seconds */
  computedAt: number;
}

export function createReportCache(maxEntries = 5_000) {
  const entries = new Map<string, CachedReport>();
  return {
    get(mint: string): CachedReport | undefined {
      return entries.get(mint);
    },
    set(mint: string, value: CachedReport): void {
      entries.delete(mint);
      entries.set(mint, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    delete(mint: string): void {
      entries.delete(mint);
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type ReportCache = ReturnType<typeof createReportCache>;
