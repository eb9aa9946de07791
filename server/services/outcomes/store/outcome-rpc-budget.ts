// The checkpoint readings' RPC budget, shared by every instance on one
// database: a row per minute counts the calls granted in it, taken FOR UPDATE
// inside a transaction, so concurrent readers never together exceed
// OUTCOME_RPC_BUDGET (the same scheme as the watch's, its own table: the two
// budgets are separate). Minutes older than an hour are pruned.
import type { PrismaClient } from "@/server/platform/db/generated/client";

const MINUTE_MS = 60_000;
const KEEP_MS = 3_600_000;

export const minuteOf = (now: Date) => new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);

/** Calls granted now: `want`, or fewer when `partial` and that is all that is left, or 0. */
export async function grantOutcomeRpcCalls(prisma: PrismaClient, request: { now: Date; want: number; budget: number; partial: boolean }): Promise<number> {
  if (request.want <= 0) return 0;
  const minute = minuteOf(request.now);
  return prisma.$transaction(async (tx) => {
    const created = await tx.$executeRaw`INSERT INTO "outcome_rpc_minutes" ("minute", "calls") VALUES (${minute}, 0) ON CONFLICT ("minute") DO NOTHING`;
    if (created === 1) await tx.$executeRaw`DELETE FROM "outcome_rpc_minutes" WHERE "minute" < ${new Date(minute.getTime() - KEEP_MS)}`;
    const [row] = await tx.$queryRaw<Array<{ calls: number }>>`SELECT "calls" FROM "outcome_rpc_minutes" WHERE "minute" = ${minute} FOR UPDATE`;
    const left = Math.max(0, request.budget - Number(row.calls));
    const granted = request.partial ? Math.min(request.want, left) : request.want <= left ? request.want : 0;
    if (granted > 0) await tx.$executeRaw`UPDATE "outcome_rpc_minutes" SET "calls" = "calls" + ${granted} WHERE "minute" = ${minute}`;
    return granted;
  });
}

/** The start of the next minute: when a case the budget refused is due again. */
export const nextMinute = (now: Date) => new Date(minuteOf(now).getTime() + MINUTE_MS);
