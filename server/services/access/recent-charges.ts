// Fair metering for people (decisions.md): the same caller (a key, or an
// anonymous IP bucket) asking again for a mint it was already charged for,
// while the stored report is still fresh, is answered pre_indexed and not
// charged again. `fresh=1` is always charged. Without this a page reload, the
// badge's refresh or the map drawn after the report each cost a scan.
//
// The charge time alone is not enough: a report answered pre_indexed near the
// end of its TTL goes stale before the caller's charge does, and the next
// answer would be a live trace. So a repeat is free only while the stored
// (complete) report is fresh too; the scan service then answers from it.
import type { ApiKeyRecord } from "@/server/db/api-keys";
import type { Db } from "@/server/db/usage-counters";
import { readUsage } from "@/server/db/usage-counters";
import type { AccessContext } from "./access-context";
import { keyUsageSubject } from "./key-access";
import { monthPeriod } from "./periods";
import type { Grant, Remaining } from "./scan-access";

export interface RepeatQuery {
  /** the mint asked for */
  mint: string;
  /** fresh=1: a live trace, always charged */
  fresh: boolean;
}

/** The metering subject of a caller: one per key, one per anonymous IP bucket. */
export function chargeSubject(caller: { keyId: string } | { anonymous: string }): string {
  return "keyId" in caller ? `key:${caller.keyId}` : `anon:${caller.anonymous}`;
}

/** True when `subject` was charged for this mint within the TTL and the stored report is still fresh. */
export async function isFreeRepeat(db: Db, input: { subject: string; query: RepeatQuery; now: Date; ttlSeconds: number }): Promise<boolean> {
  if (input.query.fresh) return false;
  const since = new Date(input.now.getTime() - input.ttlSeconds * 1000);
  const rows = await db.$queryRaw<Array<{ ok: number }>>`
    SELECT 1 AS ok FROM "recent_charges" c
    JOIN "scan_reports" r ON r."mint" = c."mint"
    WHERE c."subject" = ${input.subject} AND c."mint" = ${input.query.mint}
      AND c."charged_at" > ${since} AND r."computed_at" > ${since} AND r."degraded" = false
    LIMIT 1`;
  return rows.length > 0;
}

export async function recordCharge(db: Db, input: { subject: string; mint: string; at: Date }): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "recent_charges" ("subject", "mint", "charged_at") VALUES (${input.subject}, ${input.mint}, ${input.at})
    ON CONFLICT ("subject", "mint") DO UPDATE SET "charged_at" = EXCLUDED."charged_at"`;
}

export async function forgetCharge(db: Db, input: { subject: string; mint: string }): Promise<void> {
  await db.$executeRaw`DELETE FROM "recent_charges" WHERE "subject" = ${input.subject} AND "mint" = ${input.mint}`;
}

/** Charges older than `before` decide nothing any more (housekeeping). */
export async function pruneCharges(db: Db, before: Date): Promise<number> {
  return db.$executeRaw`DELETE FROM "recent_charges" WHERE "charged_at" < ${before}`;
}

/** A charged grant that remembers the charge, and forgets it when the scan is given back. */
export function rememberingCharge(grant: Grant, db: Db, charge: { subject: string; mint: string; at: Date }): Promise<Grant> {
  return recordCharge(db, charge).then(() => ({
    ...grant,
    refund: async (count: number) => {
      await forgetCharge(db, charge);
      return grant.refund(count);
    },
  }));
}

/** The answer to a free repeat: nothing taken, nothing to give back, what is left shown as usual. */
export function freeRepeatGrant(kind: Grant["kind"], includeLaunches: boolean, remaining: Remaining): Grant {
  return { kind, includeLaunches, remaining, refund: async () => remaining };
}

/** What a key has left, read without reserving anything. */
export async function peekKeyRemaining(ctx: AccessContext, key: ApiKeyRecord): Promise<Remaining> {
  const { prisma } = await ctx.database();
  const period = monthPeriod(ctx.now());
  if (key.plan === "payg") return { credits: Number((key.creditMicros ?? 0n) / ctx.plans.perScanMicros) };
  if (key.plan === "unlimited") return { credits: Math.max(0, ctx.plans.unlimitedMonthlyFairUse - (await readUsage(prisma, keyUsageSubject(key), period))) };
  const left = Math.max(0, ctx.plans.freeKeyMonthlyQuota - (await readUsage(prisma, keyUsageSubject(key), period)));
  return { free: left, credits: left };
}

export async function peekAnonymousRemaining(ctx: AccessContext, subject: string): Promise<Remaining> {
  const { prisma } = await ctx.database();
  return { free: Math.max(0, ctx.plans.anonymousMonthlyQuota - (await readUsage(prisma, `anon:${subject}`, monthPeriod(ctx.now())))) };
}
