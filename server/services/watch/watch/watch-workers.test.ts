// Exactly one delivery per incident however many instances run: three worker
// instances, each with its own connection pool to one real PostgreSQL
// database, drive the same watches concurrently.
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase, IN_MEMORY, type Database } from "@/server/platform/db/client";
import { createMigratedDatabase, type ThrowawayDatabase } from "@/server/platform/db/testing/test-databases";
import { buildLedgerWorld, getScenario, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { createTestClock, createTestKey, createTestWatchContext, startReceiver, type Receiver } from "@/server/services/watch/watch/testing/watch-harness";
import { registerWatch } from "@/server/services/watch/watch/watch-service";
import { createWatchWorker } from "@/server/services/watch/watch/watch-worker";

const WATCHES_PER_MINT = 4;
// a world of its own (not the shared default): the events change it for good
const watchDump = getScenario("watch-dump")!;
const watchDrain = getScenario("watch-drain")!;
let ledger: LedgerServer;
let throwaway: ThrowawayDatabase;
let receiver: Receiver;
const databases: Database[] = [];

beforeAll(async () => {
  ledger = await startLedgerServer({ port: 0, world: buildLedgerWorld(), wsOnNextPort: false });
  ledger.controls.configure({ confirmationDelayMs: 0, finalityDelayMs: 0 });
  throwaway = await createMigratedDatabase();
  for (let i = 0; i < 3; i++) databases.push(await createDatabase({ databaseUrl: throwaway.url, dataDir: IN_MEMORY, poolSize: 3 }));
  receiver = await startReceiver();
}, 120_000);

afterAll(async () => {
  await receiver?.close();
  for (const db of databases) await db.close();
  await throwaway?.drop();
  await ledger?.close();
});

it("three workers on one PostgreSQL deliver each incident to each watch exactly once", async () => {
  const clock = createTestClock();
  const contexts = databases.map((db) => createTestWatchContext(db, ledger.rpcUrl, clock));
  // one server key for all instances (as WEBHOOK_SECRET_KEY would be)
  for (const ctx of contexts) ctx.secretKeys = contexts[0].secretKeys;
  const secrets = new Map<string, string>();
  for (const mint of [watchDump.mint, watchDrain.mint]) {
    for (let i = 0; i < WATCHES_PER_MINT; i++) {
      const path = `/${mint.slice(0, 6)}-${i}`;
      const registered = await registerWatch(contexts[i % 3], await createTestKey(databases[0]), { mint, webhook_url: receiver.url(path) });
      secrets.set(path, registered.secret!);
    }
  }
  const workers = contexts.map((ctx, i) => createWatchWorker(ctx, { workerId: `instance-${i}`, batchSize: 2 }));
  const drain = async (w: (typeof workers)[number]) => {
    while ((await w.runDue()) > 0);
  };
  const allPasses = () => Promise.all(workers.map(drain));
  await allPasses(); // initial state
  for (const kind of ["coordinated_dump", "liquidity_drain"]) {
    const mint = kind === "coordinated_dump" ? watchDump.mint : watchDrain.mint;
    const res = await fetch(`${ledger.url}/__ledger/event`, { method: "POST", body: JSON.stringify({ mint, kind }) });
    expect(res.status).toBe(200);
  }
  for (let period = 0; period < 3; period++) {
    clock.advance(15_000);
    await allPasses();
  }
  const incidents = await databases[0].prisma.watchIncident.count();
  expect(incidents).toBeGreaterThanOrEqual(2);
  // every (incident, watch) pair once: incidents x watches of its mint
  const ids = receiver.received.map((r) => r.headers["webhook-id"]);
  expect(ids.length).toBe(new Set(ids).size);
  const deliveries = await databases[0].prisma.watchDelivery.findMany();
  expect(deliveries.length).toBe(ids.length);
  expect(deliveries.every((d) => d.status === "delivered" && d.attempts === 1)).toBe(true);
  for (const hook of receiver.received) expect(() => new Webhook(secrets.get(hook.path)!).verify(hook.body, hook.headers)).not.toThrow();
  const byWorker = await databases[0].prisma.job.groupBy({ by: ["kind", "status"], _count: true });
  console.log(`[watch] 3 instances: ${incidents} incidents, ${ids.length} deliveries, each once; jobs ${JSON.stringify(byWorker)}`);
}, 120_000);
