// Managing a key's screen list (the paid add-on): 403 addon_not_enabled
// unless the key's add-on period runs; at most SCREEN_LIST_MAX_ENTRIES.
import { SCREEN_LIST_MAX_ENTRIES, type ScreenList } from "@/server/contracts/screen-list";
import type { ApiKeyRecord } from "@/server/platform/db/api-keys";
import type { Database } from "@/server/platform/db/client";
import { addScreenEntries, findAddonUntil, listScreenEntries, removeScreenEntry } from "@/server/platform/db/screen-list";
import { ApiError } from "@/server/http/api-error";

export interface ScreenListContext {
  database: () => Promise<Database>;
  now: () => Date;
}

/** The add-on's end, or 403 addon_not_enabled. */
export async function requireScreenList(ctx: ScreenListContext, key: ApiKeyRecord): Promise<Date> {
  const { prisma } = await ctx.database();
  const until = await findAddonUntil(prisma, key.id);
  if (!until || until <= ctx.now()) {
    throw new ApiError("addon_not_enabled", "The screen-list add-on is not enabled on this key: POST /api/screen-list/checkout to buy it (price: GET /api/pricing, screen_list).", {
      details: { addon: "screen_list", ...(until ? { expired_at: until.toISOString() } : {}) },
    });
  }
  return until;
}

export async function getScreenList(ctx: ScreenListContext, key: ApiKeyRecord): Promise<ScreenList> {
  const until = await requireScreenList(ctx, key);
  const { prisma } = await ctx.database();
  const entries = await listScreenEntries(prisma, key.id);
  return { entries: entries.map((e) => ({ wallet: e.wallet, label: e.label, added_at: e.addedAt.toISOString() })), enabled_until: until.toISOString() };
}

export async function addToScreenList(ctx: ScreenListContext, key: ApiKeyRecord, entries: Array<{ wallet: string; label: string }>): Promise<ScreenList> {
  await requireScreenList(ctx, key);
  const { prisma } = await ctx.database();
  const size = await prisma.$transaction((tx) => addScreenEntries(tx, key.id, entries, SCREEN_LIST_MAX_ENTRIES, ctx.now()));
  if (size === null) throw new ApiError("bad_request", `A screen list holds at most ${SCREEN_LIST_MAX_ENTRIES} wallets.`, { details: { max: SCREEN_LIST_MAX_ENTRIES } });
  return getScreenList(ctx, key);
}

export async function removeFromScreenList(ctx: ScreenListContext, key: ApiKeyRecord, wallet: string): Promise<void> {
  await requireScreenList(ctx, key);
  const { prisma } = await ctx.database();
  if (!(await removeScreenEntry(prisma, key.id, wallet))) throw new ApiError("not_found", "This wallet is not on the screen list.");
}
