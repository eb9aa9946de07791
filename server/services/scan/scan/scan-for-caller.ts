// The scan answer, assembled in one place for every transport (GET and POST
// /api/scan-cabal, the SSE stream, the batch, and their MCP twins), under the
// grant the binder reserved from the scan's charge (scanCharge): the report,
// the caller's own screen list and exit cost (added after the possibly
// cached report is read: never stored or shared). The access fields
// (free_queries_remaining, warning) and the metering headers are the grant's.
import { toHeaderRecommendation } from "@/server/engine/recommendation";
import type { ScanReport, ScreenListResult } from "@/server/contracts/scan-report";
import type { Caller } from "@/server/services/access/access/caller";
import type { Charge } from "@/server/services/access/access/reserve-scans";
import type { ScanAccess } from "@/server/services/access/access/scan-access";
import type { ExitCost, PositionSize } from "@/server/services/analytics/exit-cost";
import { getExitCostForReport } from "@/server/services/analytics/exit-cost-for-scan";
import { screenListAnnotator } from "@/server/services/addons/screen-list/scan-screen-list";
import type { ScanRequest } from "@/server/services/scan/scan/scan-service";
import type { Services } from "@/server/services/services";
import { payerOf } from "@/server/services/access/rpc-bill/payer";

export interface ScanOrder {
  mint: string;
  pairCreatedAt?: number;
  fresh?: boolean;
  /** the caller's position for the exit-cost quote; not part of the scan (never stored or shared) */
  position?: PositionSize | null;
  /** hours ahead in which an unlock counts (query horizon_hours); applied to the answer, never stored */
  horizonHours?: number;
  onStage?: ScanRequest["onStage"];
}

/** A report as this caller sees it. */
export type CallerReport = ScanReport & { screen_list?: ScreenListResult; exit_cost?: ExitCost };

type ScanServices = Pick<Services, "scans" | "access" | "runtime">;

/** What one mint's scan pays for: one scan, free as a repeat of a mint this caller was charged for within the
 * cache TTL (fair metering); a repeat known to this process is free without a statement only while this
 * process's report of the mint is fresh too (metered-scan.ts). */
export async function scanCharge(services: Pick<Services, "scans">, mint: string, fresh: boolean): Promise<Charge> {
  const cachedAt = (await services.scans()).cache.get(mint)?.computedAt;
  return { units: 1, repeat: { mint, fresh, ...(cachedAt === undefined ? {} : { cachedAtMs: cachedAt * 1000 }) } };
}

export interface ScanSession {
  /** one scan as this caller sees it (the grant's launches rule); a batch row or a stream runs it under grant.runScan */
  scan(order: ScanOrder): Promise<CallerReport>;
}

/** Scans for one caller under one grant: the caller's screen list is read once for all of them (a batch). */
export async function openScanSession(services: ScanServices, caller: Caller, grant: ScanAccess): Promise<ScanSession> {
  const service = await services.scans();
  const withScreenList = await screenListAnnotator(await services.access(), caller.input);
  // whose trace a cold scan is: the RPC bill records it under this caller's kind, and the budget admits it as paid or free
  const payer = payerOf(caller, grant);
  return {
    async scan(order) {
      const { position, ...request } = order;
      const report = await service.scan({ ...request, includeLaunches: grant.includeLaunches, payer });
      const exitCost = position ? await getExitCostForReport((await services.runtime()).sources, report, position) : null;
      return { ...withScreenList(report), ...(exitCost ? { exit_cost: exitCost } : {}) };
    },
  };
}

/** One mint for one caller under its grant: the body of the scan answer (report and access fields). */
export async function scanForCaller(services: ScanServices, caller: Caller, grant: ScanAccess, order: ScanOrder) {
  const report = await (await openScanSession(services, caller, grant)).scan(order);
  return { ...report, ...grant.reportFields() };
}

/** The headers a scan answer carries beside the metering ones. */
export function scanHeaders(report: Pick<ScanReport, "cabal_score" | "recommendation">): Record<string, string> {
  return { "X-Cabal-Score": String(report.cabal_score), "X-Cabal-Recommendation": toHeaderRecommendation(report.recommendation) };
}
