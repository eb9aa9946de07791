// The live ledger's clock: one slot per 400 ms of wall-clock time from the
// moment it starts, the first live slot right after the replayed history's
// tip. Live slots carry wall-clock block times (so "how old is this payment"
// works like on mainnet); the replayed history keeps its fixed 2025 times.
import { blockTimeOf as historicBlockTime, SLOT_MS } from "@/server/ledger/clock";

export class LiveClock {
  /** the first live slot (the replayed tip + 1). */
  readonly baseSlot: number;
  readonly startMs: number;
  /** moved forward by tests (advance): expiring blockhashes, finalizing, aging payments. */
  private offsetMs = 0;

  constructor(
    historicTip: number,
    private readonly source: () => number = Date.now,
    readonly slotMs: number = SLOT_MS,
  ) {
    this.baseSlot = historicTip + 1;
    this.startMs = source();
  }

  now(): number {
    return this.source() + this.offsetMs;
  }

  /** Jumps the clock forward: slots, block height, block times and commitment all follow. */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError("the clock only moves forward");
    this.offsetMs += ms;
  }

  /** The slot that was current at wall-clock `ms` (never before the first live slot). */
  slotAt(ms: number): number {
    return this.baseSlot + Math.max(0, Math.floor((ms - this.startMs) / this.slotMs));
  }

  currentSlot(): number {
    return this.slotAt(this.now());
  }

  /** unix seconds of a slot: wall-clock for live slots, the fixed timeline before them. */
  blockTimeOf(slot: number): number {
    if (slot < this.baseSlot) return historicBlockTime(slot);
    return Math.floor((this.startMs + (slot - this.baseSlot) * this.slotMs) / 1000);
  }
}
