// The per-/48 IPv6 ceiling's rows (server/services/access/access/client-ip.ts):
// which /64s of a /48 count on their own this month. A /64 already admitted
// stays admitted; a new one first takes a slot of the /48's month counter
// (usage_counters, an atomic conditional upsert: N instances asking at once
// get at most `limit` slots between them), then is written. Two requests of
// one new /64 racing both take a slot; the one whose row already existed gives
// its slot back (meanwhile the ceiling was briefly one lower: stricter, never
// looser).
import { releaseUsage, reserveUsage, type Db } from "@/server/platform/db/usage-counters";

export interface PrefixAdmission {
  /** "YYYY-MM" */
  period: string;
  prefix48: string;
  prefix64: string;
  /** /64s of one /48 counted on their own per period */
  limit: number;
}

/** The /48's month counter in usage_counters (pruned with the other months' counters). */
const slotSubject = (prefix48: string) => `v6-48:${prefix48}`;

/** true: this /64 counts on its own this period; false: the /48 is full and it counts as the /48. */
export async function admitPrefix(db: Db, input: PrefixAdmission): Promise<boolean> {
  const { period, prefix48, prefix64, limit } = input;
  const known = await db.ipv6PrefixMember.findUnique({ where: { period_prefix48_prefix64: { period, prefix48, prefix64 } }, select: { period: true } });
  if (known) return true;
  const slot = await reserveUsage(db, { subject: slotSubject(prefix48), period, count: 1, limit });
  if (slot === null) return false;
  const { count } = await db.ipv6PrefixMember.createMany({ data: [{ period, prefix48, prefix64 }], skipDuplicates: true });
  if (count === 0) await releaseUsage(db, { subject: slotSubject(prefix48), period, count: 1 });
  return true;
}

/** Deletes members of periods sorting before `oldestKept` ("YYYY-MM"). */
export async function pruneIpv6Prefixes(db: Db, oldestKept: string): Promise<number> {
  const { count } = await db.ipv6PrefixMember.deleteMany({ where: { period: { lt: oldestKept } } });
  return count;
}
