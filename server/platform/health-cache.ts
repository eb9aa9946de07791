// One health check answers every caller for HEALTH_CACHE_MS, so a flood of
// /api/health requests costs one database ping and two upstream calls per
// interval (server/platform/health.ts). One cache per app.
import type { Health } from "@/server/contracts/health";

/** how long one check answers every caller, ms (also the route's Cache-Control max-age). */
export const HEALTH_CACHE_MS = 5_000;

export function createHealthCache(): (nowMs: number, check: () => Promise<Health>) => Promise<Health> {
  let cached: { atMs: number; health: Promise<Health> } | undefined;
  return (nowMs, check) => {
    if (cached && nowMs >= cached.atMs && nowMs - cached.atMs < HEALTH_CACHE_MS) return cached.health;
    const health = check();
    cached = { atMs: nowMs, health };
    return health;
  };
}
