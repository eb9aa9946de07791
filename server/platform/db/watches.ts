// Query functions for watches, the per-mint watcher state, incidents and
// their deliveries. An incident is inserted ON CONFLICT (dedupe_key) DO
// NOTHING: a replayed or concurrent poll records it once, and only the insert
// that won creates its deliveries.
import type { Prisma } from "@/server/platform/db/generated/client";
import type { Db } from "@/server/platform/db/usage-counters";

export interface WatchRecord {
  id: string;
  apiKeyId: string;
  /** the watched mint, or null for an operator watch (then `wallet`) */
  mint: string | null;
  wallet: string | null;
  webhookUrl: string | null;
  email: string | null;
  secretEnc: string | null;
  events: string[];
  status: string;
  lastDeliveryAt: Date | null;
  lastDeliveryStatus: number | null;
  createdAt: Date;
}

export type NewWatch = Omit<WatchRecord, "status" | "lastDeliveryAt" | "lastDeliveryStatus">;

/** Creates a watch unless the key already has `limit` of them; serialised per key by an advisory lock. */
export async function createWatchWithinLimit(db: Prisma.TransactionClient, watch: NewWatch, limit: number): Promise<WatchRecord | null> {
  await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`watch-limit:${watch.apiKeyId}`}))`;
  const count = await db.watch.count({ where: { apiKeyId: watch.apiKeyId } });
  if (count >= limit) return null;
  return db.watch.create({ data: watch });
}

export async function listWatches(db: Db, apiKeyId: string): Promise<WatchRecord[]> {
  return db.watch.findMany({ where: { apiKeyId }, orderBy: { createdAt: "asc" } });
}

export async function deleteWatch(db: Db, apiKeyId: string, id: string): Promise<WatchRecord | null> {
  const watch = await db.watch.findFirst({ where: { id, apiKeyId } });
  if (!watch) return null;
  await db.watch.delete({ where: { id } });
  return watch;
}

/** The mint's watches whose key is still live (a revoked key's watches stay listed but send nothing). */
export async function findWatchesOfMint(db: Db, mint: string): Promise<WatchRecord[]> {
  const watches = await db.watch.findMany({ where: { mint } });
  if (watches.length === 0) return watches;
  const revoked = await db.apiKey.findMany({ where: { id: { in: [...new Set(watches.map((w) => w.apiKeyId))] }, revokedAt: { not: null } }, select: { id: true } });
  const dead = new Set(revoked.map((k) => k.id));
  return watches.filter((w) => !dead.has(w.apiKeyId));
}

/** The operator wallet's watches whose key is still live. */
export async function findWatchesOfWallet(db: Db, wallet: string): Promise<WatchRecord[]> {
  const watches = await db.watch.findMany({ where: { wallet } });
  if (watches.length === 0) return watches;
  const revoked = await db.apiKey.findMany({ where: { id: { in: [...new Set(watches.map((w) => w.apiKeyId))] }, revokedAt: { not: null } }, select: { id: true } });
  const dead = new Set(revoked.map((k) => k.id));
  return watches.filter((w) => !dead.has(w.apiKeyId));
}

export async function findWatch(db: Db, id: string): Promise<WatchRecord | null> {
  return db.watch.findUnique({ where: { id } });
}

/** Replaces a watch's sealed secret (key rotation) only if it is still the one read: a concurrent
 * re-seal by another instance is not undone. */
export async function resealWatchSecret(db: Db, id: string, from: string, to: string): Promise<boolean> {
  const { count } = await db.watch.updateMany({ where: { id, secretEnc: from }, data: { secretEnc: to } });
  return count === 1;
}

/** Watches with a signing secret, in id order, `limit` after `afterId` (for re-sealing in pages). */
export async function listSealedWatches(db: Db, afterId: string | null, limit: number): Promise<Array<{ id: string; secretEnc: string }>> {
  const rows = await db.watch.findMany({
    where: { secretEnc: { not: null }, ...(afterId ? { id: { gt: afterId } } : {}) },
    orderBy: { id: "asc" },
    take: limit,
    select: { id: true, secretEnc: true },
  });
  return rows.map((r) => ({ id: r.id, secretEnc: r.secretEnc as string }));
}

export async function recordDeliveryOnWatch(db: Db, id: string, at: Date, status: number | null, failing?: boolean): Promise<void> {
  await db.watch.updateMany({
    where: { id },
    data: { lastDeliveryAt: at, lastDeliveryStatus: status, ...(failing === undefined ? {} : { status: failing ? "failing" : "active" }) },
  });
}

export async function getWatchedMintState(db: Db, mint: string): Promise<unknown | null> {
  const row = await db.watchedMint.findUnique({ where: { mint } });
  return row ? row.state : null;
}

/** When the mint was last polled (null: never): refused polls come back stalest first. */
export async function findWatchedMintPolledAt(db: Db, mint: string): Promise<Date | null> {
  const row = await db.watchedMint.findUnique({ where: { mint }, select: { lastPolledAt: true } });
  return row?.lastPolledAt ?? null;
}

export async function saveWatchedMintState(db: Db, mint: string, state: Prisma.InputJsonValue, at: Date): Promise<void> {
  await db.watchedMint.upsert({ where: { mint }, create: { mint, state, lastPolledAt: at }, update: { state, lastPolledAt: at } });
}

/** Forgets a mint's watcher state (its last watch is gone): a later watch starts from "now", not from an old cursor. */
export async function deleteWatchedMintState(db: Db, mint: string): Promise<void> {
  await db.watchedMint.deleteMany({ where: { mint } });
}

export interface NewIncident {
  id: string;
  dedupeKey: string;
  mint: string;
  type: string;
  slot: bigint;
  data: Prisma.InputJsonValue;
  detectedAt: Date;
}

/** true when this call recorded the incident (false: already known). */
export async function insertIncident(db: Db, incident: NewIncident): Promise<boolean> {
  const { count } = await db.watchIncident.createMany({ data: [incident], skipDuplicates: true });
  return count === 1;
}

export async function createDelivery(db: Db, delivery: { id: string; incidentId: string; watchId: string; createdAt: Date }): Promise<void> {
  await db.watchDelivery.createMany({ data: [delivery], skipDuplicates: true });
}

export async function findDelivery(db: Db, id: string) {
  return db.watchDelivery.findUnique({ where: { id }, include: { incident: true, watch: true } });
}

/** Claims the right to send the delivery's next attempt until `until`: false while another worker's
 * claim is live (its job lease may have expired mid-send) or the delivery is settled. */
export async function claimDeliveryAttempt(db: Db, id: string, claim: { worker: string; now: Date; until: Date }): Promise<boolean> {
  const { count } = await db.watchDelivery.updateMany({
    where: { id, status: "pending", OR: [{ claimedUntil: null }, { claimedUntil: { lte: claim.now } }] },
    data: { claimedBy: claim.worker, claimedUntil: claim.until },
  });
  return count === 1;
}

export async function recordAttempt(
  db: Db,
  id: string,
  /** skipped: never sent, and never will be (an unconfirmed e-mail address; the reason in `response`) */
  attempt: { at: Date; statusCode: number | null; response: string; outcome: "delivered" | "pending" | "failed" | "skipped" },
): Promise<boolean> {
  const { count } = await db.watchDelivery.updateMany({
    where: { id, status: "pending" },
    data: {
      claimedBy: null,
      claimedUntil: null,
      attempts: { increment: 1 },
      lastAttemptAt: attempt.at,
      lastStatusCode: attempt.statusCode,
      lastResponse: attempt.response,
      status: attempt.outcome,
      ...(attempt.outcome === "delivered" ? { deliveredAt: attempt.at } : {}),
    },
  });
  return count === 1;
}
