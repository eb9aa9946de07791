// Test controls of a ledger server: injected latency, deterministic faults and
// counters. A fault rule fires on every Nth matching request (`every`), or
// with a seeded probability (`rate`), at most `limit` times; it can be
// restricted to JSON-RPC methods or URL path prefixes. Payment tests also set
// how fast transactions confirm and finalize, and fund wallets (SOL, USDC).
import { z } from "zod";
import { LedgerEventRefused, triggerLedgerEvent, type LedgerEventKind, type LedgerEventReceipt } from "@/server/ledger/live/events";
import { futurePlayerOf, type FutureStatus } from "@/server/ledger/futures/future-player";
import type { TokenFuture } from "@/server/ledger/futures/types";
import { airdrop, mintUsdc } from "@/server/ledger/live/funding";
import { getLiveChain, type LiveChain } from "@/server/ledger/live/live-chain";
import { seededRandom, type Random } from "@/server/ledger/scenarios/random";
import type { World } from "@/server/ledger/world/world";
import type { RpcMethod } from "@/server/ledger/rpc/context";
import { createGetTransactionsForAddress } from "@/server/ledger/rpc/methods/history-methods";

/** The full page size of the published OpenAPI (newer pages say 1,000; set fullLimit for that). */
const DOCUMENTED_FULL_LIMIT = 100;

export const faultRuleSchema = z.object({
  mode: z.enum(["429", "500", "hang", "garbage"]),
  every: z.number().int().min(1).optional(),
  rate: z.number().min(0).max(1).optional(),
  seed: z.string().optional(),
  limit: z.number().int().min(1).optional(),
  methods: z.array(z.string()).optional(),
  paths: z.array(z.string()).optional(),
  retryAfterSeconds: z.number().int().min(0).optional(),
});

/** Commitment delays are capped at 10 minutes: a test that wants "never" uses the cap. */
const delayMs = z.number().int().min(0).max(600_000).optional();
/** The history methods an indexing provider serves (rpc/methods/history-methods.ts); off = a plain node. */
export const historyMethodsSchema = z.object({ enabled: z.boolean(), fullLimit: z.union([z.literal(100), z.literal(1000)]).optional() });
export const ledgerConfigSchema = z.object({
  latencyMs: z.number().int().min(0).optional(),
  historyMethods: historyMethodsSchema.optional(),
  faults: z.array(faultRuleSchema).optional(),
  confirmationDelayMs: delayMs,
  finalityDelayMs: delayMs,
});

export type FaultRule = z.infer<typeof faultRuleSchema>;
export type LedgerConfigInput = z.infer<typeof ledgerConfigSchema>;

export interface LedgerStats {
  httpRequests: number;
  rpcRequests: number;
  methods: Record<string, number>;
  paths: Record<string, number>;
  faults: Record<string, number>;
  inFlight: number;
  maxConcurrent: number;
}

interface RuleState {
  rule: FaultRule;
  seen: number;
  fired: number;
  random: Random;
}

export interface FundingReceipt {
  signature: string;
  slot: number;
}

export class LedgerControls {
  latencyMs = 0;
  /** getTransactionsForAddress and its full page size, or null (answered -32601 like a plain node) */
  historyMethods: Readonly<Record<string, RpcMethod>> = {};
  private historySetting: z.infer<typeof historyMethodsSchema> = { enabled: false };
  private rules: RuleState[] = [];
  stats: LedgerStats = emptyStats();
  readonly chain: LiveChain;

  constructor(world: World) {
    this.chain = getLiveChain(world);
  }

  configure(input: LedgerConfigInput): void {
    if (input.latencyMs !== undefined) this.latencyMs = input.latencyMs;
    if (input.historyMethods !== undefined) {
      this.historySetting = { enabled: input.historyMethods.enabled, fullLimit: input.historyMethods.fullLimit ?? DOCUMENTED_FULL_LIMIT };
      const method = createGetTransactionsForAddress({ fullLimit: this.historySetting.fullLimit ?? DOCUMENTED_FULL_LIMIT });
      this.historyMethods = input.historyMethods.enabled ? { getTransactionsForAddress: method } : {};
    }
    if (input.confirmationDelayMs !== undefined) this.chain.confirmationDelayMs = input.confirmationDelayMs;
    if (input.finalityDelayMs !== undefined) this.chain.finalityDelayMs = input.finalityDelayMs;
    if (input.faults !== undefined) {
      this.rules = input.faults.map((rule, i) => ({ rule, seen: 0, fired: 0, random: seededRandom(rule.seed ?? `fault-${i}`) }));
    }
  }

  get config(): { latencyMs: number; faults: FaultRule[]; confirmationDelayMs: number; finalityDelayMs: number; historyMethods: z.infer<typeof historyMethodsSchema> } {
    const { confirmationDelayMs, finalityDelayMs } = this.chain;
    return { latencyMs: this.latencyMs, faults: this.rules.map((r) => r.rule), confirmationDelayMs, finalityDelayMs, historyMethods: this.historySetting };
  }
  /** ms from processed to finalized (default 2000); confirmed comes after confirmationDelayMs (400). */
  setFinalityDelayMs(ms: number): void {
    this.configure({ finalityDelayMs: ms });
  }
  setConfirmationDelayMs(ms: number): void {
    this.configure({ confirmationDelayMs: ms });
  }
  /** Moves the ledger's clock forward (e.g. 151 slots * 400 ms to expire every blockhash handed out). */
  advanceClock(ms: number): { slot: number } {
    this.chain.clock.advance(ms);
    return { slot: this.chain.currentSlot() };
  }
  /** Sends `lamports` from the faucet to `address` (a recorded System transfer). */
  airdrop(address: string, lamports: bigint | number): FundingReceipt {
    const record = airdrop(this.chain, address, BigInt(lamports));
    return { signature: record.signature, slot: record.slot };
  }
  /** Mints USDC base units (6 decimals) to `owner`'s ATA, creating it when missing. */
  mintUsdc(owner: string, amount: bigint | number | string): FundingReceipt & { tokenAccount: string } {
    const { record, tokenAccount } = mintUsdc(this.chain, owner, BigInt(amount));
    return { signature: record.signature, slot: record.slot, tokenAccount };
  }

  /**
   * Makes a market event happen now, in one new slot: the top wallet holders
   * dump (`coordinated_dump`) or the pool's liquidity is pulled
   * (`liquidity_drain`); see live/events.ts. Throws LedgerEventRefused when the
   * mint cannot have it.
   */
  triggerEvent(mint: string, kind: LedgerEventKind): LedgerEventReceipt {
    return triggerLedgerEvent(this.chain, mint, kind);
  }

  /**
   * Starts `mint`'s future (server/ledger/futures): its steps and organic trading play on a clock where a
   * day lasts `daySeconds`, counted from `anchorMs` (default now). False when one was playing, unless `replace`.
   */
  startFuture(mint: string, future: TokenFuture, clock: { daySeconds: number; anchorMs?: number; replace?: boolean }): boolean {
    if (!this.chain.world.getMint(mint)) throw new LedgerEventRefused(`no mint ${mint}`);
    return futurePlayerOf(this.chain).start(mint, future, { daySeconds: clock.daySeconds, anchorMs: clock.anchorMs ?? this.chain.nowMs() }, clock.replace ?? false);
  }

  /** Every started future: what it played, and what is left. */
  futures(): FutureStatus[] {
    return futurePlayerOf(this.chain).status();
  }

  resetStats(): void {
    this.stats = emptyStats();
  }

  /** The fault to inject for a request, if any (first matching rule that fires). */
  pickFault(path: string, methods: string[]): FaultRule | null {
    for (const state of this.rules) {
      const { rule } = state;
      if (rule.paths && !rule.paths.some((p) => path.startsWith(p))) continue;
      if (rule.methods && !methods.some((m) => rule.methods!.includes(m))) continue;
      if (rule.limit !== undefined && state.fired >= rule.limit) continue;
      state.seen += 1;
      const fires = rule.every !== undefined ? state.seen % rule.every === 0 : state.random.next() < (rule.rate ?? 1);
      if (!fires) continue;
      state.fired += 1;
      this.stats.faults[rule.mode] = (this.stats.faults[rule.mode] ?? 0) + 1;
      return rule;
    }
    return null;
  }

  countRequest(path: string): void {
    this.stats.httpRequests += 1;
    const key = path.split("/").slice(0, 3).join("/") || "/";
    this.stats.paths[key] = (this.stats.paths[key] ?? 0) + 1;
  }

  countMethod(method: string): void {
    this.stats.rpcRequests += 1;
    this.stats.methods[method] = (this.stats.methods[method] ?? 0) + 1;
  }

  enter(): void {
    this.stats.inFlight += 1;
    if (this.stats.inFlight > this.stats.maxConcurrent) this.stats.maxConcurrent = this.stats.inFlight;
  }

  leave(): void {
    this.stats.inFlight -= 1;
  }
}

function emptyStats(): LedgerStats {
  return { httpRequests: 0, rpcRequests: 0, methods: {}, paths: {}, faults: {}, inFlight: 0, maxConcurrent: 0 };
}
