// Plays tokens' futures on the live ledger. Steps are due at the anchor (the
// first scan) plus their hours on the scaled clock; the ledger plays every
// due step before it answers anything (server/ledger/server/ledger-server.ts),
// so a reader always sees the world as of now, with no timer of its own, and a
// test that drives the clock by hand sees exactly the steps it moved past.
// A step played late still lands in the slot it was due in when nothing was
// recorded since (events.ts freshContext).
import { freshContext, LedgerEventRefused, triggerLedgerEvent } from "@/server/ledger/live/events";
import type { LiveChain } from "@/server/ledger/live/live-chain";
import { ledgerSlot } from "@/server/ledger/server/ledger-slot";
import { applyAction } from "@/server/ledger/world/apply-action";
import { marketOf, organicTrade } from "@/server/ledger/futures/organic-trade";
import type { Action, TokenAmount } from "@/server/ledger/world/actions/types";
import { FUTURE_HORIZON_HOURS, ORGANIC_TRADE_EVERY_HOURS, type FutureClock, type FutureStep, type TokenFuture } from "@/server/ledger/futures/types";

const HOUR_MS_AT_SCALE_1 = 3_600_000;
/** at most this many organic trades are played at once: a ledger left unread for long skips the rest */
const MAX_CATCH_UP_TRADES = 6;

interface Playing {
  mint: string;
  clock: FutureClock;
  steps: FutureStep[];
  /** next scripted step */
  nextStep: number;
  trading: "lives" | "quiet";
  /** next organic trade's number (its due time is anchor + (n + 1) periods) */
  nextTrade: number;
  /** how many times this mint's future was replaced: its organic wallets differ per generation */
  generation: number;
  log: { atMs: number; what: string; signatures: string[] }[];
}

export interface FutureStatus {
  mint: string;
  anchorMs: number;
  daySeconds: number;
  trading: "lives" | "quiet";
  played: { atMs: number; what: string; signatures: string[] }[];
  pending: number;
}

export class FuturePlayer {
  private readonly playing = new Map<string, Playing>();

  constructor(private readonly chain: LiveChain) {}

  /** Starts `mint`'s future; false when one was playing and `replace` is not set (the demo's own start never
   * overrides a future someone posted). A replaced future's organic wallets are new ones. */
  start(mint: string, future: TokenFuture, clock: FutureClock, replace = false): boolean {
    const playing = this.playing.get(mint);
    if (playing && !replace) return false;
    if (!(clock.daySeconds > 0)) throw new RangeError("daySeconds must be positive");
    const steps = [...future.steps].sort((a, b) => a.atHours - b.atHours);
    const generation = playing ? playing.generation + 1 : 0;
    this.playing.set(mint, { mint, clock, steps, nextStep: 0, trading: future.trading, nextTrade: 0, generation, log: playing ? [...playing.log] : [] });
    return true;
  }

  status(): FutureStatus[] {
    return [...this.playing.values()].map((p) => ({ mint: p.mint, anchorMs: p.clock.anchorMs, daySeconds: p.clock.daySeconds, trading: p.trading, played: p.log, pending: p.steps.length - p.nextStep }));
  }

  /** Plays every step due by now, in time order across tokens. */
  playDue(): void {
    const now = this.chain.nowMs();
    for (;;) {
      const next = this.earliestDue(now);
      if (!next) return;
      this.play(next.playing, next.kind, next.atMs);
    }
  }

  private earliestDue(now: number): { playing: Playing; kind: "step" | "trade"; atMs: number } | null {
    let best: { playing: Playing; kind: "step" | "trade"; atMs: number } | null = null;
    for (const p of this.playing.values()) {
      const step = p.steps[p.nextStep];
      const stepAt = step ? this.dueMs(p, step.atHours) : Infinity;
      const tradeAt = p.trading === "lives" ? this.tradeDueMs(p, now) : Infinity;
      const [kind, atMs] = stepAt <= tradeAt ? (["step", stepAt] as const) : (["trade", tradeAt] as const);
      if (atMs <= now && (!best || atMs < best.atMs)) best = { playing: p, kind, atMs };
    }
    return best;
  }

  private dueMs(p: Playing, hours: number): number {
    return p.clock.anchorMs + ((hours * HOUR_MS_AT_SCALE_1) * p.clock.daySeconds) / 86_400;
  }

  /** The next organic trade's due time; trades long overdue are skipped, not replayed one by one. */
  private tradeDueMs(p: Playing, now: number): number {
    const hours = (n: number) => (n + 1) * ORGANIC_TRADE_EVERY_HOURS;
    if (hours(p.nextTrade) > FUTURE_HORIZON_HOURS) return Infinity;
    const periodMs = this.dueMs(p, ORGANIC_TRADE_EVERY_HOURS) - p.clock.anchorMs;
    const behind = Math.floor((now - this.dueMs(p, hours(p.nextTrade))) / periodMs);
    // skip an even number (a buy and its sell) so a fresh wallet still buys first
    if (behind > MAX_CATCH_UP_TRADES) p.nextTrade += (behind - MAX_CATCH_UP_TRADES) & ~1;
    return this.dueMs(p, hours(p.nextTrade));
  }

  private play(p: Playing, kind: "step" | "trade", atMs: number): void {
    if (kind === "trade") {
      const n = p.nextTrade++;
      this.record(p, atMs, `organic trade ${n}`, () => organicTrade(freshContext(this.chain, `future|${p.mint}|${p.generation}|trade|${n}`, atMs), p.mint, n, p.generation).map((r) => r.signature));
      return;
    }
    const step = p.steps[p.nextStep++];
    if ("trading" in step) {
      p.trading = step.trading;
      // organic trades resume from this step's time, not in a burst of the ones it skipped
      if (step.trading === "lives") p.nextTrade = Math.max(p.nextTrade, Math.ceil(step.atHours / ORGANIC_TRADE_EVERY_HOURS));
      p.log.push({ atMs, what: `trading ${step.trading}`, signatures: [] });
    } else if ("event" in step) {
      this.record(p, atMs, step.event, () => triggerLedgerEvent(this.chain, p.mint, step.event, atMs).signatures);
    } else {
      const action = "action" in step ? step.action : sellAction(this.chain, p.mint, step.sell.wallet, step.sell.amount);
      this.record(p, atMs, action.kind, () => [applyAction(freshContext(this.chain, `future|${p.mint}|${p.nextStep}`, atMs), action).signature]);
    }
  }

  /** A step the world refuses (nobody left to sell, no pool any more) is logged and skipped: a future never stops the ledger. */
  private record(p: Playing, atMs: number, what: string, run: () => string[]): void {
    try {
      p.log.push({ atMs, what, signatures: run() });
    } catch (error) {
      const reason = error instanceof LedgerEventRefused || error instanceof Error ? error.message : String(error);
      p.log.push({ atMs, what: `${what} refused: ${reason}`, signatures: [] });
    }
  }
}

/** A sell on the market the token has when the step plays (it may have graduated since the scan). */
function sellAction(chain: LiveChain, mint: string, user: string, amount: TokenAmount): Action {
  return marketOf(chain.world, mint)?.kind === "curve" ? { kind: "pumpSell", user, mint, amount } : { kind: "poolSell", user, mint, amount };
}

/** The chain's player, made on first use (held in the ledger's one slot, like the chain itself). */
export function futurePlayerOf(chain: LiveChain): FuturePlayer {
  const players = (ledgerSlot().futures ??= new WeakMap());
  let player = players.get(chain);
  if (!player) players.set(chain, (player = new FuturePlayer(chain)));
  return player;
}

/** Plays what is due if some future was ever started on this chain (cheap otherwise). */
export function playDueFutures(chain: LiveChain): void {
  ledgerSlot().futures?.get(chain)?.playDue();
}
