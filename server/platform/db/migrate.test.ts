import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, MigrationError, PRISMA_MIGRATE_LOCK_KEY } from "@/server/platform/db/migrate";
import { createPgExecutor, createPgliteExecutor, type MigrationExecutor } from "@/server/platform/db/migration-executor";
import { readMigrationFiles } from "@/server/platform/db/migration-files";
import { createThrowawayDatabase, randomSuffix, type ThrowawayDatabase } from "@/server/platform/db/testing/test-databases";

const APP_MIGRATIONS = fileURLToPath(new URL("../../../prisma/migrations", import.meta.url));
/** the app's migrations, in the order they apply: every folder with a migration.sql, by name */
const APP_MIGRATION_NAMES = readdirSync(APP_MIGRATIONS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(APP_MIGRATIONS, entry.name, "migration.sql")))
  .map((entry) => entry.name)
  .sort();

/** An isolated schema per test: every object the runner creates lands there. */
interface Session {
  exec: MigrationExecutor;
  schema: string;
  close(): Promise<void>;
}

interface Engine {
  name: string;
  setup(): Promise<void>;
  teardown(): Promise<void>;
  openSession(schema?: string): Promise<Session>;
}

function pgEngine(): Engine {
  let database: ThrowawayDatabase | undefined;
  return {
    name: "PostgreSQL",
    setup: async () => void (database = await createThrowawayDatabase()),
    teardown: async () => database?.drop(),
    openSession: async (schema = `t_${randomSuffix()}`) => {
      const client = new pg.Client({ connectionString: database!.url });
      await client.connect();
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      await client.query(`SET search_path TO "${schema}"`);
      return { exec: createPgExecutor(client), schema, close: () => client.end() };
    },
  };
}

function pgliteEngine(): Engine {
  let db: PGlite | undefined;
  return {
    name: "PGlite (in memory)",
    setup: async () => void (db = await PGlite.create()),
    teardown: async () => db?.close(),
    openSession: async (schema = `t_${randomSuffix()}`) => {
      await db!.exec(`CREATE SCHEMA IF NOT EXISTS "${schema}"; SET search_path TO "${schema}";`);
      return { exec: createPgliteExecutor(db!), schema, close: async () => undefined };
    },
  };
}

const tempDirs: string[] = [];
afterAll(async () => {
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});

async function makeMigrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "cabal-migrations-"));
  tempDirs.push(dir);
  for (const [name, sql] of Object.entries(files)) {
    await mkdir(join(dir, name));
    await writeFile(join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

async function history(exec: MigrationExecutor) {
  return exec.query("SELECT * FROM _prisma_migrations ORDER BY started_at, migration_name");
}

async function tableExists(exec: MigrationExecutor, name: string): Promise<boolean> {
  const [row] = await exec.query("SELECT to_regclass($1) IS NOT NULL AS present", [name]);
  return row?.present === true;
}

async function heldMigrationLocks(exec: MigrationExecutor): Promise<number> {
  const [row] = await exec.query(
    "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted",
    [PRISMA_MIGRATE_LOCK_KEY],
  );
  return row?.n as number;
}

describe.each([pgEngine(), pgliteEngine()])("applyMigrations on $name", (engine) => {
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());

  async function withSession<T>(work: (session: Session) => Promise<T>): Promise<T> {
    const session = await engine.openSession();
    try {
      return await work(session);
    } finally {
      await session.close();
    }
  }

  it("numbers the app's migrations uniquely (two folders with one number would apply in an accidental order)", () => {
    const numbers = APP_MIGRATION_NAMES.map((name) => name.slice(0, 4));
    expect(APP_MIGRATION_NAMES.length).toBeGreaterThanOrEqual(6);
    expect(numbers.every((n) => /^\d{4}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("applies the app's migrations and records them in _prisma_migrations the way Prisma does", () =>
    withSession(async ({ exec, schema }) => {
      const result = await applyMigrations(exec, { migrationsDir: APP_MIGRATIONS });
      expect(result).toEqual({ applied: APP_MIGRATION_NAMES, alreadyApplied: [] });

      const [row, ...rest] = await history(exec);
      expect(rest.map((r) => r.migration_name)).toEqual(APP_MIGRATION_NAMES.slice(1));
      const file = await readFile(join(APP_MIGRATIONS, "0001_init", "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(file).digest("hex"));
      expect(row).toMatchObject({ migration_name: "0001_init", applied_steps_count: 1, logs: null, rolled_back_at: null });
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

      const columns = await exec.query(
        `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
         WHERE table_schema = $1 ORDER BY table_name, ordinal_position`,
        [schema],
      );
      const describe = (table: string) =>
        columns.filter((c) => c.table_name === table).map((c) => `${c.column_name} ${c.data_type} ${c.is_nullable}`);
      expect(describe("scan_reports")).toEqual([
        "mint text NO",
        "report jsonb NO",
        "cabal_score integer NO",
        "recommendation text NO",
        "degraded boolean NO",
        "computed_at timestamp with time zone NO",
        "updated_at timestamp with time zone NO",
        // 0019: the report's evidence (issue 30), null for reports stored before it
        "evidence jsonb YES",
      ]);
      expect(describe("scan_events")).toEqual([
        "id bigint NO",
        "mint text NO",
        "source USER-DEFINED NO",
        "cabal_score integer NO",
        "recommendation text NO",
        "duration_ms integer NO",
        "created_at timestamp with time zone NO",
      ]);
      expect(describe("_prisma_migrations")).toContain("checksum character varying NO");
      const indexes = await exec.query("SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1", [schema]);
      const byName = Object.fromEntries(indexes.map((i) => [i.indexname, i.indexdef]));
      expect(byName.scan_events_created_at_idx).toContain("(created_at DESC)");
      expect(byName.scan_reports_computed_at_idx).toContain("(computed_at)");
      // 0002_access: a payment signature and a payment request are redeemable once (UNIQUE)
      expect(byName.payments_tx_signature_key).toMatch(/^CREATE UNIQUE INDEX .*\(tx_signature\)/);
      expect(byName.payments_intent_id_key).toMatch(/^CREATE UNIQUE INDEX .*\(intent_id\)/);
      expect(await heldMigrationLocks(exec)).toBe(0);
    }));

  it("is a no-op when run again", () =>
    withSession(async ({ exec }) => {
      await applyMigrations(exec, { migrationsDir: APP_MIGRATIONS });
      const before = await history(exec);
      const again = await applyMigrations(exec, { migrationsDir: APP_MIGRATIONS });
      expect(again).toEqual({ applied: [], alreadyApplied: APP_MIGRATION_NAMES });
      expect(await history(exec)).toEqual(before);
    }));

  it("applies migrations in folder-name order, not creation order", () =>
    withSession(async ({ exec }) => {
      // 0010 alters the table 0002 creates: any other order fails.
      const dir = await makeMigrationsDir({
        "0010_add_column": "ALTER TABLE b ADD COLUMN extra TEXT;",
        "0002_create": "CREATE TABLE b (id INT);",
      });
      const result = await applyMigrations(exec, { migrationsDir: dir });
      expect(result.applied).toEqual(["0002_create", "0010_add_column"]);
      expect((await history(exec)).map((r) => r.migration_name)).toEqual(["0002_create", "0010_add_column"]);
    }));

  it("refuses an applied migration whose file changed, before applying anything new", () =>
    withSession(async ({ exec }) => {
      const dir = await makeMigrationsDir({ "0001_a": "CREATE TABLE a (id INT);" });
      await applyMigrations(exec, { migrationsDir: dir });
      await writeFile(join(dir, "0001_a", "migration.sql"), "CREATE TABLE a (id BIGINT);");
      await mkdir(join(dir, "0002_b"));
      await writeFile(join(dir, "0002_b", "migration.sql"), "CREATE TABLE b (id INT);");

      const run = applyMigrations(exec, { migrationsDir: dir });
      await expect(run).rejects.toThrow(MigrationError);
      await expect(run).rejects.toThrow(/0001_a was modified after it was applied/);
      expect(await tableExists(exec, "b")).toBe(false);
      expect(await history(exec)).toHaveLength(1);
      expect(await heldMigrationLocks(exec)).toBe(0);
    }));

  it("accepts an applied migration whose file only gained CRLF line endings", () =>
    withSession(async ({ exec }) => {
      const dir = await makeMigrationsDir({ "0001_a": "CREATE TABLE a (\n  id INT\n);\n" });
      await applyMigrations(exec, { migrationsDir: dir });
      await writeFile(join(dir, "0001_a", "migration.sql"), "CREATE TABLE a (\r\n  id INT\r\n);\r\n");
      expect(await applyMigrations(exec, { migrationsDir: dir })).toEqual({ applied: [], alreadyApplied: ["0001_a"] });
    }));

  it("rolls back a failing migration, records nothing, and applies it once fixed", () =>
    withSession(async ({ exec }) => {
      const dir = await makeMigrationsDir({ "0001_bad": "CREATE TABLE t (id INT);\nSELECT 1 / 0;" });
      await expect(applyMigrations(exec, { migrationsDir: dir })).rejects.toThrow(/0001_bad failed and was rolled back: .*division by zero/);
      expect(await tableExists(exec, "t")).toBe(false);
      expect(await history(exec)).toHaveLength(0);
      expect(await heldMigrationLocks(exec)).toBe(0);

      await writeFile(join(dir, "0001_bad", "migration.sql"), "CREATE TABLE t (id INT);");
      expect((await applyMigrations(exec, { migrationsDir: dir })).applied).toEqual(["0001_bad"]);
      expect(await tableExists(exec, "t")).toBe(true);
    }));

  it("refuses to continue past a migration Prisma recorded as failed", () =>
    withSession(async ({ exec }) => {
      const dir = await makeMigrationsDir({ "0001_a": "CREATE TABLE a (id INT);" });
      await applyMigrations(exec, { migrationsDir: dir });
      await exec.query("UPDATE _prisma_migrations SET finished_at = NULL, logs = 'boom'");
      await expect(applyMigrations(exec, { migrationsDir: dir })).rejects.toThrow(/0001_a is recorded as failed/);
    }));

  it("reapplies a migration marked rolled back", () =>
    withSession(async ({ exec }) => {
      const dir = await makeMigrationsDir({ "0001_a": "CREATE TABLE IF NOT EXISTS a (id INT);" });
      await applyMigrations(exec, { migrationsDir: dir });
      await exec.query("UPDATE _prisma_migrations SET rolled_back_at = now()");
      expect((await applyMigrations(exec, { migrationsDir: dir })).applied).toEqual(["0001_a"]);
      expect(await history(exec)).toHaveLength(2);
    }));
}, 120_000);

describe("applyMigrations across PostgreSQL sessions", () => {
  const engine = pgEngine();
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());

  it("waits while another session holds Prisma's advisory lock", async () => {
    const holder = await engine.openSession();
    const runner = await engine.openSession(holder.schema);
    await holder.exec.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATE_LOCK_KEY]);
    let settled = false;
    const run = applyMigrations(runner.exec, { migrationsDir: APP_MIGRATIONS }).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(settled).toBe(false);
    expect(await tableExists(holder.exec, "scan_reports")).toBe(false);
    await holder.exec.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK_KEY]);
    expect((await run).applied).toEqual(APP_MIGRATION_NAMES);
    await Promise.all([holder.close(), runner.close()]);
  });

  it("lets two deployers race: one applies, the other finds it applied", async () => {
    const first = await engine.openSession();
    const second = await engine.openSession(first.schema);
    const results = await Promise.all([
      applyMigrations(first.exec, { migrationsDir: APP_MIGRATIONS }),
      applyMigrations(second.exec, { migrationsDir: APP_MIGRATIONS }),
    ]);
    expect(results.map((r) => r.applied.length).sort()).toEqual([0, APP_MIGRATION_NAMES.length]);
    expect(await history(first.exec)).toHaveLength(APP_MIGRATION_NAMES.length);
    await Promise.all([first.close(), second.close()]);
  });
}, 60_000);

describe("readMigrationFiles", () => {
  it("fails on a migration folder without migration.sql instead of skipping it", async () => {
    const dir = await makeMigrationsDir({ "0001_a": "SELECT 1;" });
    await mkdir(join(dir, "0002_empty"));
    await expect(readMigrationFiles(dir)).rejects.toThrow(/0002_empty has no migration.sql/);
  });
});
