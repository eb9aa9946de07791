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
import type { Db, MeteredCharge } from "@/server/platform/db/usage-counters";
import type { Grant, Remaining } from "@/server/services/access/access/scan-access";

export interface RepeatQuery {
  /** what was paid for: the mint, or `mint@slot` for a map at a slot (map-charge.ts) */
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

/** The answer to a free repeat: nothing taken, nothing to give back, what is left shown as usual. */
export function freeRepeatGrant(kind: Grant["kind"], includeLaunches: boolean, remaining: Remaining): Grant {
  return { kind, includeLaunches, remaining, refund: async () => remaining };
}
