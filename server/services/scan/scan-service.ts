// The scan use case: answer from a fresh stored report (pre_indexed) or trace
// the mint live (real_time), store the result, and share one live trace among
// concurrent requests for the same cold mint.
import type { Database } from "@/server/db/client";
import { findScanReport, upsertScanReport } from "@/server/db/scan-reports";
import { buildReport } from "@/server/engine/report";
import type { EngineReport, ScanReport } from "@/server/engine/report-types";
import type { TokenSnapshot } from "@/server/engine/snapshot";
import { ApiError } from "@/server/http/api-error";
import { gatherSnapshot, type GatherStage, type ScanSources } from "../gather/gather-snapshot";
import type { GatherOptions } from "../gather/options";
import { createReportCache, type CachedReport } from "./report-cache";
import { createScanEventQueue } from "./scan-events";

export interface ScanRequest {
  mint: string;
  /** bypass every cache and trace live */
  fresh?: boolean;
  pairCreatedAt?: number;
  /** paid callers see deployer.launches[] */
  includeLaunches?: boolean;
  onStage?: (stage: GatherStage) => void;
}

export interface ScanServiceDeps {
  sources: ScanSources;
  gatherOptions: GatherOptions;
  database: () => Promise<Database>;
  /** seconds a complete report stays fresh */
  ttlSeconds: number;
  /** ms clock for analysis_time_ms */
  clockMs?: () => number;
}

/** A degraded report is served again for this long only (seconds): upstreams recover. */
const DEGRADED_TTL_SECONDS = 30;

export function createScanService(deps: ScanServiceDeps) {
  const cache = createReportCache();
  const inFlight = new Map<string, Promise<{ report: EngineReport; snapshot: TokenSnapshot }>>();
  const events = createScanEventQueue(deps.database);
  const clock = deps.clockMs ?? (() => performance.now());
  const now = () => deps.sources.now();

  async function findFresh(mint: string): Promise<CachedReport | null> {
    const hit = cache.get(mint);
    if (hit && now() - hit.computedAt < deps.ttlSeconds) return hit;
    const stored = await findScanReport((await deps.database()).prisma, mint).catch(() => null);
    if (!stored) return null;
    const computedAt = Math.floor(stored.computedAt.getTime() / 1000);
    const ttl = stored.degraded ? DEGRADED_TTL_SECONDS : deps.ttlSeconds;
    if (now() - computedAt >= ttl) return null;
    const entry = { report: stored.report as EngineReport, computedAt };
    if (!stored.degraded) cache.set(mint, entry);
    return entry;
  }

  async function trace(request: ScanRequest) {
    const hinted = request.pairCreatedAt !== undefined;
    const options = { ...deps.gatherOptions, ...(hinted ? { pairCreatedAt: request.pairCreatedAt } : {}) };
    const snapshot = await gatherSnapshot(request.mint, deps.sources, options, request.onStage);
    if (snapshot.mintInfo.status === "not_a_mint") throw new ApiError("not_found", `${request.mint} is not a token mint on this network.`);
    if (isEmpty(snapshot)) throw new ApiError("upstream_error", "The chain data source could not be reached; nothing could be analysed.");
    const report = buildReport(snapshot, { includeLaunches: true });
    // A caller's pairCreatedAt narrows the history search: a wrong one hides evidence.
    // Such a report answers that caller only; it is never stored or shared.
    if (!hinted) await store(report);
    return { report, snapshot };
  }

  async function store(report: EngineReport) {
    if (!report.degraded) cache.set(report.mint, { report, computedAt: report.computed_at });
    else cache.delete(report.mint);
    const db = await deps.database();
    await upsertScanReport(db.prisma, {
      mint: report.mint,
      report,
      cabalScore: report.cabal_score,
      recommendation: report.recommendation,
      degraded: report.degraded,
      computedAt: new Date(report.computed_at * 1000),
    }).catch((error) => console.error("[scan] storing the report failed:", error instanceof Error ? error.message : error));
  }

  function traceShared(request: ScanRequest) {
    if (request.pairCreatedAt !== undefined) return trace(request);
    const running = inFlight.get(request.mint);
    if (running) return running;
    const started = trace(request).finally(() => inFlight.delete(request.mint));
    inFlight.set(request.mint, started);
    return started;
  }

  return {
    async scan(request: ScanRequest): Promise<ScanReport> {
      const started = clock();
      const fresh = request.fresh ? null : await findFresh(request.mint);
      const source = fresh ? "pre_indexed" : "real_time";
      const report = fresh ? fresh.report : (await traceShared(request)).report;
      const elapsed = Math.max(0, Math.round(clock() - started));
      events.push({ mint: request.mint, source, cabalScore: report.cabal_score, recommendation: report.recommendation, durationMs: elapsed });
      return present(report, source, elapsed, request.includeLaunches ?? false);
    },
    /** the snapshot of a live trace, for the map and for replays */
    async traceSnapshot(request: ScanRequest) {
      return traceShared({ ...request, fresh: true });
    },
    cache,
    flushEvents: () => events.flush(),
  };
}

export type ScanService = ReturnType<typeof createScanService>;

function present(report: EngineReport, source: ScanReport["source"], elapsedMs: number, includeLaunches: boolean): ScanReport {
  const deployer = includeLaunches ? report.deployer : withoutLaunches(report.deployer);
  return { ...report, deployer, source, analysis_time_ms: elapsedMs };
}

function withoutLaunches(deployer: EngineReport["deployer"]): EngineReport["deployer"] {
  if (!("launches" in deployer)) return deployer;
  const { launches: _launches, ...summary } = deployer;
  return summary as EngineReport["deployer"];
}

/** Nothing at all could be read: no mint, no holders, no market. */
function isEmpty(snapshot: TokenSnapshot): boolean {
  return snapshot.mintInfo.status === "unavailable" && snapshot.holders.length === 0 && snapshot.market.status === "unavailable";
}
