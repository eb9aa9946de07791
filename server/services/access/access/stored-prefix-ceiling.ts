// The per-/48 IPv6 ceiling (client-ip.ts) kept in PostgreSQL, shared by every
// instance like the quotas and minute limits: per UTC month, a /48 admits at
// most PER_48_SEPARATE_64S of its /64s as subjects of their own (rows in
// ipv6_prefix_members, the slots counted atomically in usage_counters); past
// that every further /64 of the /48 shares the /48's subject.
// Both answers hold for the rest of the month (a member stays a member, a full
// /48 stays full), so each instance keeps the answers it got and asks the
// database once per /64 and month, not once per request.
import type { Database } from "@/server/platform/db/client";
import { admitPrefix } from "@/server/platform/db/ipv6-prefixes";
import { PER_48_SEPARATE_64S, type PrefixCeiling } from "@/server/services/access/access/client-ip";

/** /64 answers kept per process (each ~100 bytes); past it the month's answers are dropped and asked again. */
const MAX_KEPT_ANSWERS = 50_000;

export interface StoredCeilingOptions {
  separatePerPrefix?: number;
  nowMs?: () => number;
}

export function createStoredPrefixCeiling(database: () => Promise<Database>, options: StoredCeilingOptions = {}): PrefixCeiling {
  const limit = options.separatePerPrefix ?? PER_48_SEPARATE_64S;
  const nowMs = options.nowMs ?? Date.now;
  const kept = new Map<string, boolean>();
  let keptPeriod = "";
  return {
    async admit(prefix48, prefix64) {
      const period = new Date(nowMs()).toISOString().slice(0, 7);
      if (period !== keptPeriod || kept.size >= MAX_KEPT_ANSWERS) {
        kept.clear();
        keptPeriod = period;
      }
      const known = kept.get(prefix64);
      if (known !== undefined) return known;
      const { prisma } = await database();
      const admitted = await admitPrefix(prisma, { period, prefix48, prefix64, limit });
      kept.set(prefix64, admitted);
      return admitted;
    },
  };
}
