// No mint is read twice for one checkpoint, and none labelled twice, however
// many instances run: three outcome services, each with its own connection
// pool to one real PostgreSQL database, run their passes at the same time.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase, IN_MEMORY, type Database } from "@/server/platform/db/client";
import { createMigratedDatabase, type ThrowawayDatabase } from "@/server/platform/db/testing/test-databases";
import { startOutcomeWorld, worldOutcomeService, worldScanService, type OutcomeWorld } from "@/server/services/outcomes/testing/outcome-world";

const SCENARIOS = ["clean-organic", "graduated", "no-sell-route", "whale-exit", "exchange-funded", "thin-liquidity"];
const SETTINGS = { OUTCOME_CHECKPOINTS: "5s,10s,15s,20s", OUTCOME_BATCH_SIZE: "2", OUTCOME_RPC_BUDGET: "100000" } as const;

let world: OutcomeWorld;
let throwaway: ThrowawayDatabase;
const databases: Database[] = [];

beforeAll(async () => {
  world = await startOutcomeWorld(SCENARIOS);
  throwaway = await createMigratedDatabase();
  for (let i = 0; i < 3; i++) databases.push(await createDatabase({ databaseUrl: throwaway.url, dataDir: IN_MEMORY, poolSize: 3 }));
}, 120_000);

afterAll(async () => {
  for (const db of databases) await db.close();
  await throwaway?.drop();
  await world?.close();
});

it("three instances on one PostgreSQL read and label each mint's checkpoint exactly once", async () => {
  const reads: string[] = [];
  const byInstance = new Map<string, number>();
  const instances = databases.map((db, i) =>
    worldOutcomeService(world, db, SETTINGS, {
      workerId: `instance-${i}`,
      onRead: (mint, names) => {
        for (const name of names) reads.push(`${mint}:${name}`);
        byInstance.set(`instance-${i}`, (byInstance.get(`instance-${i}`) ?? 0) + names.length);
      },
    }),
  );
  const scans = worldScanService(world, databases[0]);
  for (const mint of Object.values(world.mints)) await scans.traceSnapshot({ mint });
  await scans.close();
  for (let second = 0; second <= 21; second++) {
    // each instance drains what is due, all three at once
    await Promise.all(instances.map(async (o) => {
      while ((await o.runPass()).leased > 0);
    }));
    world.clock.advance(1_000);
  }
  const labelled = await databases[0].prisma.outcomeCheckpoint.findMany({ where: { label: { not: null } } });
  expect(labelled.length).toBe(SCENARIOS.length * 4);
  expect(reads.length).toBe(new Set(reads).size);
  expect(reads.length).toBe(SCENARIOS.length * 4);
  const cases = await databases[0].prisma.outcomeCase.findMany();
  expect(cases.every((c) => c.reads === 4 && c.nextDueAt === null && c.lockedBy === null)).toBe(true);
  // the work was shared, not done by one instance that happened to win every lease
  expect(byInstance.size).toBeGreaterThan(1);
  console.log(`[outcomes] 3 instances: ${reads.length} checkpoint reads, each once; per instance ${JSON.stringify(Object.fromEntries(byInstance))}`);
}, 180_000);
