// The scan use case: answer from a fresh stored report (pre_indexed) or trace
// the mint live (real_time), store the result, and share one live trace among
// concurrent requests for the same cold mint: inside a process by a shared
// promise, across processes by a lease row in the database (trace-leases.ts).
// The instance holding the lease traces and stores report and map; the others
// wait for it to let go and answer from what it stored.
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Database } from "@/server/platform/db/client";
import { createKeptReads } from "@/server/platform/kept-reads";
import { findScanReport, upsertMapData, upsertScanReport } from "@/server/platform/db/scan-reports";
import { isTraceLeased, releaseTraceLease, takeTraceLease } from "@/server/platform/db/trace-leases";
import { judgeSnapshot } from "@/server/engine/report";
import { buildEvidence } from "@/server/engine/evidence/build-evidence";
import type { ReportEvidence } from "@/server/engine/evidence/evidence-types";
import type { PRugReading, ScanReport } from "@/server/contracts/scan-report";
import type { EngineReport } from "@/server/engine/report-types";
import type { TokenSnapshot } from "@/server/engine/snapshot";
import { ApiError } from "@/server/http/api-error";
import { gatherSnapshot, type ScanSources } from "@/server/services/scan/gather/gather-snapshot";
import type { ScanStage } from "@/server/contracts/scan-stream";
import type { GatherOptions } from "@/server/services/scan/gather/options";
import { buildMapData } from "@/server/services/map/build-map-data";
import { readReportOperators, recordOperators } from "@/server/services/analytics/operators/operator-memory";
import { createReportCache, type CachedReport } from "@/server/services/scan/scan/report-cache";
import { createScanEventQueue } from "@/server/services/scan/scan/scan-events";
import { HELIUS_CREDITS, type CreditPrices } from "@/server/chain/solana-rpc/credit-prices";
import type { RpcUsage } from "@/server/services/scan/scan/rpc-usage";
import { BACKGROUND_PAYER, type RpcPayer } from "@/server/services/access/rpc-bill/payer";
import { meteredOnly, type RpcBillRunner, type Ticket } from "@/server/services/access/rpc-bill/rpc-bill";
import { createDeployerRecords } from "@/server/services/scan/scan/deployer-records";
import { presentLocks } from "@/server/services/scan/scan/present-locks";

export interface ScanRequest {
  mint: string;
  /** bypass every cache and trace live */
  fresh?: boolean;
  pairCreatedAt?: number;
  /** paid callers see deployer.launches[] */
  includeLaunches?: boolean;
  /** hours ahead in which an unlock counts for this caller (default 72); never part of the stored report */
  horizonHours?: number;
  onStage?: (stage: ScanStage) => void;
  /** who a live trace is done for (the RPC bill and its budget); default: background work */
  payer?: RpcPayer;
}

export interface ScanServiceDeps {
  sources: ScanSources;
  gatherOptions: GatherOptions;
  database: () => Promise<Database>;
  /** seconds a complete report stays fresh */
  ttlSeconds: number;
  /** ms clock for analysis_time_ms */
  clockMs?: () => number;
  /** ms between looks at another instance's lease while it traces; default 100 */
  leasePollMs?: number;
  /** prices a trace's RPC calls (rpc-usage.ts); default Helius's published credits */
  creditPrices?: CreditPrices;
  /** hears what every trace made here cost at the RPC edge (tests, the bench) */
  onRpcUsage?: (mint: string, usage: RpcUsage) => void;
  /** admits each live trace under the RPC credit budget and records its usage (rpc-bill.ts); default: metered only */
  bill?: RpcBillRunner;
  /** p_rug_24h of a score from the latest outcome calibration (server/services/outcomes); default: none yet */
  calibrate?: (cabalScore: number) => Promise<PRugReading>;
}

const UNCALIBRATED: PRugReading = { p_rug_24h: null, p_rug_24h_fit: null };

/** A trace that was done here has its snapshot and its RPC cost; one done by another instance has only its stored report. */
export interface Traced {
  report: EngineReport;
  snapshot: TokenSnapshot | null;
  rpc?: RpcUsage;
  /** what the report rests on (issue 30); absent when another instance traced it (read its stored row) */
  evidence?: ReportEvidence;
}

/** A degraded report is served again for this long only (seconds): upstreams recover. */
const DEGRADED_TTL_SECONDS = 30;
/** A warm answer's operators[] may lag another instance's newly stored report by at most this (ms);
 * this instance's own stores clear what it kept at once. */
const OPERATORS_FRESH_MS = 1_000;
/** ...and past that, while one read refreshes them, by this much more (ms). */
const OPERATORS_STALE_MS = 10_000;

/** Instances' clocks may differ this much (ms) when one compares another's write time with its own. */
const CLOCK_SKEW_MS = 1_000;

export function createScanService(deps: ScanServiceDeps) {
  const cache = createReportCache();
  // an expired read is answered while one read refreshes it: a warm scan never waits for the index
  const operatorReads = createKeptReads<string, ScanReport["operators"]>({
    freshMs: OPERATORS_FRESH_MS,
    serveStaleMs: OPERATORS_STALE_MS,
    max: 5_000,
    onRefreshError: (error) => console.error("[scan] reading the operator index failed:", error instanceof Error ? error.message : error),
  });
  const inFlight = new Map<string, Promise<Traced>>();
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  // Past the scan deadline a trace ends (degraded), so a lease older than that
  // plus a margin belongs to a holder that died: it may be taken over.
  const leaseSeconds = Math.ceil((deps.gatherOptions.deadlineMs ?? 20_000) / 1000) + 10;
  const pollMs = deps.leasePollMs ?? 100;
  const events = createScanEventQueue(deps.database);
  const deployerRecords = createDeployerRecords(deps.database);
  const clock = deps.clockMs ?? (() => performance.now());
  const now = () => deps.sources.now();
  const bill = deps.bill ?? meteredOnly(deps.creditPrices ?? HELIUS_CREDITS);

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

  /** A live trace's ticket: admitted under the budget (a free caller may wait, then 503 busy) before it starts. */
  function admit(request: ScanRequest): Promise<Ticket> {
    return bill.admit({ work: "scan", payer: request.payer ?? BACKGROUND_PAYER, mint: request.mint });
  }

  async function trace(request: ScanRequest, ticket: Ticket) {
    const hinted = request.pairCreatedAt !== undefined;
    const options = { ...deps.gatherOptions, ...(hinted ? { pairCreatedAt: request.pairCreatedAt } : {}) };
    // the stored creators' records (the deployer's base rate) are read beside the trace
    const records = deployerRecords.read();
    const { value: gathered, usage: rpc } = await ticket.run(() => gatherSnapshot(request.mint, deps.sources, options, request.onStage));
    deps.onRpcUsage?.(request.mint, rpc);
    if (gathered.mintInfo.status === "not_a_mint") throw new ApiError("not_found", `${request.mint} is not a token mint on this network.`);
    if (isEmpty(gathered)) throw new ApiError("upstream_error", "The chain data source could not be reached; nothing could be analysed.");
    const bands = await records;
    const snapshot: TokenSnapshot = bands ? { ...gathered, deployerRecords: bands } : gathered;
    const { report, results, config } = judgeSnapshot(snapshot, { includeLaunches: true });
    const evidence = buildEvidence(snapshot, report, results, config);
    // A caller's pairCreatedAt narrows the history search: a wrong one hides evidence.
    // Such a report answers that caller only; it is never stored or shared.
    if (!hinted) await store(report, snapshot, evidence);
    return { report, snapshot, rpc, evidence };
  }

  async function store(report: EngineReport, snapshot: TokenSnapshot, evidence: ReportEvidence) {
    if (!report.degraded) cache.set(report.mint, { report, computedAt: report.computed_at });
    else cache.delete(report.mint);
    const db = await deps.database();
    const failed = (what: string) => (error: unknown) => console.error(`[scan] storing the ${what} failed:`, error instanceof Error ? error.message : error);
    // both are written before the lease is let go: a waiting instance reads them next
    await Promise.all([
      // the operator index is rewritten with the report it describes, or not at all
      db.prisma
        .$transaction(async (tx) => {
          const { written } = await upsertScanReport(tx, {
            mint: report.mint,
            report,
            cabalScore: report.cabal_score,
            recommendation: report.recommendation,
            degraded: report.degraded,
            computedAt: new Date(report.computed_at * 1000),
          }, evidence);
          if (!written) return;
          // the indexes describe the stored report, or nothing
          await recordOperators(tx, report);
          await deployerRecords.record(tx, report);
        })
        // what this instance read of the index may have changed with this report
        .then(() => operatorReads.clear())
        .catch(failed("report")),
      upsertMapData(db.prisma, {
        mint: report.mint,
        data: buildMapData(report, snapshot, "live"),
        degraded: report.degraded,
        observedAt: new Date(snapshot.observedAt * 1000),
      }).catch(failed("map")),
    ]);
  }

  /** Joins the mint's trace running here, or is admitted and starts one. Admission comes before the join is
   * offered to others: a caller joins only a trace that will run (a refused free trace refuses no one else). */
  async function traceShared(request: ScanRequest): Promise<Traced> {
    const running = request.pairCreatedAt === undefined ? inFlight.get(request.mint) : undefined;
    if (running) return running;
    const ticket = await admit(request);
    if (request.pairCreatedAt !== undefined) return trace(request, ticket).finally(ticket.close);
    // another caller's trace may have started while this one waited for admission
    const joined = inFlight.get(request.mint);
    if (joined) {
      ticket.close();
      return joined;
    }
    // no trace here (another instance's stored report answered): close() gives the reservation back
    const started = traceAcrossInstances(request, ticket).finally(() => {
      ticket.close();
      inFlight.delete(request.mint);
    });
    inFlight.set(request.mint, started);
    return started;
  }

  /** Trace under the mint's lease, or wait for the instance holding it and answer from its stored report. */
  async function traceAcrossInstances(request: ScanRequest, ticket: Ticket): Promise<Traced> {
    const prisma = await deps
      .database()
      .then((db) => db.prisma)
      .catch(() => null);
    // the database is down: a scan still works, shared inside this process only
    if (!prisma) return trace(request, ticket);
    // fresh=1 takes a trace that was still running when this request came: one written after now
    const sinceMs = Date.now() - CLOCK_SKEW_MS;
    for (;;) {
      const leased = await takeTraceLease(prisma, { mint: request.mint, holder, seconds: leaseSeconds }).catch((error) => {
        console.error("[scan] taking the trace lease failed; tracing without it:", error instanceof Error ? error.message : error);
        return null;
      });
      if (leased === null) return trace(request, ticket);
      if (leased) {
        try {
          return await trace(request, ticket);
        } finally {
          await releaseTraceLease(prisma, { mint: request.mint, holder }).catch((error) =>
            console.error("[scan] releasing the trace lease failed (it expires by itself):", error instanceof Error ? error.message : error),
          );
        }
      }
      while (await isTraceLeased(prisma, request.mint).catch(() => false)) await new Promise((r) => setTimeout(r, pollMs));
      // The holder stored its report before letting go. None (it failed, or it
      // traced a different question) or too old for this request: try the lease again.
      const stored = await findStoredSince(request.mint, request.fresh ? sinceMs : null).catch(() => null);
      if (stored) return { report: stored, snapshot: null };
    }
  }

  /** The stored report, degraded or not, if it is fresh (or, for fresh=1, written since `sinceMs`). */
  async function findStoredSince(mint: string, sinceMs: number | null): Promise<EngineReport | null> {
    const stored = await findScanReport((await deps.database()).prisma, mint);
    if (!stored) return null;
    const computedAt = Math.floor(stored.computedAt.getTime() / 1000);
    const fresh = sinceMs !== null ? stored.updatedAt.getTime() >= sinceMs : now() - computedAt < (stored.degraded ? DEGRADED_TTL_SECONDS : deps.ttlSeconds);
    if (!fresh) return null;
    const report = stored.report as EngineReport;
    if (!stored.degraded) cache.set(mint, { report, computedAt });
    return report;
  }

  /** Operators as of now, warm answers included (one indexed query per mint at a time, its answer kept
   * OPERATORS_FRESH_MS, then refreshed behind the answers: the warm path never waits for it); without the
   * database, none are known. */
  async function readOperators(report: EngineReport): Promise<ScanReport["operators"]> {
    try {
      return await operatorReads.read(`${report.mint}:${report.computed_at}`, async () => readReportOperators((await deps.database()).prisma, report));
    } catch (error) {
      console.error("[scan] reading the operator index failed:", error instanceof Error ? error.message : error);
      return [];
    }
  }


  /** Never fails a scan: without a fit (or the database) p_rug_24h is null, as before any outcome exists. */
  async function readCalibration(score: number): Promise<PRugReading> {
    if (!deps.calibrate) return UNCALIBRATED;
    return deps.calibrate(score).catch((error: unknown) => {
      console.error("[scan] reading the outcome calibration failed:", error instanceof Error ? error.message : error);
      return UNCALIBRATED;
    });
  }

  return {
    async scan(request: ScanRequest): Promise<ScanReport> {
      const started = clock();
      const fresh = request.fresh ? null : await findFresh(request.mint);
      const source = fresh ? "pre_indexed" : "real_time";
      const report = fresh ? fresh.report : (await traceShared(request)).report;
      const [operators, calibrated] = await Promise.all([readOperators(report), readCalibration(report.cabal_score)]);
      const elapsed = Math.max(0, Math.round(clock() - started));
      events.push({ mint: request.mint, source, cabalScore: report.cabal_score, recommendation: report.recommendation, durationMs: elapsed });
      const answer = presentLocks(present(report, source, elapsed, request.includeLaunches ?? false), request.horizonHours, now());
      return { ...answer, operators, ...calibrated };
    },
    /** a live trace for the map: its snapshot when traced here, null when another instance traced it (its map is stored) */
    async traceSnapshot(request: ScanRequest): Promise<Traced> {
      return traceShared({ ...request, fresh: true });
    },
    /** a scan now would answer from a fresh stored report (no trace) */
    async isFresh(mint: string): Promise<boolean> {
      return (await findFresh(mint)) !== null;
    },
    cache,
    flushEvents: () => events.flush(),
    /** writes the queued scan events and waits for them: call before the database closes */
    close: () => events.close(),
  };
}

export type ScanService = ReturnType<typeof createScanService>;

function present(report: EngineReport, source: ScanReport["source"], elapsedMs: number, includeLaunches: boolean): Omit<ScanReport, "operators" | keyof PRugReading> {
  const deployer = includeLaunches ? report.deployer : withoutLaunches(report.deployer);
  return { ...report, deployer, source, analysis_time_ms: elapsedMs };
}

// One summary per stored deployer object: a free caller's warm answers then share it, as paid callers
// share the deployer itself (its contract check is made once per object: server/api/check-answer.ts).
const summaries = new WeakMap<object, EngineReport["deployer"]>();

function withoutLaunches(deployer: EngineReport["deployer"]): EngineReport["deployer"] {
  if (!("launches" in deployer)) return deployer;
  let summary = summaries.get(deployer);
  if (!summary) {
    const { launches: _launches, ...rest } = deployer;
    summary = rest as EngineReport["deployer"];
    summaries.set(deployer, summary);
  }
  return summary;
}

/** Nothing at all could be read: no mint, no holders, no market. */
function isEmpty(snapshot: TokenSnapshot): boolean {
  return snapshot.mintInfo.status === "unavailable" && snapshot.holders.length === 0 && snapshot.market.status === "unavailable";
}
