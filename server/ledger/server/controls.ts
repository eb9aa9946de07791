// Test controls of a ledger server: injected latency, deterministic faults and
// counters. A fault rule fires on every Nth matching request (`every`), or
// with a seeded probability (`rate`), at most `limit` times; it can be
// restricted to JSON-RPC methods or URL path prefixes.
import { z } from "zod";
import { seededRandom, type Random } from "../scenarios/random";

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

export const ledgerConfigSchema = z.object({
  latencyMs: z.number().int().min(0).optional(),
  faults: z.array(faultRuleSchema).optional(),
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

export class LedgerControls {
  latencyMs = 0;
  private rules: RuleState[] = [];
  stats: LedgerStats = emptyStats();

  configure(input: LedgerConfigInput): void {
    if (input.latencyMs !== undefined) this.latencyMs = input.latencyMs;
    if (input.faults !== undefined) {
      this.rules = input.faults.map((rule, i) => ({ rule, seen: 0, fired: 0, random: seededRandom(rule.seed ?? `fault-${i}`) }));
    }
  }

  get config(): { latencyMs: number; faults: FaultRule[] } {
    return { latencyMs: this.latencyMs, faults: this.rules.map((r) => r.rule) };
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
