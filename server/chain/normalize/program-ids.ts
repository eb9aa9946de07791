// Which programs a transaction invoked, and which venues they belong to.
import type { Address, Venue } from "@/server/engine/snapshot";
import { getVenueByProgramId } from "@/server/chain/labels/venues";
import type { FlatInstruction } from "@/server/chain/normalize/flatten-instructions";

/** Top-level and inner program ids, deduplicated, in first-invocation order. */
export function collectProgramIds(flat: FlatInstruction[]): Address[] {
  return [...new Set(flat.map(({ instruction }) => instruction.programId))];
}

/**
 * Recognised venues among the invoked programs, deduplicated. Inner programs
 * count: a swap routed through Jupiter or a launcher contract still reaches
 * the pool program by CPI.
 */
export function collectVenues(programIds: Address[]): Venue[] {
  const venues = programIds.map(getVenueByProgramId).filter((venue): venue is Venue => venue !== null);
  return [...new Set(venues)];
}
