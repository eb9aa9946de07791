// The scan answer, assembled in one place for every transport (GET and POST
// /api/scan-cabal, the SSE stream, the batch, MCP check_cabal_risk): the
// caller's reservation (key credit, x402 payment or the anonymous quota),
// the report, the caller's own screen list and exit cost (added after the
// possibly cached report is read: never stored or shared), the access fields
// (free_queries_remaining, warning) and the metering headers.
import { toHeaderRecommendation } from "@/server/engine/recommendation";
import type { ScanReport, ScreenListResult } from "@/server/engine/report-types";
import type { AuthorizeOptions } from "@/server/services/billing/access/authorize-scans";
import type { ResolvedCaller } from "@/server/services/billing/access/resolve-caller";
import type { ScanAccess, ScanReportFields } from "@/server/services/billing/access/scan-access";
import type { ExitCost, PositionSize } from "@/server/services/analytics/exit-cost";
import { getExitCostForReport } from "@/server/services/analytics/exit-cost-for-scan";
import { screenListAnnotator } from "@/server/services/billing/screen-list/scan-screen-list";
import { getScanService } from "@/server/services/scanning/scan/get-scan-service";
import type { ScanRequest } from "@/server/services/scanning/scan/scan-service";

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

export interface ScanSession {
  readonly access: ScanAccess;
  /** one scan under this session's reservation (refunded on our failure) */
  scan(order: ScanOrder): Promise<CallerReport>;
  /** the report with the caller's access fields: the answer's body */
  answer<R extends CallerReport>(report: R): R & ScanReportFields;
}

/** Reserves `count` scans for the caller (402/429/401 here, before any work), then scans under that reservation. */
export async function openScanSession(caller: ResolvedCaller, count: number, options: AuthorizeOptions = {}): Promise<ScanSession> {
  const service = await getScanService();
  // a repeat known to this process is free without a statement only while this report is fresh (metered-scan.ts)
  const cachedAt = options.repeat ? service.cache.get(options.repeat.mint)?.computedAt : undefined;
  const access = await caller.authorizeScans(count, cachedAt === undefined || !options.repeat ? options : { ...options, repeat: { ...options.repeat, cachedAtMs: cachedAt * 1000 } });
  // read once per session: a batch annotates every mint from one read of the list
  const withScreenList = await screenListAnnotator(caller.input);
  return {
    access,
    async scan(order) {
      const { position, ...request } = order;
      const report = await access.runScan(() => service.scan({ ...request, includeLaunches: access.includeLaunches }));
      const exitCost = position ? await getExitCostForReport(report, position) : null;
      return { ...withScreenList(report), ...(exitCost ? { exit_cost: exitCost } : {}) };
    },
    answer: (report) => ({ ...report, ...access.reportFields() }),
  };
}

export interface ScanAnswer {
  body: CallerReport & ScanReportFields;
  report: CallerReport;
  fields: ScanReportFields;
  headers: Record<string, string>;
}

/** One mint for one caller: a repeat of a mint this caller was charged for within the cache TTL is free (fair metering). */
export async function scanForCaller(caller: ResolvedCaller, order: ScanOrder): Promise<ScanAnswer> {
  const session = await openScanSession(caller, 1, { repeat: { mint: order.mint, fresh: order.fresh ?? false } });
  const report = await session.scan(order);
  return {
    body: session.answer(report),
    report,
    fields: session.access.reportFields(),
    headers: { ...session.access.headers(), "X-Cabal-Score": String(report.cabal_score), "X-Cabal-Recommendation": toHeaderRecommendation(report.recommendation) },
  };
}
