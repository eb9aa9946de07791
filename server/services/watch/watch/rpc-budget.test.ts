// Watch polling spends at most WATCH_RPC_BUDGET RPC calls a minute, all
// instances together (a counter row per minute in the shared database), and a
// mint past the budget is polled later, never dropped. However many watches a
// mint has, it is one poll job (one poller).
import { expect, it } from "vitest";
import { watchRpcCallsIn } from "@/server/platform/db/watch-rpc-budget";
import { getScenario } from "@/server/ledger";
import { createTestClock, createTestKey, createTestWatchContext } from "@/server/services/watch/watch/testing/watch-harness";
import { setUpWatchWorld } from "@/server/services/watch/watch/testing/watch-world";
import { registerWatch } from "@/server/services/watch/watch/watch-service";
import { createWatchWorker } from "@/server/services/watch/watch/watch-worker";

const MINTS = ["watch-dump", "watch-drain", "clean-organic"].map((id) => getScenario(id)!.mint);
const world = setUpWatchWorld({ database: "postgres", ledger: true });

it("two instances together stay within the per-minute budget, and every mint is polled in a later minute", async () => {
  const clock = createTestClock();
  // start on a minute boundary so the passes below fall into known minutes
  clock.advance(60_000 - (clock.now().getTime() % 60_000));
  const BUDGET = 6;
  const instances = [0, 1].map(() => ({ ...createTestWatchContext(world.db, world.ledger.rpcUrl, clock), rpcBudgetPerMinute: BUDGET }));
  for (const mint of MINTS) {
    // five watches on a mint are still one poller
    for (let i = 0; i < 5; i++) await registerWatch(instances[i % 2], await createTestKey(world.db), { mint, webhook_url: world.receiver.url(`/${mint.slice(0, 4)}-${i}`) });
  }
  expect(await world.db.prisma.job.count({ where: { kind: "watch.poll" } })).toBe(MINTS.length);
  const workers = instances.map((ctx, i) => createWatchWorker(ctx, { workerId: `instance-${i}` }));
  const calls = () => instances.reduce((sum, ctx) => sum + Object.values(ctx.rpc.stats().calls).reduce((a, b) => a + b, 0), 0);
  const perMinute: number[] = [];
  for (let minute = 0; minute < 4; minute++) {
    const before = calls();
    for (let pass = 0; pass < 4; pass++) {
      await Promise.all(workers.map((w) => w.runDue()));
      clock.advance(15_000);
    }
    perMinute.push(calls() - before);
  }
  // each minute within the budget (both instances together), as the database counted it too
  for (const spent of perMinute) expect(spent).toBeLessThanOrEqual(BUDGET);
  expect(await watchRpcCallsIn(world.db.prisma, new Date(clock.now().getTime() - 60_000))).toBeLessThanOrEqual(BUDGET);
  // a first read of a mint costs 4 calls: with 6 a minute not all three fit in the first minute, but all are read by now
  expect(perMinute[0]).toBeLessThan(MINTS.length * 4);
  const states = await world.db.prisma.watchedMint.findMany();
  expect(states.map((s) => s.mint).sort()).toEqual([...MINTS].sort());
  console.log(`[watch] RPC calls per minute with WATCH_RPC_BUDGET=${BUDGET} over 2 instances and 3 mints: ${perMinute.join(", ")}`);
}, 120_000);
