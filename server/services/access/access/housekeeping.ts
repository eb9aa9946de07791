// Old rows go away without a cron: at most once an hour per process, a scan
// request prunes usage counters of months before the previous one (daily
// payment-request counters included), rate-limit rows of past windows, expired e-mail confirmations, and unpaid
// payment requests a day past their expiry. Runs in the background; a failure is logged, never
// the caller's problem.
import { pruneEmailConfirmations } from "@/server/platform/db/email-confirmations";
import { pruneUnpaidIntents } from "@/server/platform/db/payments";
import { prunePublicScans } from "@/server/platform/db/public-scans";
import { pruneRateLimits } from "@/server/platform/db/rate-limits";
import { pruneUsage } from "@/server/platform/db/usage-counters";
import { pruneIpv6Prefixes } from "@/server/platform/db/ipv6-prefixes";
import { UNPAID_RETENTION_MS } from "@/server/services/access/payments/payment-intents";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { previousMonthPeriod } from "@/server/services/access/access/periods";
import { pruneCharges } from "@/server/services/access/access/recent-charges";
import { createPacer } from "@/server/platform/pacer";

const INTERVAL_MS = 3_600_000;
const PUBLIC_SCAN_RETENTION_MS = 30 * 86_400_000;
/** One sweep per app's access context per interval. */
const due = createPacer(INTERVAL_MS);

/** Starts a sweep when one is due; the promise is for tests (callers do not wait for it). */
export function pruneOccasionally(ctx: AccessContext): Promise<void> {
  const now = ctx.now();
  if (!due(ctx, now.getTime())) return Promise.resolve();
  return (async () => {
    const { prisma } = await ctx.database();
    // Keep last month's counters: support questions about "my quota" look back one period.
    await pruneUsage(prisma, previousMonthPeriod(now));
    await pruneIpv6Prefixes(prisma, previousMonthPeriod(now));
    await pruneEmailConfirmations(prisma, now);
    await pruneUnpaidIntents(prisma, new Date(now.getTime() - UNPAID_RETENTION_MS));
    await pruneCharges(prisma, new Date(now.getTime() - ctx.plans.repeatFreeSeconds * 1000));
    // the longest window is an hour (free-key e-mails): older rows decide nothing
    await pruneRateLimits(prisma, new Date(now.getTime() - 2 * 3_600_000));
    // the feed shows the latest 50 mints; a month-old anonymous scan has long left it
    await prunePublicScans(prisma, new Date(now.getTime() - PUBLIC_SCAN_RETENTION_MS));
  })().catch((error: unknown) => console.error("[access] housekeeping failed:", error instanceof Error ? error.message : error));
}
