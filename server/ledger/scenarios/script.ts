// The little language scenarios are written in: named wallets, actions at
// slot offsets from the scenario's start, and genesis balances for wallets
// whose history predates the world.
import { deriveAddress } from "@/server/ledger/keys";
import type { Action, ScheduledAction } from "@/server/ledger/world/actions/types";
import type { GenesisBalance } from "@/server/ledger/world/build-world";
import { seededRandom, type Random } from "@/server/ledger/scenarios/random";
import type { Address, ScenarioDefinition, ScenarioExpectation } from "@/server/ledger/scenarios/types";
import type { TokenFuture } from "@/server/ledger/futures/types";

export const sol = (amount: number): bigint => BigInt(Math.round(amount * 1e9));

export class ScenarioScript {
  readonly actions: ScheduledAction[] = [];
  readonly balances: GenesisBalance[] = [];
  readonly random: Random;

  private base: number;

  constructor(
    readonly id: string,
    startSlot: number,
  ) {
    this.base = startSlot;
    this.random = seededRandom(id);
  }

  get startSlot(): number {
    return this.base;
  }

  /** Runs `plan` with offsets counted from `offset` slots later (a later chapter of the story). */
  later<T>(offset: number, plan: () => T): T {
    const saved = this.base;
    this.base = saved + offset;
    try {
      return plan();
    } finally {
      this.base = saved;
    }
  }

  wallet(name: string): Address {
    return deriveAddress(this.id, name);
  }

  wallets(prefix: string, count: number): Address[] {
    return Array.from({ length: count }, (_, i) => this.wallet(`${prefix}-${i + 1}`));
  }

  slot(offset: number): number {
    return this.startSlot + offset;
  }

  /** A balance the wallet already had when the world starts (older history). */
  genesis(address: Address, amount: bigint): this {
    this.balances.push({ address, lamports: amount });
    return this;
  }

  at(offset: number, action: Action): this {
    this.actions.push({ slot: this.startSlot + offset, order: this.actions.length, scenarioId: this.id, action });
    return this;
  }

  fund(offset: number, from: Address, to: Address, amount: bigint): this {
    return this.at(offset, { kind: "transfer", from, to, lamports: amount });
  }
}

export interface ScenarioMeta {
  id: string;
  title: string;
  description: string;
  startSlot: number;
}

export function defineScenario(meta: ScenarioMeta, plan: (s: ScenarioScript) => { mint: Address; expect: ScenarioExpectation; future?: TokenFuture }): ScenarioDefinition {
  const script = new ScenarioScript(meta.id, meta.startSlot);
  const { mint, expect, future } = plan(script);
  return { id: meta.id, title: meta.title, description: meta.description, mint, expect, actions: script.actions, balances: script.balances, ...(future ? { future } : {}) };
}

/** defineScenario for scenarios that also publish exact facts (`expected`) for analytics tests. */
export function defineScenarioWithFacts<T>(
  meta: ScenarioMeta,
  plan: (s: ScenarioScript) => { mint: Address; expect: ScenarioExpectation; facts: T; future?: TokenFuture },
): { scenario: ScenarioDefinition; facts: T } {
  let facts: T | undefined;
  const scenario = defineScenario(meta, (s) => {
    const planned = plan(s);
    facts = planned.facts;
    return planned;
  });
  return { scenario, facts: facts as T };
}
