// Query functions of the outcome checkpoints (the worker's side). A case is
// leased like a job (server/services/watch/jobs/README.md): one UPDATE whose
// subquery takes due rows FOR UPDATE SKIP LOCKED, so concurrent workers on one
// PostgreSQL never lease the same mint; every write after it is fenced by
// locked_by, so a worker whose lease ran out cannot label what the next holder
// labels. Times come from the worker's clock (tests drive their own).
import type { PrismaClient } from "@/server/platform/db/generated/client";
import type { Db } from "@/server/platform/db/usage-counters";

export interface CheckpointPlan {
  name: string;
  standsFor: string;
  position: number;
  seconds: number;
}

export interface NewCase {
  mint: string;
  firstScanAt: Date;
  report: unknown;
}

export interface LeasedCase {
  mint: string;
  firstScanAt: Date;
  report: unknown;
  state: unknown;
  demo: boolean;
  /** its unlabelled checkpoints due by now, earliest first */
  due: { name: string; standsFor: string; position: number; dueAt: Date }[];
}

export interface CheckpointLabel {
  name: string;
  label: string;
  evidence: string[];
  facts: unknown;
}

/** Writes the checkpoint rows of up to `limit` newly enrolled cases (flags from `flagsOf`); answers them. */
export async function scheduleNewCases(prisma: PrismaClient, plan: { checkpoints: CheckpointPlan[]; demo: boolean; limit: number; flagsOf: (report: unknown) => string[] }): Promise<NewCase[]> {
  return prisma.$transaction(async (tx) => {
    const picked = await tx.$queryRaw<Array<{ mint: string; first_scan_at: Date; report: unknown }>>`
      SELECT "mint", "first_scan_at", "report" FROM "outcome_cases" WHERE NOT "scheduled"
      ORDER BY "first_scan_at" LIMIT ${plan.limit} FOR UPDATE SKIP LOCKED`;
    if (picked.length === 0) return [];
    const rows = picked.flatMap((c) => plan.checkpoints.map((k) => ({ mint: c.mint, name: k.name, stands_for: k.standsFor, position: k.position, seconds: k.seconds })));
    await tx.$executeRaw`
      INSERT INTO "outcome_checkpoints" ("mint", "name", "stands_for", "position", "due_at")
      SELECT r."mint", r."name", r."stands_for", r."position", c."first_scan_at" + make_interval(secs => r."seconds")
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r("mint" text, "name" text, "stands_for" text, "position" int, "seconds" float8)
      JOIN "outcome_cases" c ON c."mint" = r."mint"
      ON CONFLICT DO NOTHING`;
    const first = Math.min(...plan.checkpoints.map((k) => k.seconds));
    for (const c of picked) {
      await tx.$executeRaw`
        UPDATE "outcome_cases" SET "scheduled" = true, "demo" = ${plan.demo}, "flags" = ${plan.flagsOf(c.report)}::text[],
          "next_due_at" = "first_scan_at" + make_interval(secs => ${first}::float8)
        WHERE "mint" = ${c.mint}`;
    }
    return picked.map((c) => ({ mint: c.mint, firstScanAt: c.first_scan_at, report: c.report }));
  });
}

/** Leases up to `limit` cases with a checkpoint due, with those checkpoints. */
export async function leaseDueCases(prisma: Db, lease: { workerId: string; now: Date; leaseMs: number; limit: number }): Promise<LeasedCase[]> {
  const until = new Date(lease.now.getTime() + lease.leaseMs);
  const cases = await prisma.$queryRaw<Array<{ mint: string; first_scan_at: Date; report: unknown; state: unknown; demo: boolean }>>`
    UPDATE "outcome_cases" SET "locked_by" = ${lease.workerId}, "locked_until" = ${until}
    WHERE "mint" IN (
      SELECT "mint" FROM "outcome_cases"
      WHERE "scheduled" AND "next_due_at" <= ${lease.now} AND ("locked_until" IS NULL OR "locked_until" < ${lease.now})
      ORDER BY "next_due_at", "mint"
      LIMIT ${lease.limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING "mint", "first_scan_at", "report", "state", "demo"`;
  if (cases.length === 0) return [];
  const due = await prisma.$queryRaw<Array<{ mint: string; name: string; stands_for: string; position: number; due_at: Date }>>`
    SELECT "mint", "name", "stands_for", "position", "due_at" FROM "outcome_checkpoints"
    WHERE "mint" = ANY(${cases.map((c) => c.mint)}::text[]) AND "checked_at" IS NULL AND "due_at" <= ${lease.now}
    ORDER BY "position"`;
  return cases.map((c) => ({
    mint: c.mint,
    firstScanAt: c.first_scan_at,
    report: c.report,
    state: c.state,
    demo: c.demo,
    due: due.filter((d) => d.mint === c.mint).map((d) => ({ name: d.name, standsFor: d.stands_for, position: Number(d.position), dueAt: d.due_at })),
  }));
}

/** Records one reading: the case's state and its due checkpoints' labels, in one transaction fenced by the
 * lease (false, and nothing written, when another worker holds the case now). */
export async function recordReading(prisma: PrismaClient, reading: { mint: string; workerId: string; now: Date; state: unknown; labels: CheckpointLabel[] }): Promise<boolean> {
  const names = reading.labels.map((l) => l.name);
  return prisma.$transaction(async (tx) => {
    const held = await tx.$executeRaw`
      UPDATE "outcome_cases" SET "state" = ${JSON.stringify(reading.state)}::jsonb, "reads" = "reads" + 1, "locked_by" = NULL, "locked_until" = NULL,
        "next_due_at" = (SELECT min("due_at") FROM "outcome_checkpoints" WHERE "mint" = ${reading.mint} AND "checked_at" IS NULL AND NOT ("name" = ANY(${names}::text[])))
      WHERE "mint" = ${reading.mint} AND "locked_by" = ${reading.workerId}`;
    if (held !== 1) return false;
    for (const label of reading.labels) {
      await tx.$executeRaw`
        UPDATE "outcome_checkpoints" SET "label" = ${label.label}, "evidence" = ${label.evidence}::text[], "facts" = ${JSON.stringify(label.facts)}::jsonb, "checked_at" = ${reading.now}
        WHERE "mint" = ${reading.mint} AND "name" = ${label.name} AND "checked_at" IS NULL`;
    }
    return true;
  });
}

/** Gives a case back unread (the budget is spent, or the read failed): due again at `retryAt`. */
export async function releaseCase(prisma: Db, release: { mint: string; workerId: string; retryAt: Date }): Promise<void> {
  await prisma.$executeRaw`
    UPDATE "outcome_cases" SET "locked_by" = NULL, "locked_until" = NULL, "next_due_at" = ${release.retryAt}
    WHERE "mint" = ${release.mint} AND "locked_by" = ${release.workerId}`;
}
