import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, IN_MEMORY, type Database } from "@/server/platform/db/client";
import { enqueueJob, leaseJobs } from "@/server/platform/db/jobs";
import { createMigratedDatabase, openTestDatabase, type TestDatabase } from "@/server/platform/db/testing/test-databases";
import { closeBackground, listBackground } from "@/server/platform/background";
import { createJobRunner, type JobHandler } from "@/server/services/watch/jobs/job-runner";

const T0 = new Date("2026-11-23T12:00:00Z");

describe.each(["postgres", "pglite"] as const)("job outbox on %s", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => void (test = await openTestDatabase(kind)));
  afterAll(() => test.close());

  it("runs a due job once, retries with backoff on the injected clock, and skips jobs not yet due", async () => {
    let clock = T0;
    const calls: number[] = [];
    const flaky: JobHandler = async (job, now) => {
      calls.push(job.attempts);
      return job.attempts < 3 ? { kind: "retry", runAt: new Date(now.getTime() + 60_000), error: "receiver down" } : { kind: "done" };
    };
    const runner = createJobRunner({ database: async () => test.db, handlers: { flaky }, now: () => clock });
    expect(await enqueueJob(test.db.prisma, { kind: "flaky", payload: { a: 1 }, dedupeKey: `flaky-${kind}`, runAt: T0 })).toBe(true);
    expect(await enqueueJob(test.db.prisma, { kind: "flaky", payload: { a: 1 }, dedupeKey: `flaky-${kind}`, runAt: T0 })).toBe(false);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0); // backing off: not due for 60 s
    clock = new Date(T0.getTime() + 61_000);
    expect(await runner.runDue()).toBe(1);
    clock = new Date(T0.getTime() + 122_000);
    expect(await runner.runDue()).toBe(1);
    clock = new Date(T0.getTime() + 999_000);
    expect(await runner.runDue()).toBe(0); // done
    expect(calls).toEqual([1, 2, 3]);
  });

  it("gives a job whose worker died to another worker once the lease expires", async () => {
    await enqueueJob(test.db.prisma, { kind: "orphan", payload: {}, runAt: T0 });
    const taken = await leaseJobs(test.db.prisma, { workerId: "dead-worker", now: T0, leaseMs: 30_000, limit: 10 });
    expect(taken.map((j) => j.kind)).toContain("orphan");
    let ran = 0;
    let clock = new Date(T0.getTime() + 10_000);
    const runner = createJobRunner({ database: async () => test.db, handlers: { orphan: async () => (ran++, { kind: "done" }) }, now: () => clock });
    await runner.runDue();
    expect(ran).toBe(0); // still leased
    clock = new Date(T0.getTime() + 31_000);
    await runner.runDue();
    expect(ran).toBe(1);
  });
});

describe("three job runners on one PostgreSQL", () => {
  let databases: Database[] = [];
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const throwaway = await createMigratedDatabase();
    drop = throwaway.drop;
    // three separate pools: three "instances" of the app on one database
    for (let i = 0; i < 3; i++) databases.push(await createDatabase({ databaseUrl: throwaway.url, dataDir: IN_MEMORY, poolSize: 3 }));
  });
  afterAll(async () => {
    for (const db of databases) await db.close();
    databases = [];
    await drop();
  });

  it("runs each of 60 jobs exactly once", async () => {
    for (let i = 0; i < 60; i++) await enqueueJob(databases[0].prisma, { kind: "count", payload: { i }, dedupeKey: `count-${i}`, runAt: T0 });
    const seen: number[] = [];
    const count: JobHandler = async (job) => {
      seen.push((job.payload as { i: number }).i);
      await new Promise((r) => setTimeout(r, 2)); // widen the race window
      return { kind: "done" };
    };
    const runners = databases.map((db) => createJobRunner({ database: async () => db, handlers: { count }, now: () => T0, batchSize: 4 }));
    const passes = async (runner: (typeof runners)[number]) => {
      while ((await runner.runDue()) > 0);
    };
    await Promise.all(runners.map(passes));
    expect(seen.length).toBe(60);
    expect(new Set(seen).size).toBe(60);
  });
});

describe("job runner lifecycle", () => {
  it("a started runner is the app's background work: closeBackground() stops it and waits for the job in flight", async () => {
    const database = await createDatabase({ dataDir: IN_MEMORY });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let finished = false;
    const slow: JobHandler = async () => {
      await gate;
      finished = true;
      return { kind: "done" };
    };
    await enqueueJob(database.prisma, { kind: "slow", payload: {}, runAt: new Date(Date.now() - 1_000) });
    const runner = createJobRunner({ database: async () => database, handlers: { slow }, idleMs: 10 });
    runner.start();
    expect(listBackground()).toContain(`jobs:${runner.workerId}`);
    await new Promise((r) => setTimeout(r, 100));
    const closing = closeBackground();
    release();
    await closing;
    expect(finished).toBe(true);
    expect(listBackground()).toEqual([]);
    await database.close();
  });
});
