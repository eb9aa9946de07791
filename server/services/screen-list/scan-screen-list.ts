// The scan routes' hook: `{ screen_list }` for a caller whose X-API-Key has
// the add-on running, `{}` for everyone else. The key was already checked by
// authorizeScans; it is resolved again here (one indexed lookup) so this
// stays independent of the access module's internals.
import { findApiKeyByShortToken } from "@/server/db/api-keys";
import { findAddonUntil, listScreenEntries } from "@/server/db/screen-list";
import type { ScanReport, ScreenListResult } from "@/server/engine/report-types";
import { getAccessContext } from "../access/access-context";
import { parseApiKey, secretMatches } from "../access/secrets";
import { findScreenListHits } from "./screen-list-hits";

export async function screenListFieldsFor(request: Request, report: ScanReport): Promise<{ screen_list?: ScreenListResult }> {
  const presented = request.headers.get("x-api-key");
  const parts = presented ? parseApiKey(presented.trim()) : null;
  if (!parts) return {};
  const ctx = await getAccessContext();
  const { prisma } = await ctx.database();
  const key = await findApiKeyByShortToken(prisma, parts.shortToken);
  if (!key || key.revokedAt || !secretMatches(parts.secret, key.secretHash)) return {};
  const until = await findAddonUntil(prisma, key.id);
  if (!until || until <= ctx.now()) return {};
  const entries = await listScreenEntries(prisma, key.id);
  return { screen_list: findScreenListHits(report, new Map(entries.map((e) => [e.wallet, e.label]))) };
}
