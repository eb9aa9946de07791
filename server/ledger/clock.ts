// The ledger's clock. Slots advance every 400 ms from a fixed genesis, so a
// slot always maps to the same blockTime. The tip ("now") is fixed too: every
// answer is reproducible, and scenarios place their history relative to it.
export const SLOT_MS = 400;
export const SLOTS_PER_DAY = (24 * 3600 * 1000) / SLOT_MS; // 216_000
export const TIP_SLOT = 345_000_000;
/** unix seconds of TIP_SLOT (2025-06-01T00:00:00Z). */
export const TIP_TIME = 1_748_736_000;
/** block height trails the slot by the slots skipped since genesis of mainnet. */
const SKIPPED_SLOTS = 22_000_000;
export const EPOCH_SLOTS = 432_000;

export function blockTimeOf(slot: number): number {
  return TIP_TIME - Math.round(((TIP_SLOT - slot) * SLOT_MS) / 1000);
}

export function blockHeightOf(slot: number): number {
  return slot - SKIPPED_SLOTS;
}

/** The slot `days` (fractional allowed) before the tip, plus `extra` slots. */
export function slotDaysAgo(days: number, extra = 0): number {
  return TIP_SLOT - Math.round(days * SLOTS_PER_DAY) + extra;
}
