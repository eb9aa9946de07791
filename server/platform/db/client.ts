// Opens the app's database: PostgreSQL when a URL is configured, otherwise an
// embedded PGlite (real PostgreSQL compiled to wasm, in-process) under the data
// folder. Either way migrations are applied before the client is handed out.
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/server/platform/db/generated/client";
import { applyMigrations } from "@/server/platform/db/migrate";
import { createPgliteExecutor, withPoolConnection } from "@/server/platform/db/migration-executor";
import { acquireDirectoryLock } from "@/server/platform/db/pglite-lock";

export type DatabaseKind = "postgres" | "embedded";

/** `dataDir` value for a throwaway in-memory PGlite (tests). */
export const IN_MEMORY = ":memory:";

export interface DatabaseOptions {
  /** postgres://...; unset selects the embedded database. */
  databaseUrl?: string;
  /** the embedded database lives in `${dataDir}/pglite`; or IN_MEMORY. */
  dataDir: string;
  /** defaults to <cwd>/prisma/migrations */
  migrationsDir?: string;
  /** PostgreSQL pool size; default 10 (node-postgres' default). */
  poolSize?: number;
}

export interface Database {
  prisma: PrismaClient;
  kind: DatabaseKind;
  /** milliseconds: opening (PGlite boot or first pg connection) and migrating. */
  timings: { openMs: number; migrateMs: number };
  /** idempotent */
  close(): Promise<void>;
}

/** A pg connect to a dead host otherwise waits forever (node-postgres default 0). */
const PG_CONNECT_TIMEOUT_MS = 5_000;

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openEmbedded(options);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const started = performance.now();
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
  });
  // An idle client whose server went away emits 'error' on the pool; without a
  // listener that is an uncaught exception. The next query reconnects.
  pool.on("error", (error) => console.error(`[db] idle PostgreSQL connection failed: ${error.message}`));
  let openMs = 0;
  let migrateMs = 0;
  try {
    await withPoolConnection(pool, async (exec) => {
      openMs = performance.now() - started;
      await applyMigrations(exec, { migrationsDir: options.migrationsDir });
      migrateMs = performance.now() - started - openMs;
    });
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return finish(prisma, "postgres", { openMs, migrateMs }, async () => {
    await prisma.$disconnect();
    await pool.end();
  });
}

async function openEmbedded(options: DatabaseOptions): Promise<Database> {
  const inMemory = options.dataDir === IN_MEMORY;
  const dir = inMemory ? null : resolve(join(options.dataDir, "pglite"));
  if (dir) mkdirSync(dir, { recursive: true });
  const lock = dir ? acquireDirectoryLock(`${dir}.lock`, `The embedded database ${dir}`) : null;
  const started = performance.now();
  let db: PGlite | undefined;
  let openMs = 0;
  try {
    // First boot of a fresh folder runs initdb (seconds); reopening is faster.
    db = dir ? await PGlite.create(dir) : await PGlite.create();
    openMs = performance.now() - started;
    await applyMigrations(createPgliteExecutor(db), { migrationsDir: options.migrationsDir });
  } catch (error) {
    await db?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
  const migrateMs = performance.now() - started - openMs;
  const pglite = db;
  // One PGlite instance is one session. The adapter sends every query through
  // PGlite's own mutexes (query() waits while a transaction() holds the
  // session), so concurrent Prisma calls queue instead of interleaving.
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return finish(prisma, "embedded", { openMs, migrateMs }, async () => {
    await prisma.$disconnect();
    await pglite.close();
    lock?.release();
  });
}

function finish(
  prisma: PrismaClient,
  kind: DatabaseKind,
  timings: Database["timings"],
  closeOnce: () => Promise<void>,
): Database {
  let closing: Promise<void> | undefined;
  return { prisma, kind, timings, close: () => (closing ??= closeOnce()) };
}

/** Opens on first use and shares one open among concurrent callers; a failed open is not
 * kept, so the next call retries (e.g. PostgreSQL back up). close() forgets it: the next
 * get() opens again. Each app holds one (server/platform/app.ts). */
export function createLazyDatabase(options: DatabaseOptions): { get(): Promise<Database>; close(): Promise<void> } {
  let opening: Promise<Database> | undefined;
  return {
    get() {
      if (!opening) {
        const attempt = createDatabase(options);
        opening = attempt;
        attempt.catch(() => {
          if (opening === attempt) opening = undefined;
        });
      }
      return opening;
    },
    async close() {
      const open = opening;
      opening = undefined;
      if (open) await (await open.catch(() => null))?.close();
    },
  };
}

export interface DatabaseHealth {
  ok: boolean;
  kind: DatabaseKind;
  latencyMs: number;
  error?: string;
}

/** SELECT 1 with a deadline, for /api/health. Never throws. */
export async function pingDatabase(db: Database, timeoutMs = 2_000): Promise<DatabaseHealth> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.prisma.$queryRaw`SELECT 1`, deadline]);
    return { ok: true, kind: db.kind, latencyMs: performance.now() - started };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, kind: db.kind, latencyMs: performance.now() - started, error: message };
  } finally {
    clearTimeout(timer);
  }
}
