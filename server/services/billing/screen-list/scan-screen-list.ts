// The scan routes' hook: `{ screen_list }` for a caller whose X-API-Key has
// the add-on running, nothing for everyone else. The key is checked by
// authorizeScans as usual; it is resolved again here (one indexed lookup,
// constant-time secret check) so this stays independent of the access
// module's internals. A batch reads the list once for all its mints.
import { findApiKeyByShortToken } from "@/server/platform/db/api-keys";
import { findAddonUntil, listScreenEntries } from "@/server/platform/db/screen-list";
import type { ScanReport, ScreenListResult } from "@/server/engine/report-types";
import { getAccessContext, type AccessContext } from "@/server/services/billing/access/access-context";
import { parseApiKey, secretMatches } from "@/server/services/billing/access/secrets";
import { findScreenListHits } from "@/server/services/billing/screen-list/screen-list-hits";

/** How long a key's add-on end is kept (ms): the warm keyed scan makes no statement for it. A purchase on
 * this instance takes effect at once (forgetAddonRead); on another, within this time. */
const ADDON_READ_MS = 1_000;
async function findAddonUntilKept(ctx: AccessContext, db: Parameters<typeof findAddonUntil>[0], keyId: string): Promise<Date | null> {
  const addonReads = ctx.addonReads;
  const kept = addonReads.get(keyId);
  if (kept && performance.now() - kept.at < ADDON_READ_MS) return kept.until;
  const until = await findAddonUntil(db, keyId);
  addonReads.set(keyId, { at: performance.now(), until });
  if (addonReads.size > 10_000) addonReads.delete(addonReads.keys().next().value!);
  return until;
}

/** The key's add-on changed here: the next scan reads it again. */
export function forgetAddonRead(ctx: AccessContext, keyId: string): void {
  ctx.addonReads.delete(keyId);
}

/** The caller's list (wallet -> label), or null: no key, unknown key, or no running add-on. */
async function readCallerList(request: Pick<Request, "headers">): Promise<Map<string, string> | null> {
  const presented = request.headers.get("x-api-key");
  const parts = presented ? parseApiKey(presented.trim()) : null;
  if (!parts) return null;
  const ctx = await getAccessContext();
  const { prisma } = await ctx.database();
  // a key proven by the access decision less than KEY_RECHECK_MS ago needs no second lookup
  const key = (presented ? ctx.keyCache.get(presented) : undefined) ?? (await findApiKeyByShortToken(prisma, parts.shortToken));
  if (!key || key.revokedAt || !secretMatches(parts.secret, key.secretHash)) return null;
  const until = await findAddonUntilKept(ctx, prisma, key.id);
  if (!until || until <= ctx.now()) return null;
  return new Map((await listScreenEntries(prisma, key.id)).map((e) => [e.wallet, e.label]));
}

/** Adds the caller's screen_list to reports of this request (identity for callers without the add-on). */
export async function screenListAnnotator(request: Pick<Request, "headers">): Promise<<R extends ScanReport>(report: R) => R & { screen_list?: ScreenListResult }> {
  const list = await readCallerList(request);
  return (report) => (list ? { ...report, screen_list: findScreenListHits(report, list) } : report);
}

export async function screenListFieldsFor(request: Pick<Request, "headers">, report: ScanReport): Promise<{ screen_list?: ScreenListResult }> {
  const list = await readCallerList(request);
  return list ? { screen_list: findScreenListHits(report, list) } : {};
}
