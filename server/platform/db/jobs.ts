// Query functions for the job outbox (see server/services/watch/jobs/README.md for
// why not pg-boss). A job is leased, not deleted: leaseJobs marks up to N due
// rows as held by one worker until locked_until, inside one UPDATE whose
// subquery takes the rows FOR UPDATE SKIP LOCKED, so concurrent workers on one
// PostgreSQL never take the same row; a worker that dies loses its lease when
// locked_until passes and the job runs again. Every later write is fenced by
// locked_by: a worker whose lease was taken over cannot overwrite the new
// holder's outcome. Times come from the caller's clock (tests inject one).
import type { Db } from "@/server/platform/db/usage-counters";

export interface NewJob {
  kind: string;
  payload: unknown;
  /** at most one job row per key, ever (e.g. "deliver:<id>"), or per live poll ("poll:<mint>") */
  dedupeKey?: string;
  runAt: Date;
}

export interface LeasedJob {
  id: bigint;
  kind: string;
  payload: unknown;
  /** 1 on the first run */
  attempts: number;
  dedupeKey: string | null;
}

/** Inserts a job unless one with its dedupe key exists; true when inserted. */
export async function enqueueJob(db: Db, job: NewJob): Promise<boolean> {
  const rows = await db.$queryRaw<Array<{ id: bigint }>>`
    INSERT INTO "jobs" ("kind", "payload", "dedupe_key", "run_at", "created_at", "updated_at")
    VALUES (${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${job.dedupeKey ?? null}, ${job.runAt}, ${job.runAt}, ${job.runAt})
    ON CONFLICT ("dedupe_key") DO NOTHING
    RETURNING "id"`;
  return rows.length === 1;
}

export async function leaseJobs(db: Db, lease: { workerId: string; now: Date; leaseMs: number; limit: number }): Promise<LeasedJob[]> {
  const until = new Date(lease.now.getTime() + lease.leaseMs);
  const rows = await db.$queryRaw<Array<{ id: bigint; kind: string; payload: unknown; attempts: number; dedupe_key: string | null }>>`
    UPDATE "jobs" SET "locked_by" = ${lease.workerId}, "locked_until" = ${until}, "attempts" = "attempts" + 1, "updated_at" = ${lease.now}
    WHERE "id" IN (
      SELECT "id" FROM "jobs"
      WHERE "status" = 'queued' AND "run_at" <= ${lease.now} AND ("locked_until" IS NULL OR "locked_until" < ${lease.now})
      ORDER BY "run_at", "id"
      LIMIT ${lease.limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING "id", "kind", "payload", "attempts", "dedupe_key"`;
  return rows.map((r) => ({ id: BigInt(r.id), kind: r.kind, payload: r.payload, attempts: Number(r.attempts), dedupeKey: r.dedupe_key }));
}

/** Finished for good (the row stays: its dedupe key keeps a delivery from being queued twice). */
export async function completeJob(db: Db, id: bigint, workerId: string, now: Date): Promise<boolean> {
  const n = await db.$executeRaw`
    UPDATE "jobs" SET "status" = 'done', "locked_by" = NULL, "locked_until" = NULL, "last_error" = NULL, "updated_at" = ${now}
    WHERE "id" = ${id} AND "locked_by" = ${workerId}`;
  return n === 1;
}

/** A recurring job per key (a mint's poll): inserted, or revived if it had finished; a live one is left alone. */
export async function ensureRecurringJob(db: Db, job: NewJob & { dedupeKey: string }): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "jobs" ("kind", "payload", "dedupe_key", "run_at", "created_at", "updated_at")
    VALUES (${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${job.dedupeKey}, ${job.runAt}, ${job.runAt}, ${job.runAt})
    ON CONFLICT ("dedupe_key") DO UPDATE SET "status" = 'queued', "run_at" = EXCLUDED."run_at", "attempts" = 0, "updated_at" = EXCLUDED."updated_at"
    WHERE "jobs"."status" <> 'queued'`;
}

/** Runs again at `runAt`: a recurring job's next turn (attempts reset) or a retry (attempts kept). */
export async function rescheduleJob(
  db: Db,
  id: bigint,
  workerId: string,
  next: { runAt: Date; now: Date; resetAttempts: boolean; error?: string; payload?: unknown },
): Promise<boolean> {
  const payload = next.payload === undefined ? null : JSON.stringify(next.payload);
  const n = await db.$executeRaw`
    UPDATE "jobs" SET "run_at" = ${next.runAt}, "locked_by" = NULL, "locked_until" = NULL,
      "attempts" = CASE WHEN ${next.resetAttempts} THEN 0 ELSE "attempts" END,
      "payload" = COALESCE(${payload}::jsonb, "payload"),
      "last_error" = ${next.error ?? null}, "updated_at" = ${next.now}
    WHERE "id" = ${id} AND "locked_by" = ${workerId}`;
  return n === 1;
}

/** Given up: kept for the operator with its last error. */
export async function buryJob(db: Db, id: bigint, workerId: string, now: Date, error: string): Promise<boolean> {
  const n = await db.$executeRaw`
    UPDATE "jobs" SET "status" = 'dead', "locked_by" = NULL, "locked_until" = NULL, "last_error" = ${error}, "updated_at" = ${now}
    WHERE "id" = ${id} AND "locked_by" = ${workerId}`;
  return n === 1;
}

/** Removes the live job of a key (a deleted watch's poll). */
export async function deleteJobByKey(db: Db, dedupeKey: string): Promise<void> {
  await db.$executeRaw`DELETE FROM "jobs" WHERE "dedupe_key" = ${dedupeKey}`;
}

/** The earliest run_at among queued jobs (tests and the loop's idle sleep). */
export async function nextRunAt(db: Db): Promise<Date | null> {
  const rows = await db.$queryRaw<Array<{ run_at: Date | null }>>`SELECT min("run_at") AS "run_at" FROM "jobs" WHERE "status" = 'queued'`;
  return rows[0]?.run_at ?? null;
}
