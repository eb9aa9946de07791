// The live part of a world: the advancing clock, the blockhashes handed out by
// getLatestBlockhash, and commitment. A transaction the ledger processes is
// `processed` at once, `confirmed` after confirmationDelayMs (~1 slot) and
// `finalized` after finalityDelayMs; the replayed history is finalized.
// One LiveChain per World, created (and its clock started) on first use.
import { blockHeightOf, SLOT_MS } from "@/server/ledger/clock";
import { deriveBlockhash } from "@/server/ledger/keys";
import type { TxRecord } from "@/server/ledger/world/types";
import type { World } from "@/server/ledger/world/world";
import { LiveClock } from "@/server/ledger/live/live-clock";
import { ledgerSlot } from "@/server/ledger/server/ledger-slot";

export type Commitment = "processed" | "confirmed" | "finalized";

const RANK: Record<Commitment, number> = { processed: 0, confirmed: 1, finalized: 2 };

/** A blockhash stays usable for 150 blocks (MAX_PROCESSING_AGE), as on mainnet. */
export const MAX_PROCESSING_AGE = 150;
export const DEFAULT_FINALITY_DELAY_MS = 2_000;

/** The node's aliases; no commitment means finalized. */
export function normalizeCommitment(value: string | undefined): Commitment {
  if (value === "processed" || value === "recent") return "processed";
  if (value === "confirmed" || value === "single" || value === "singleGossip") return "confirmed";
  return "finalized";
}

export interface IssuedBlockhash {
  blockhash: string;
  slot: number;
  lastValidBlockHeight: number;
}

export class LiveChain {
  readonly clock: LiveClock;
  confirmationDelayMs = SLOT_MS;
  finalityDelayMs = DEFAULT_FINALITY_DELAY_MS;
  private readonly issued = new Map<string, IssuedBlockhash>();

  constructor(
    readonly world: World,
    now: () => number = Date.now,
  ) {
    this.clock = new LiveClock(world.tipSlot, now);
    world.attachLiveClock(() => this.clock.currentSlot());
  }

  nowMs(): number {
    return this.clock.now();
  }

  currentSlot(): number {
    return this.clock.currentSlot();
  }

  private finalityLagMs(): number {
    return Math.max(this.confirmationDelayMs, this.finalityDelayMs);
  }

  /** The newest slot at a commitment level (finalized trails by the finality delay). */
  slotFor(commitment: Commitment): number {
    const now = this.nowMs();
    if (commitment === "processed") return this.clock.slotAt(now);
    return this.clock.slotAt(now - (commitment === "confirmed" ? this.confirmationDelayMs : this.finalityLagMs()));
  }

  blockHeight(commitment: Commitment = "processed"): number {
    return blockHeightOf(this.slotFor(commitment));
  }

  latestBlockhash(commitment: Commitment): IssuedBlockhash {
    const slot = this.slotFor(commitment);
    const issued = { blockhash: deriveBlockhash(slot), slot, lastValidBlockHeight: blockHeightOf(slot) + MAX_PROCESSING_AGE };
    if (this.issued.size > 20_000) this.forgetExpired();
    this.issued.set(issued.blockhash, issued);
    return issued;
  }

  /** Only blockhashes this ledger handed out, and only until their last valid block height. */
  isBlockhashValid(blockhash: string): boolean {
    const issued = this.issued.get(blockhash);
    return issued !== undefined && this.blockHeight() <= issued.lastValidBlockHeight;
  }

  private forgetExpired(): void {
    const height = this.blockHeight();
    for (const [hash, issued] of this.issued) if (issued.lastValidBlockHeight < height) this.issued.delete(hash);
  }

  statusOf(tx: TxRecord): Commitment {
    if (tx.submittedAtMs === undefined) return "finalized";
    const age = this.nowMs() - tx.submittedAtMs;
    if (age >= this.finalityLagMs()) return "finalized";
    return age >= this.confirmationDelayMs ? "confirmed" : "processed";
  }

  meets(tx: TxRecord, commitment: Commitment): boolean {
    return RANK[this.statusOf(tx)] >= RANK[commitment];
  }

  /** Blocks built on top of the transaction's slot; null once it is rooted (finalized). */
  confirmationsOf(tx: TxRecord): number | null {
    if (this.statusOf(tx) === "finalized") return null;
    return Math.max(0, this.currentSlot() - tx.slot);
  }

  /** Slot, block time and processing time for a transaction recorded now. */
  stamp(): { slot: number; blockTime: number; submittedAtMs: number } {
    const submittedAtMs = this.nowMs();
    const slot = this.clock.slotAt(submittedAtMs);
    return { slot, blockTime: this.clock.blockTimeOf(slot), submittedAtMs };
  }
}

// in the ledger's one slot like the default world (server/ledger-slot.ts): a Next.js
// dev reload of this module must not start a second clock (and forget the handed-out
// blockhashes) for it.

/**
 * `now` (unix ms) is the live clock's time source, read when the chain is first
 * created; tests pass a hand-driven one with a world of their own. Asking for
 * one once the world's clock runs is refused rather than silently ignored.
 */
export function getLiveChain(world: World, now?: () => number): LiveChain {
  const slot = ledgerSlot();
  const chains = (slot.chains ??= new WeakMap());
  let chain = chains.get(world);
  if (chain && now) throw new Error("this world's live clock is already running; give the clock a world of its own");
  if (!chain) {
    chain = new LiveChain(world, now);
    chains.set(world, chain);
  }
  return chain;
}
