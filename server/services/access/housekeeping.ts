// Old rows go away without a cron: at most once an hour per process, a scan
// request prunes usage counters of months before the previous one and expired
// e-mail confirmations. Runs in the background; a failure is logged, never
// the caller's problem.
import { pruneEmailConfirmations } from "@/server/db/email-confirmations";
import { pruneUsage } from "@/server/db/usage-counters";
import type { AccessContext } from "./access-context";
import { previousMonthPeriod } from "./periods";
import { pruneCharges } from "./recent-charges";

const INTERVAL_MS = 3_600_000;
let lastRunMs = 0;

export function pruneOccasionally(ctx: AccessContext): void {
  const now = ctx.now();
  if (now.getTime() - lastRunMs < INTERVAL_MS) return;
  lastRunMs = now.getTime();
  void (async () => {
    const { prisma } = await ctx.database();
    // Keep last month's counters: support questions about "my quota" look back one period.
    await pruneUsage(prisma, previousMonthPeriod(now));
    await pruneEmailConfirmations(prisma, now);
    await pruneCharges(prisma, new Date(now.getTime() - ctx.plans.repeatFreeSeconds * 1000));
  })().catch((error: unknown) => console.error("[access] housekeeping failed:", error instanceof Error ? error.message : error));
}
