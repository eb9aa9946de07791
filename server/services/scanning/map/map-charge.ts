// What a map answer pays for (issue 28 item 1): one scan, like every answer
// that carries a verdict. Today's map is drawn from the mint's trace, so a
// repeat of a mint this caller paid for (a scan or a map) within the fresh
// window is free, as a scan's is. A map at a slot is its own trace (the
// holders replayed to that slot): it is charged every time, never a free
// repeat of the mint's scan.
import type { MapQuery } from "@/server/contracts/map-data";
import type { Charge } from "@/server/services/billing/access/reserve-scans";
import { scanCharge } from "@/server/services/scanning/scan/scan-for-caller";
import type { Services } from "@/server/services/services";

export async function mapCharge(services: Pick<Services, "scans">, query: Pick<MapQuery, "mint" | "fresh" | "slot">): Promise<Charge> {
  if (query.slot !== undefined) return { units: 1 };
  return scanCharge(services, query.mint, query.fresh ?? false);
}
