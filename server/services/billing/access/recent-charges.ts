// Fair metering for people (docs/decisions.md): the same caller (a key, or an
// anonymous IP bucket) asking again for a mint it was already charged for,
// while the stored report is still fresh, is answered pre_indexed and not
// charged again. `fresh=1` is always charged. Without this a page reload, the
// badge's refresh or the map drawn after the report each cost a scan.
//
// The charge time alone is not enough: a report answered pre_indexed near the
// end of its TTL goes stale before the caller's charge does, and the next
// answer would be a live trace. So a repeat is free only while the stored
// (complete) report is fresh too; the scan service then answers from it.
import type { ApiKeyRecord } from "@/server/platform/db/api-keys";
import { minuteUpsertSql } from "@/server/platform/db/rate-limits";
import type { Db, MeteredCharge, MinuteTake } from "@/server/platform/db/usage-counters";
import type { AccessContext } from "@/server/services/billing/access/access-context";
import { keyUsageSubject } from "@/server/services/billing/access/key-access";
import { monthPeriod } from "@/server/services/billing/access/periods";
import type { Grant, Remaining } from "@/server/services/billing/access/scan-access";

export interface RepeatQuery {
  /** the mint asked for */
  mint: string;
  /** fresh=1: a live trace, always charged */
  fresh: boolean;
  /** when the report this process holds in memory for the mint was computed (ms), if it holds one:
   * a repeat known here is decided without a statement only while that report is fresh too */
  cachedAtMs?: number;
}

/** The metering subject of a caller: one per key, one per anonymous IP bucket. */
export function chargeSubject(caller: { keyId: string } | { anonymous: string }): string {
  return "keyId" in caller ? `key:${caller.keyId}` : `anon:${caller.anonymous}`;
}

export async function recordCharge(db: Db, input: { subject: string; mint: string; at: Date }): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "recent_charges" ("subject", "mint", "charged_at") VALUES (${input.subject}, ${input.mint}, ${input.at})
    ON CONFLICT ("subject", "mint") DO UPDATE SET "charged_at" = EXCLUDED."charged_at"`;
}

export async function forgetCharge(db: Db, input: { subject: string; mint: string }): Promise<void> {
  await db.$executeRaw`DELETE FROM "recent_charges" WHERE "subject" = ${input.subject} AND "mint" = ${input.mint}`;
}

/** The free-repeat check and, when it is none, the charge remembered, in one statement (metered-scan.ts):
 * the time of the charge that makes this a repeat, or null (the charge at `at` is then remembered). */
export async function rememberUnlessRepeat(db: Db, charge: MeteredCharge): Promise<Date | null> {
  const rows = await db.$queryRaw<Array<{ repeat_at: Date | null }>>`
    WITH "repeat" AS (
      SELECT c."charged_at" FROM "recent_charges" c JOIN "scan_reports" r ON r."mint" = c."mint"
      WHERE ${!charge.fresh}::boolean AND c."subject" = ${charge.chargeSubject} AND c."mint" = ${charge.mint}
        AND c."charged_at" > ${charge.since} AND r."computed_at" > ${charge.since} AND r."degraded" = false
      LIMIT 1
    ), "charged" AS (
      INSERT INTO "recent_charges" ("subject", "mint", "charged_at")
      SELECT ${charge.chargeSubject}::text, ${charge.mint}::text, ${charge.at}::timestamptz WHERE NOT EXISTS (SELECT 1 FROM "repeat")
      ON CONFLICT ("subject", "mint") DO UPDATE SET "charged_at" = EXCLUDED."charged_at"
    )
    SELECT (SELECT "charged_at" FROM "repeat") AS "repeat_at"`;
  const at = rows[0]?.repeat_at ?? null;
  return at === null ? null : new Date(at);
}

/** Charges older than `before` decide nothing any more (housekeeping). */
export async function pruneCharges(db: Db, before: Date): Promise<number> {
  return db.$executeRaw`DELETE FROM "recent_charges" WHERE "charged_at" < ${before}`;
}

/** A charged grant that remembers the charge, and forgets it when the scan is given back. */
export function rememberingCharge(grant: Grant, db: Db, charge: { subject: string; mint: string; at: Date }): Promise<Grant> {
  return recordCharge(db, charge).then(() => forgettingCharge(grant, db, charge));
}

/** A grant whose charge is already remembered (reserveUsageUnlessRepeat): giving the scan back forgets it. */
export function forgettingCharge(grant: Grant, db: Db, charge: { subject: string; mint: string }): Grant {
  return {
    ...grant,
    refund: async (count: number) => {
      await forgetCharge(db, charge);
      return grant.refund(count);
    },
  };
}

/** The charge of one mint's scan for reserveUsageUnlessRepeat: a repeat within the TTL is free. */
export function meteredCharge(ctx: Pick<AccessContext, "now" | "plans">, subject: string, repeat: RepeatQuery): MeteredCharge {
  const at = ctx.now();
  return { chargeSubject: subject, mint: repeat.mint, fresh: repeat.fresh, since: new Date(at.getTime() - ctx.plans.repeatFreeSeconds * 1000), at };
}

/** The answer to a free repeat: nothing taken, nothing to give back, what is left shown as usual. */
export function freeRepeatGrant(kind: Grant["kind"], includeLaunches: boolean, remaining: Remaining): Grant {
  return { kind, includeLaunches, remaining, refund: async () => remaining };
}

/** A key's free-repeat check and what the key has left, in one round trip (the keyed warm path):
 * `remaining` is what peekKeyRemaining would answer. With `minute`, the key's per-minute unit is taken
 * in the same statement (`allowed` false: refused, 429). Null for fresh=1 (always charged, no query). */
export async function keyRepeatWithRemaining(
  ctx: AccessContext,
  key: ApiKeyRecord,
  query: RepeatQuery,
  minute: MinuteTake | null = null,
): Promise<{ allowed: boolean; repeat: boolean; remaining: Remaining } | null> {
  if (query.fresh) return null;
  const { prisma } = await ctx.database();
  const now = ctx.now();
  const since = new Date(now.getTime() - ctx.plans.repeatFreeSeconds * 1000);
  const rows = await prisma.$queryRaw<Array<{ allowed: boolean; repeat: boolean; used: number | null; credit: bigint | null }>>`
    WITH "minute" AS (${minuteUpsertSql(minute)})
    SELECT (${minute?.key ?? null}::text IS NULL OR EXISTS (SELECT 1 FROM "minute")) AS "allowed", EXISTS (
        SELECT 1 FROM "recent_charges" c JOIN "scan_reports" r ON r."mint" = c."mint"
        WHERE c."subject" = ${chargeSubject({ keyId: key.id })} AND c."mint" = ${query.mint}
          AND c."charged_at" > ${since} AND r."computed_at" > ${since} AND r."degraded" = false
      ) AS "repeat",
      (SELECT "count" FROM "usage_counters" WHERE "subject" = ${keyUsageSubject(key)} AND "period" = ${monthPeriod(now)}) AS "used",
      (SELECT "credit_micros" FROM "api_keys" WHERE "id" = ${key.id}) AS "credit"`;
  const row = rows[0];
  const used = Number(row.used ?? 0);
  const verdict = { allowed: Boolean(row.allowed), repeat: Boolean(row.repeat) };
  if (key.plan === "payg") {
    const credit = BigInt(row.credit ?? 0n);
    return { ...verdict, remaining: { credits: Number(credit / ctx.plans.perScanMicros), creditMicros: credit, keyPlan: "payg" } };
  }
  if (key.plan === "unlimited") return { ...verdict, remaining: { credits: Math.max(0, ctx.plans.unlimitedMonthlyFairUse - used), keyPlan: "unlimited" } };
  const left = Math.max(0, ctx.plans.freeKeyMonthlyQuota - used);
  return { ...verdict, remaining: { free: left, credits: left, keyPlan: "free" } };
}
