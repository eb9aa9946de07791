// The scan routes' hook: `{ screen_list }` for a caller whose X-API-Key has
// the add-on running, nothing for everyone else. The key is checked by
// authorizeScans as usual; it is resolved again here (one indexed lookup,
// constant-time secret check) so this stays independent of the access
// module's internals. A batch reads the list once for all its mints.
import { findApiKeyByShortToken } from "@/server/platform/db/api-keys";
import { findAddonUntil, listScreenEntries } from "@/server/platform/db/screen-list";
import type { ScanReport, ScreenListResult } from "@/server/engine/report-types";
import { getAccessContext } from "@/server/services/billing/access/access-context";
import { parseApiKey, secretMatches } from "@/server/services/billing/access/secrets";
import { findScreenListHits } from "@/server/services/billing/screen-list/screen-list-hits";

/** The caller's list (wallet -> label), or null: no key, unknown key, or no running add-on. */
async function readCallerList(request: Pick<Request, "headers">): Promise<Map<string, string> | null> {
  const presented = request.headers.get("x-api-key");
  const parts = presented ? parseApiKey(presented.trim()) : null;
  if (!parts) return null;
  const ctx = await getAccessContext();
  const { prisma } = await ctx.database();
  const key = await findApiKeyByShortToken(prisma, parts.shortToken);
  if (!key || key.revokedAt || !secretMatches(parts.secret, key.secretHash)) return null;
  const until = await findAddonUntil(prisma, key.id);
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
