// Applies prisma/migrations at startup, on PostgreSQL and on embedded PGlite.
//
// WHY not `prisma migrate deploy`: in Prisma 7, migrate/deploy/db push all run
// the native schema-engine binary, which Prisma downloads at install time. It
// cannot be downloaded here (no internet, only the npm registry), no npm
// package ships it, and it cannot talk to an in-process PGlite anyway. So this
// runner does what `migrate deploy` does, in Prisma's own format, so the two
// stay interchangeable: anyone with the engine can still run `prisma migrate
// deploy`/`status` against a database migrated here and see it up to date.
//   - Prisma's advisory lock key (72707369) keeps concurrent deployers apart.
//   - History lives in Prisma's `_prisma_migrations`, created with Prisma's DDL.
//   - checksum = sha256 hex of migration.sql; a changed applied file is refused.
// One difference: each migration and its history row commit in one
// transaction, so a failed migration leaves nothing behind and can be fixed and
// rerun (Prisma instead records the failure and blocks until `migrate resolve`).
// Hence migration.sql must not contain its own BEGIN/COMMIT (Prisma's never do).
import { randomUUID } from "node:crypto";
import type { MigrationExecutor } from "@/server/platform/db/migration-executor";
import { getDefaultMigrationsDir, matchesChecksum, readMigrationFiles, type MigrationFile } from "@/server/platform/db/migration-files";

/** Prisma Migrate's advisory lock key (prisma-engines, flavour/postgres.rs). */
export const PRISMA_MIGRATE_LOCK_KEY = 72707369;
/** Prisma gives up on the lock after 10 s; so do we. */
const LOCK_TIMEOUT_MS = 10_000;
const LOCK_POLL_MS = 100;

/** Verbatim from prisma-engines (flavour/postgres.rs, create_migrations_table). */
export const PRISMA_MIGRATIONS_TABLE_DDL = `CREATE TABLE _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
);
`;

export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MigrationError";
  }
}

export interface ApplyMigrationsOptions {
  /** defaults to <cwd>/prisma/migrations */
  migrationsDir?: string;
}

export interface ApplyMigrationsResult {
  applied: string[];
  alreadyApplied: string[];
}

interface HistoryRow {
  migration_name: string;
  checksum: string;
  finished_at: unknown;
  rolled_back_at: unknown;
}

export async function applyMigrations(
  exec: MigrationExecutor,
  options: ApplyMigrationsOptions = {},
): Promise<ApplyMigrationsResult> {
  const files = await readMigrationFiles(options.migrationsDir ?? getDefaultMigrationsDir());
  await acquireLock(exec);
  try {
    await ensureHistoryTable(exec);
    const applied = await readAppliedHistory(exec);
    checkHistory(files, applied);
    const result: ApplyMigrationsResult = { applied: [], alreadyApplied: [] };
    for (const file of files) {
      if (applied.has(file.name)) {
        result.alreadyApplied.push(file.name);
        continue;
      }
      await applyOne(exec, file);
      result.applied.push(file.name);
    }
    return result;
  } finally {
    // If the session died, the server already dropped the lock; don't let the
    // unlock error hide the real one.
    await exec.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK_KEY]).catch(() => undefined);
  }
}

/** Polls pg_try_advisory_lock so a stuck deployer yields a clear error, not a hang. */
async function acquireLock(exec: MigrationExecutor): Promise<void> {
  const deadline = Date.now() + LOCK_TIMEOUT_MS;
  for (;;) {
    const [row] = await exec.query("SELECT pg_try_advisory_lock($1) AS locked", [PRISMA_MIGRATE_LOCK_KEY]);
    if (row?.locked === true) return;
    if (Date.now() >= deadline) {
      throw new MigrationError(
        `Timed out after ${LOCK_TIMEOUT_MS} ms waiting for the migration lock (pg_advisory_lock ${PRISMA_MIGRATE_LOCK_KEY}); another deploy is running.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

async function ensureHistoryTable(exec: MigrationExecutor): Promise<void> {
  const [row] = await exec.query("SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present");
  if (row?.present !== true) await exec.execScript(PRISMA_MIGRATIONS_TABLE_DDL);
}

/** name -> stored checksum of every migration that counts as applied. */
async function readAppliedHistory(exec: MigrationExecutor): Promise<Map<string, string>> {
  const rows = (await exec.query(
    "SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY started_at",
  )) as unknown as HistoryRow[];
  const applied = new Map<string, string>();
  for (const row of rows) {
    if (row.rolled_back_at !== null) continue; // `prisma migrate resolve --rolled-back`
    if (row.finished_at === null) {
      throw new MigrationError(
        `Migration ${row.migration_name} is recorded as failed (started, never finished) in _prisma_migrations. ` +
          `Repair the database, then mark it with \`prisma migrate resolve\` or delete its row.`,
      );
    }
    applied.set(row.migration_name, row.checksum);
  }
  return applied;
}

/** Refuses before touching anything if an applied migration was edited. Rows
 * with no local folder are left alone: a newer release may have added them. */
function checkHistory(files: MigrationFile[], applied: Map<string, string>): void {
  for (const file of files) {
    const stored = applied.get(file.name);
    if (stored !== undefined && !matchesChecksum(file.sql, stored)) {
      throw new MigrationError(
        `Migration ${file.name} was modified after it was applied (stored checksum ${stored}, file ${file.checksum}). ` +
          `Applied migrations are immutable: restore the file and put the change in a new migration.`,
      );
    }
  }
}

async function applyOne(exec: MigrationExecutor, file: MigrationFile): Promise<void> {
  await exec.execScript("BEGIN");
  try {
    const id = randomUUID();
    await exec.query(
      "INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)",
      [id, file.checksum, file.name],
    );
    await exec.execScript(file.sql);
    await exec.query(
      "UPDATE _prisma_migrations SET finished_at = now(), applied_steps_count = 1 WHERE id = $1",
      [id],
    );
    await exec.execScript("COMMIT");
  } catch (error) {
    await exec.execScript("ROLLBACK").catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Migration ${file.name} failed and was rolled back: ${reason}`, { cause: error });
  }
}
