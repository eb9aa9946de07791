// Query functions for the screen-list add-on: a key's wallet list and its
// paid period. Adding entries is serialised per key (advisory lock) so two
// concurrent POSTs cannot take a list past its cap together.
import type { Prisma } from "@/server/platform/db/generated/client";
import type { Db } from "@/server/platform/db/usage-counters";

export const SCREEN_LIST_ADDON = "screen_list";

export interface ScreenListEntryRecord {
  wallet: string;
  label: string;
  addedAt: Date;
}

export async function listScreenEntries(db: Db, apiKeyId: string): Promise<ScreenListEntryRecord[]> {
  return db.screenListEntry.findMany({ where: { apiKeyId }, orderBy: { addedAt: "asc" }, select: { wallet: true, label: true, addedAt: true } });
}

/** Adds (or relabels) entries unless the list would exceed `cap`; answers the new size, or null when over. */
export async function addScreenEntries(
  tx: Prisma.TransactionClient,
  apiKeyId: string,
  entries: Array<{ wallet: string; label: string }>,
  cap: number,
  now: Date,
): Promise<number | null> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`screen-list:${apiKeyId}`}))`;
  const existing = new Set((await tx.screenListEntry.findMany({ where: { apiKeyId }, select: { wallet: true } })).map((e) => e.wallet));
  const fresh = entries.filter((e) => !existing.has(e.wallet));
  if (existing.size + fresh.length > cap) return null;
  for (const e of entries) {
    await tx.screenListEntry.upsert({
      where: { apiKeyId_wallet: { apiKeyId, wallet: e.wallet } },
      create: { apiKeyId, wallet: e.wallet, label: e.label, addedAt: now },
      update: { label: e.label },
    });
  }
  return existing.size + fresh.length;
}

export async function removeScreenEntry(db: Db, apiKeyId: string, wallet: string): Promise<boolean> {
  const { count } = await db.screenListEntry.deleteMany({ where: { apiKeyId, wallet } });
  return count === 1;
}

export async function findAddonUntil(db: Db, apiKeyId: string, addon = SCREEN_LIST_ADDON): Promise<Date | null> {
  const row = await db.keyAddon.findUnique({ where: { apiKeyId_addon: { apiKeyId, addon } } });
  return row?.enabledUntil ?? null;
}

/** Extends an add-on by `days` from the later of now and its current end (paying early loses nothing). */
export async function extendAddon(db: Db, apiKeyId: string, days: number, now: Date, addon = SCREEN_LIST_ADDON): Promise<Date> {
  const rows = await db.$queryRaw<Array<{ enabled_until: Date }>>`
    INSERT INTO "key_addons" ("api_key_id", "addon", "enabled_until")
    VALUES (${apiKeyId}, ${addon}, ${new Date(now.getTime() + days * 86_400_000)})
    ON CONFLICT ("api_key_id", "addon") DO UPDATE
      SET "enabled_until" = GREATEST("key_addons"."enabled_until", ${now}) + make_interval(days => ${days})
    RETURNING "enabled_until"`;
  return rows[0].enabled_until;
}
