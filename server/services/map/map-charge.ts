// What a map answer pays for (issue 28 item 1): one scan, like every answer
// that carries a verdict. Today's map is drawn from the mint's trace, so a
// repeat of a mint this caller paid for (a scan or a map) within the fresh
// window is free, as a scan's is. A map at a slot is its own trace (the
// holders replayed to that slot), paid for as (mint, slot), never as a repeat
// of the mint's scan; a repeat of it is free only once that map is settled and
// kept here (slot-map-cache.ts): a live or unsettled slot is traced again, and
// charged again.
import type { MapQuery } from "@/server/contracts/map-data";
import type { Charge } from "@/server/services/access/access/reserve-scans";
import { scanCharge } from "@/server/services/scan/scan/scan-for-caller";
import type { Services } from "@/server/services/services";

export async function mapCharge(services: Pick<Services, "scans" | "maps" | "now">, query: Pick<MapQuery, "mint" | "fresh" | "slot">): Promise<Charge> {
  if (query.slot === undefined) return scanCharge(services, query.mint, query.fresh ?? false);
  const settled = !query.fresh && (await services.maps()).hasSettledSlotMap(query.mint, query.slot);
  // fresh: remembered as paid, never a repeat; settled: a repeat of a (mint, slot) paid for within the window is free
  return { units: 1, repeat: { mint: `${query.mint}@${query.slot}`, fresh: !settled, ...(settled ? { cachedAtMs: services.now().getTime() } : {}) } };
}
