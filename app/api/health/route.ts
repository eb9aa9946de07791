import { withRoute } from "@/server/http/with-route";
import { getHealth, HEALTH_CACHE_MS } from "@/server/services/health";

export const dynamic = "force-dynamic";

// GET /api/health - database and data-source reachability (one check shared for a few seconds)
export const GET = withRoute(async () => {
  const health = await getHealth();
  return Response.json(health, { status: health.status === "down" ? 503 : 200 });
}, { cache: { maxAgeSeconds: HEALTH_CACHE_MS / 1000 } });
