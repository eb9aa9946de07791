// The watcher's stored state per watched operator wallet (operator watch,
// docs/decisions.md "Beyond one slot and one snapshot"), as watched-mint state
// is kept for mints.
import type { Prisma } from "@/server/platform/db/generated/client";
import type { Db } from "@/server/platform/db/usage-counters";

export async function getWatchedOperatorState(db: Db, wallet: string): Promise<unknown | null> {
  const row = await db.watchedOperator.findUnique({ where: { wallet } });
  return row ? row.state : null;
}

/** When the operator was last polled (null: never): refused polls come back stalest first. */
export async function findWatchedOperatorPolledAt(db: Db, wallet: string): Promise<Date | null> {
  const row = await db.watchedOperator.findUnique({ where: { wallet }, select: { lastPolledAt: true } });
  return row?.lastPolledAt ?? null;
}

export async function saveWatchedOperatorState(db: Db, wallet: string, state: Prisma.InputJsonValue, at: Date): Promise<void> {
  await db.watchedOperator.upsert({ where: { wallet }, create: { wallet, state, lastPolledAt: at }, update: { state, lastPolledAt: at } });
}

/** Forgets an operator's state (its last watch is gone): a later watch starts from the chain's present. */
export async function deleteWatchedOperatorState(db: Db, wallet: string): Promise<void> {
  await db.watchedOperator.deleteMany({ where: { wallet } });
}
