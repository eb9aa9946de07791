// The two statements the migration runner needs, over either driver. Both
// must stay on ONE session: the advisory lock and the transaction around each
// migration belong to the connection that took them.
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

export type Row = Record<string, unknown>;

export interface MigrationExecutor {
  /** One parameterised statement ($1, $2...). */
  query(sql: string, params?: unknown[]): Promise<Row[]>;
  /** A multi-statement script, sent as one simple-protocol query like Prisma's
   * own `apply_migration_script`. */
  execScript(script: string): Promise<void>;
}

/** A single pg connection: a `pg.Client` or a client checked out of a `pg.Pool`
 * (never the pool itself: each pool.query may land on another session). */
export function createPgExecutor(client: pg.ClientBase): MigrationExecutor {
  return {
    query: async (sql, params = []) => (await client.query(sql, params)).rows as Row[],
    execScript: async (script) => {
      await client.query(script); // no params: node-postgres uses the simple protocol
    },
  };
}

/** PGlite is one session by construction. */
export function createPgliteExecutor(db: PGlite): MigrationExecutor {
  return {
    query: async (sql, params = []) => (await db.query<Row>(sql, params)).rows,
    execScript: async (script) => {
      await db.exec(script);
    },
  };
}

/** Runs `work` on one connection checked out of the pool, always releasing it. */
export async function withPoolConnection<T>(pool: pg.Pool, work: (exec: MigrationExecutor) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    return await work(createPgExecutor(client));
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection that failed mid-migration may be left inside a transaction
    // or holding the lock: destroy it rather than return it to the pool.
    client.release(failure);
  }
}
