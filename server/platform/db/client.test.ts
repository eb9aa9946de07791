import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "@/server/app/create-app";
import { testConfig } from "@/server/app/testing/test-app";
import { createDatabase, createLazyDatabase, IN_MEMORY, pingDatabase, type Database } from "@/server/platform/db/client";
import { findScanReport, upsertScanReport } from "@/server/platform/db/scan-reports";
import { createThrowawayDatabase, type ThrowawayDatabase } from "@/server/platform/db/testing/test-databases";

const migrationsDir = fileURLToPath(new URL("../../../prisma/migrations", import.meta.url));
const UNREACHABLE_PG = "postgresql://postgres@127.0.0.1:1/nothing";

const report = (n: number) => ({ mint: "So11111111111111111111111111111111111111112", cabal_score: n });

async function storeReport(db: Database, n: number) {
  return upsertScanReport(db.prisma, {
    mint: "So11111111111111111111111111111111111111112",
    report: report(n),
    cabalScore: n,
    recommendation: "REVIEW",
    degraded: false,
    computedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
  });
}

describe("createDatabase on PostgreSQL", () => {
  let throwaway: ThrowawayDatabase;
  beforeAll(async () => void (throwaway = await createThrowawayDatabase()));
  afterAll(() => throwaway.drop());

  it("migrates through the pg adapter and answers queries and pings", async () => {
    const db = await createDatabase({ databaseUrl: throwaway.url, dataDir: "/nonexistent", migrationsDir });
    expect(db.kind).toBe("postgres");
    await storeReport(db, 7);
    expect((await findScanReport(db.prisma, report(7).mint))?.report).toEqual(report(7));
    expect(await pingDatabase(db)).toMatchObject({ ok: true, kind: "postgres" });
    await db.close();
    await db.close(); // idempotent
    const reopened = await createDatabase({ databaseUrl: throwaway.url, dataDir: "/nonexistent", migrationsDir });
    expect(await reopened.prisma.scanReport.count()).toBe(1);
    await reopened.close();
  });

  it("rejects with the connection error when PostgreSQL is unreachable", async () => {
    await expect(createDatabase({ databaseUrl: UNREACHABLE_PG, dataDir: IN_MEMORY, migrationsDir })).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });
});

describe("createDatabase embedded (PGlite)", () => {
  const temps: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), "cabal-pglite-"));
    temps.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const dir of temps) await rm(dir, { recursive: true, force: true });
  });

  it("opens in memory, migrates, and reports itself unhealthy once closed", async () => {
    const db = await createDatabase({ dataDir: IN_MEMORY, migrationsDir });
    expect(db.kind).toBe("embedded");
    expect(await db.prisma.scanEvent.count()).toBe(0);
    expect(await pingDatabase(db)).toMatchObject({ ok: true, kind: "embedded" });
    await db.close();
    const after = await pingDatabase(db);
    expect(after.ok).toBe(false);
    expect(after.error).toMatch(/closed/i);
  });

  it("keeps data in <dataDir>/pglite across close and reopen", async () => {
    const dataDir = join(await tempDir(), "nested", "data");
    const first = await createDatabase({ dataDir, migrationsDir });
    expect(existsSync(join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
    await storeReport(first, 3);
    await first.close();
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);

    const second = await createDatabase({ dataDir, migrationsDir });
    expect((await findScanReport(second.prisma, report(3).mint))?.cabalScore).toBe(3);
    await second.close();
  });

  it("refuses a second open of a folder that is still open, and allows it after close", async () => {
    const dataDir = await tempDir();
    const first = await createDatabase({ dataDir, migrationsDir });
    await expect(createDatabase({ dataDir, migrationsDir })).rejects.toThrow(/already open in this process/);
    await first.close();
    const second = await createDatabase({ dataDir, migrationsDir });
    await second.close();
  });

  it("ping times out while an interactive transaction holds the single session", async () => {
    const db = await createDatabase({ dataDir: IN_MEMORY, migrationsDir });
    // Ordered by events, not by sleeps: the ping starts once the transaction
    // holds the session, and the session is held until the ping has answered.
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.prisma.$transaction(
      async (tx) => {
        await tx.scanEvent.count();
        holding();
        await released;
      },
      { timeout: 60_000 },
    );
    await held;
    const health = await pingDatabase(db, 200);
    release();
    expect(health).toMatchObject({ ok: false, kind: "embedded", error: "no answer within 200 ms" });
    await transaction;
    expect((await pingDatabase(db)).ok).toBe(true);
    await db.close();
  });
}, 120_000);

describe("an app's database", () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.closeDatabase();
  });

  it("opens once for concurrent callers, and closeDatabase closes it", async () => {
    app = createApp(testConfig({ DATA_DIR: IN_MEMORY }));
    const [a, b] = await Promise.all([app.database(), app.database()]);
    expect(a).toBe(b);
    expect(a.kind).toBe("embedded");
    await app.closeDatabase();
    expect((await pingDatabase(a)).ok).toBe(false);
  });

  it("does not keep a failed open, so the next call retries", async () => {
    app = createApp(testConfig({ DATABASE_URL: UNREACHABLE_PG }));
    const first = app.database();
    await expect(first).rejects.toThrow();
    const second = app.database();
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow();
    // an open that succeeds is kept until closed, then opened afresh
    const lazy = createLazyDatabase({ dataDir: IN_MEMORY, migrationsDir });
    const db = await lazy.get();
    expect(await lazy.get()).toBe(db);
    await lazy.close();
    expect((await pingDatabase(db)).ok).toBe(false);
    const reopened = await lazy.get();
    expect(reopened).not.toBe(db);
    await lazy.close();
  });
}, 60_000);
