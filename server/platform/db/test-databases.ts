// Test support (imported by *.test.ts only): throwaway PostgreSQL databases on
// the real server, and isolated schemas inside one database or PGlite.
// Postgres being unreachable is a test FAILURE, never a skip: CI has Postgres.
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createDatabase, IN_MEMORY, type Database } from "@/server/platform/db/client";

const migrationsDir = fileURLToPath(new URL("../../../prisma/migrations", import.meta.url));

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
  const throwaway = await createThrowawayDatabase();
  const db = await createDatabase({ databaseUrl: throwaway.url, dataDir: IN_MEMORY, migrationsDir, poolSize: 10 });
  return {
    db,
    close: async () => {
      await db.close();
      await throwaway.drop();
    },
  };
}
