// The scan routes' hook: `{ screen_list }` for a caller whose X-API-Key has
// the add-on running, nothing for everyone else. The key is checked by
// authorizeScans as usual; here it is proven through the same kept proof
// (proveApiKey: no second lookup within KEY_RECHECK_MS). A batch reads the
// list once for all its mints.
import { findAddonUntil, listScreenEntries } from "@/server/platform/db/screen-list";
import type { ScanReport, ScreenListResult } from "@/server/contracts/scan-report";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { proveApiKey } from "@/server/services/access/access/key-access";
import { parseApiKey } from "@/server/services/access/access/secrets";
import { findScreenListHits } from "@/server/services/addons/screen-list/screen-list-hits";

/** The key's add-on end, kept (access-context.ts ADDON_READ_MS) and read once at a time (kept-reads.ts). */
function findAddonUntilKept(ctx: AccessContext, db: Parameters<typeof findAddonUntil>[0], keyId: string): Promise<Date | null> {
  return ctx.addonReads.read(keyId, () => findAddonUntil(db, keyId));
}

/** The key's add-on changed here: the next scan reads it again. */
export function forgetAddonRead(ctx: AccessContext, keyId: string): void {
  ctx.addonReads.forget(keyId);
}

/** The caller's list (wallet -> label), or null: no key, unknown key, or no running add-on. */
async function readCallerList(ctx: AccessContext, request: Pick<Request, "headers">): Promise<Map<string, string> | null> {
  const presented = request.headers.get("x-api-key");
  const parts = presented ? parseApiKey(presented.trim()) : null;
  if (!parts) return null;
  const { prisma } = await ctx.database();
  // the proof the access decision keeps (KEY_RECHECK_MS): no second lookup
  const key = presented ? await proveApiKey(ctx, presented) : null;
  if (!key) return null;
  const until = await findAddonUntilKept(ctx, prisma, key.id);
  if (!until || until <= ctx.now()) return null;
  return new Map((await listScreenEntries(prisma, key.id)).map((e) => [e.wallet, e.label]));
}

/** Adds the caller's screen_list to reports of this request (identity for callers without the add-on). */
export async function screenListAnnotator(ctx: AccessContext, request: Pick<Request, "headers">): Promise<<R extends ScanReport>(report: R) => R & { screen_list?: ScreenListResult }> {
  const list = await readCallerList(ctx, request);
  return (report) => (list ? { ...report, screen_list: findScreenListHits(report, list) } : report);
}
