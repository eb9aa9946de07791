// Watch polling's RPC budget, shared by every instance on one database: a row
// per minute counts the calls granted in it. A grant takes the row FOR UPDATE
// inside a transaction, so concurrent pollers on any instance never together
// exceed the budget. Minutes older than an hour are pruned when a new one starts.
import type { PrismaClient } from "@/server/platform/db/generated/client";

const MINUTE_MS = 60_000;
const KEEP_MS = 3_600_000;

export interface RpcGrantRequest {
  now: Date;
  /** calls wanted */
  want: number;
  /** calls per minute, all instances together */
  budget: number;
  /** true: grant fewer than wanted when that is all that is left; false: all or nothing */
  partial: boolean;
}

/** The start of the minute `now` falls in. */
export const minuteOf = (now: Date) => new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);

/** Calls granted now (0 when the minute's budget is spent). */
export async function grantWatchRpcCalls(prisma: PrismaClient, request: RpcGrantRequest): Promise<number> {
  if (request.want <= 0) return 0;
  const minute = minuteOf(request.now);
  return prisma.$transaction(async (tx) => {
    const created = await tx.$executeRaw`INSERT INTO "watch_rpc_minutes" ("minute", "calls") VALUES (${minute}, 0) ON CONFLICT ("minute") DO NOTHING`;
    if (created === 1) await tx.$executeRaw`DELETE FROM "watch_rpc_minutes" WHERE "minute" < ${new Date(minute.getTime() - KEEP_MS)}`;
    const [row] = await tx.$queryRaw<Array<{ calls: number }>>`SELECT "calls" FROM "watch_rpc_minutes" WHERE "minute" = ${minute} FOR UPDATE`;
    const left = Math.max(0, request.budget - Number(row.calls));
    const granted = request.partial ? Math.min(request.want, left) : request.want <= left ? request.want : 0;
    if (granted > 0) await tx.$executeRaw`UPDATE "watch_rpc_minutes" SET "calls" = "calls" + ${granted} WHERE "minute" = ${minute}`;
    return granted;
  });
}

/** Calls granted in the minute `now` falls in (tests, health). */
export async function watchRpcCallsIn(prisma: PrismaClient, now: Date): Promise<number> {
  const row = await prisma.watchRpcMinute.findUnique({ where: { minute: minuteOf(now) } });
  return row?.calls ?? 0;
}
