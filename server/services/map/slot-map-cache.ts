// Past slots' maps: what the chain showed at a finished slot does not change,
// so a map drawn without a gap (not degraded) of a final slot is kept for good, keyed by mint
// and slot. In memory and bounded (least recently used goes first): a map is
// tens of kilobytes and the route's Cache-Control lets every cache in front
// keep it too.
import type { MapData } from "@/server/contracts/map-data";

export const SLOT_MAP_CACHE_MAX = 500;
/** A slot this close to the chain's tip may not be final yet (finality takes ~32 slots): its map is not kept, nor cacheable. */
export const FINALITY_MARGIN_SLOTS = 64;

/** Settled for good: not degraded, and far enough behind the slot the trace read. */
export function isSettled(map: Pick<MapData, "degraded" | "slot" | "timeline">): boolean {
  if (map.degraded || map.slot === null || !map.timeline) return false;
  return map.slot <= map.timeline.current_slot - FINALITY_MARGIN_SLOTS;
}

export function createSlotMapCache(max = SLOT_MAP_CACHE_MAX) {
  const maps = new Map<string, MapData>();
  const key = (mint: string, slot: number) => `${mint}:${slot}`;
  return {
    get(mint: string, slot: number): MapData | null {
      const hit = maps.get(key(mint, slot));
      if (!hit) return null;
      // refresh its place: the oldest untouched map is evicted first
      maps.delete(key(mint, slot));
      maps.set(key(mint, slot), hit);
      return hit;
    },
    has(mint: string, slot: number): boolean {
      return maps.has(key(mint, slot));
    },
    set(mint: string, slot: number, map: MapData): void {
      if (!isSettled(map)) return;
      maps.delete(key(mint, slot));
      maps.set(key(mint, slot), map);
      while (maps.size > max) maps.delete(maps.keys().next().value!);
    },
    get size() {
      return maps.size;
    },
  };
}

export type SlotMapCache = ReturnType<typeof createSlotMapCache>;
