// Test support: a ledger world of a few scenarios on a clock the test drives,
// a scan service that stores reports (enrolling the mints, migration 0015),
// and outcome services on the same clock, each with its own RPC client, whose
// futures start on this ledger when a case is scheduled (as the demo does).
import { createDexScreenerClient } from "@/server/chain/market/client";
import { createJupiterClient } from "@/server/chain/quotes/client";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import type { Database } from "@/server/platform/db/client";
import { parseConfig, type ConfigOverrides } from "@/server/platform/config/env";
import { buildLedgerWorld, LIVING_FUTURE, scenarioFuture, startLedgerServer, WORLD_SCENARIOS, type LedgerServer } from "@/server/ledger";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { createScanService } from "@/server/services/scan/scan/scan-service";
import { createOutcomesService, type OutcomesServiceDeps } from "@/server/services/outcomes/outcomes-service";
import { outcomeSettings } from "@/server/services/outcomes/settings";

export interface OutcomeWorld {
  ledger: LedgerServer;
  clock: { ms: number; advance(ms: number): void };
  mints: Record<string, string>;
  close(): Promise<void>;
}

/** A world of these scenarios (any of the default world's) served with a hand-driven live clock. */
export async function startOutcomeWorld(ids: string[]): Promise<OutcomeWorld> {
  const defs = ids.map((id) => WORLD_SCENARIOS.find((s) => s.id === id) ?? raise(`no scenario ${id}`));
  const clock = { ms: 1_790_000_000_000, advance: (ms: number) => void (clock.ms += ms) };
  const ledger = await startLedgerServer({ world: buildLedgerWorld(defs), now: () => clock.ms, wsOnNextPort: false });
  // a future's transaction is read at the checkpoint it precedes, however close
  ledger.controls.configure({ confirmationDelayMs: 0, finalityDelayMs: 0 });
  return { ledger, clock, mints: Object.fromEntries(defs.map((d) => [d.id, d.mint])), close: () => ledger.close() };
}

function sources(world: OutcomeWorld) {
  const http = { timeoutMs: 20_000, maxRetries: 1 };
  return {
    rpc: createSolanaRpc({ url: world.ledger.rpcUrl, concurrency: 8, ...http }),
    market: createDexScreenerClient({ baseUrl: world.ledger.dexscreenerUrl, ...http }),
    quotes: createJupiterClient({ baseUrl: world.ledger.jupiterUrl, ...http }),
    now: () => Math.floor(world.clock.ms / 1000),
  };
}

/** A scan service storing into `database` (its stores enrol the mints) at the world's clock. */
export function worldScanService(world: OutcomeWorld, database: Database) {
  return createScanService({ sources: sources(world), gatherOptions: { ...DEFAULT_GATHER_OPTIONS, deadlineMs: 60_000 }, database: async () => database, ttlSeconds: 300 });
}

/** An outcome service instance on `database`, with the test's settings (checkpoints in seconds). */
export function worldOutcomeService(world: OutcomeWorld, database: Database, overrides: ConfigOverrides, extra: Partial<OutcomesServiceDeps> = {}) {
  const settings = outcomeSettings(parseConfig({ NODE_ENV: "test", ...overrides }));
  const { rpc, market } = sources(world);
  return createOutcomesService({
    database: async () => database,
    rpc,
    market,
    settings,
    now: () => new Date(world.clock.ms),
    onScheduled: async (cases) => {
      for (const c of cases) world.ledger.controls.startFuture(c.mint, scenarioFuture(c.mint) ?? LIVING_FUTURE, { daySeconds: settings.daySeconds, anchorMs: c.firstScanAt.getTime() });
    },
    ...extra,
  });
}

function raise(message: string): never {
  throw new Error(message);
}
