// The map use case: a holder graph needs the snapshot (funding links, buys,
// sells), which stored reports do not keep, so each trace's map is stored in
// the database beside its report (by the scan service, on whichever instance
// traced) and any instance draws it from there; anything older is traced again.
//
// Time travel (a `slot` in the query): the map as it stood at that slot, drawn
// from a trace whose holders' balances are replayed back to it; a past slot's
// map never changes, so a complete one is kept for good (slot-map-cache.ts).
import { buildReport } from "@/server/engine/report";
import type { EngineReport } from "@/server/engine/report-types";
import type { TokenSnapshot } from "@/server/engine/snapshot";
import { ApiError } from "@/server/http/api-error";
import { REPLAY_PAGES_CAP } from "@/server/services/scan/gather/replay-balances";
import { assertNotBeforeCreation, assertNotFuture, type SlotTrace } from "@/server/services/scan/gather/replay-gather";
import { buildMapData } from "@/server/services/map/build-map-data";
import type { MapData } from "@/server/contracts/map-data";
import { buildTimeline, estimateTime } from "@/server/services/map/map-timeline";
import { createSlotMapCache } from "@/server/services/map/slot-map-cache";
import type { RpcPayer } from "@/server/services/access/rpc-bill/payer";

export interface StoredMap {
  data: MapData;
  /** unix seconds: when the trace behind it observed the chain */
  observedAt: number;
}

export interface MapServiceDeps {
  /** a live trace, shared with concurrent scans of the mint on every instance;
   * snapshot is null when another instance traced it (its map is then stored) */
  traceSnapshot: (request: { mint: string; payer?: RpcPayer }) => Promise<{ report: EngineReport; snapshot: TokenSnapshot | null }>;
  /** the latest trace's stored map */
  findStored: (mint: string) => Promise<StoredMap | null>;
  /** seconds a trace is reused (the scan cache's TTL) */
  ttlSeconds: number;
  /** unix seconds */
  now: () => number;
  /** time travel: a live trace of the mint, replayed back to the slot (throws 400 for a slot before the mint) */
  traceAtSlot?: (request: { mint: string; slot: number; payer?: RpcPayer }) => Promise<SlotTrace>;
  /** the chain's current slot (a later one is in the future) */
  currentSlot?: () => Promise<number>;
}

/** What the route parses (mapQuerySchema): the mint, and for time travel a slot. */
export interface MapRequest {
  mint: string;
  fresh?: boolean;
  slot?: number;
  /** who a live trace is done for (the RPC bill); not part of the query */
  payer?: RpcPayer;
}

/** A map stored before exited groups were drawn lacks their fields: it has none (the wire requires both). */
export function upgradeStoredMap(data: MapData): MapData {
  return {
    ...data,
    exited_clusters: data.exited_clusters ?? [],
    nodes: data.nodes.map((n) => ({ ...n, exited: n.exited ?? false })),
    // maps stored before time travel say nothing of their slot
    slot: data.slot ?? null,
    slot_time: data.slot_time ?? null,
    timeline: data.timeline ?? null,
  };
}

/** The map at the slot, with the whole timeline of today's trace around it. */
export function buildSlotMap(trace: SlotTrace, slot: number): MapData {
  const atSlot = buildMapData(buildReport(trace.atSlot, { includeLaunches: false }), trace.atSlot, "live");
  const timeline = buildTimeline(buildReport(trace.today, { includeLaunches: false }), trace.today, { createdAt: trace.createdTime });
  // a balance the replay could not reach leaves a hole in the map: partial, so never kept as final
  const degraded = atSlot.degraded || trace.atSlot.coverage.capsHit.includes(REPLAY_PAGES_CAP);
  return { ...atSlot, degraded, slot, slot_time: trace.slotTime ?? estimateTime(trace.today, slot), timeline };
}

export function createMapService(deps: MapServiceDeps) {
  const pastMaps = createSlotMapCache();

  async function findStored(mint: string): Promise<StoredMap | null> {
    const stored = await deps.findStored(mint);
    return stored && { ...stored, data: upgradeStoredMap(stored.data) };
  }

  /** A past slot's map drawn before is free; otherwise a slot in the future, or before the mint's creation when a
   * stored map already says when that was (it never changes), is refused before any scan is counted. */
  async function findSlotMap(mint: string, slot: number): Promise<MapData | null> {
    const hit = pastMaps.get(mint, slot);
    if (hit) return { ...hit, source: "cached" };
    const [current, stored] = await Promise.all([deps.currentSlot?.(), findStored(mint).catch(() => null)]);
    if (current !== undefined) assertNotFuture(slot, current);
    assertNotBeforeCreation(slot, stored?.data.timeline?.created_slot ?? null);
    return null;
  }

  // concurrent requests for the same mint and slot (a shared link opened by many) share one trace
  const tracing = new Map<string, Promise<MapData>>();
  function getSlotMap(mint: string, slot: number, payer: RpcPayer | undefined): Promise<MapData> {
    const traceAtSlot = deps.traceAtSlot;
    if (!traceAtSlot) return Promise.reject(new ApiError("not_configured", "Time travel is not available on this server."));
    const key = `${mint}:${slot}`;
    const running = tracing.get(key);
    if (running) return running;
    const started = traceAtSlot({ mint, slot, payer })
      .then((trace) => {
        const map = buildSlotMap(trace, slot);
        pastMaps.set(mint, slot, map);
        return map;
      })
      .finally(() => tracing.delete(key));
    tracing.set(key, started);
    return started;
  }

  /** Takes the parsed query (or, as before, the mint alone). */
  async function findFresh(query: string | MapRequest): Promise<MapData | null> {
    const { mint, slot } = typeof query === "string" ? { mint: query, slot: undefined } : query;
    if (slot !== undefined) return findSlotMap(mint, slot);
    const stored = await findStored(mint);
    // a degraded trace is not reused: the map should recover as soon as the upstream does
    if (!stored || stored.data.degraded || deps.now() - stored.observedAt >= deps.ttlSeconds) return null;
    return { ...stored.data, source: "cached" };
  }

  return {
    /** the map of this mint when it can be drawn without a live trace, else null */
    findFresh,
    /** this instance keeps a settled map of the mint at the slot (a repeat of it needs no trace) */
    hasSettledSlotMap(mint: string, slot: number): boolean {
      return pastMaps.has(mint, slot);
    },
    async getMapData(request: MapRequest): Promise<MapData> {
      if (request.slot !== undefined) {
        const hit = request.fresh ? null : pastMaps.get(request.mint, request.slot);
        return hit ? { ...hit, source: "cached" } : getSlotMap(request.mint, request.slot, request.payer);
      }
      const hit = request.fresh ? null : await findFresh(request.mint);
      if (hit) return hit;
      const traced = await deps.traceSnapshot({ mint: request.mint, payer: request.payer });
      if (traced.snapshot) return buildMapData(traced.report, traced.snapshot, "live");
      // another instance traced it for us and stored the map before letting go of its lease
      const stored = await findStored(request.mint);
      if (!stored) throw new ApiError("upstream_error", "The map of this trace could not be read back; try again.");
      return { ...stored.data, source: "live" };
    },
  };
}

export type MapService = ReturnType<typeof createMapService>;
