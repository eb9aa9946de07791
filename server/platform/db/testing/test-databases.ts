// Test support (imported by *.test.ts only): throwaway PostgreSQL databases on
// the real server, and isolated schemas inside one database or PGlite.
// Postgres being unreachable is a test FAILURE, never a skip: CI has Postgres.
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createHash } from "node:crypto";
import { createDatabase, IN_MEMORY, type Database } from "@/server/platform/db/client";
import { readMigrationFiles } from "@/server/platform/db/migration-files";

const migrationsDir = fileURLToPath(new URL("../../../../prisma/migrations", import.meta.url));

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";

export interface ThrowawayDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export function randomSuffix(): string {
  return randomBytes(6).toString("hex");
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is required for these tests and is not reachable at ${TEST_DATABASE_URL} ` +
        `(set TEST_DATABASE_URL): ${(error as Error).message}`,
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE cabal_test_<random>; drop() removes it even if sessions linger. */
export async function createThrowawayDatabase(): Promise<ThrowawayDatabase> {
  const name = `cabal_test_${randomSuffix()}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"`));
  return {
    name,
    url: withDatabase(TEST_DATABASE_URL, name),
    drop: () => withAdminClient(async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
  };
}

/**
 * A throwaway database with every migration applied, copied from a template
 * (CREATE DATABASE ... TEMPLATE) migrated once per set of migration files:
 * about 60 test files each ran every migration before (issue 32 item 5). The
 * template's name carries the migrations' digest, so a changed migration makes
 * a new one; its `_prisma_migrations` rows come along, so the app's own
 * migrate step at start-up finds everything applied.
 */
export async function createMigratedDatabase(): Promise<ThrowawayDatabase> {
  const template = await migratedTemplate();
  const name = `cabal_test_${randomSuffix()}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return {
    name,
    url: withDatabase(TEST_DATABASE_URL, name),
    drop: () => withAdminClient(async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
  };
}

let template: Promise<string> | undefined;

function migratedTemplate(): Promise<string> {
  template ??= buildTemplate().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

async function buildTemplate(): Promise<string> {
  const files = await readMigrationFiles(migrationsDir);
  const digest = createHash("sha256")
    .update(files.map((f) => `${f.name}:${f.checksum}`).join("\n"))
    .digest("hex")
    .slice(0, 16);
  const name = `cabal_template_${digest}`;
  const exists = async () => withAdminClient(async (client) => (await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1);
  if (await exists()) return name;
  // built under another name and renamed when complete: a worker never copies a half-migrated template
  const building = `cabal_building_${randomSuffix()}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE "${building}"`));
  const db = await createDatabase({ databaseUrl: withDatabase(TEST_DATABASE_URL, building), dataDir: IN_MEMORY, migrationsDir, poolSize: 1 });
  await db.close();
  try {
    await withAdminClient((client) => client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`));
  } catch (error) {
    // another worker finished first: theirs is the same
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`));
    if (!(await exists())) throw error;
  }
  return name;
}

export interface TestDatabase {
  db: Database;
  close(): Promise<void>;
}

/** A migrated database: a throwaway PostgreSQL one (pool of 10, for real
 * concurrency) or in-memory PGlite; close() also drops the throwaway. */
export async function openTestDatabase(kind: "postgres" | "pglite" = "postgres"): Promise<TestDatabase> {
  if (kind === "pglite") {
    const db = await createDatabase({ dataDir: IN_MEMORY, migrationsDir });
    return { db, close: () => db.close() };
  }
  const throwaway = await createMigratedDatabase();
  const db = await createDatabase({ databaseUrl: throwaway.url, dataDir: IN_MEMORY, migrationsDir, poolSize: 10 });
  return {
    db,
    close: async () => {
      await db.close();
      await throwaway.drop();
    },
  };
}
