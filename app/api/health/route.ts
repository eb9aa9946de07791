import { withRoute } from "@/server/http/with-route";
import { checkHealth } from "@/server/services/health";

export const dynamic = "force-dynamic";

// GET /api/health - database and data-source reachability
export const GET = withRoute(async () => {
  const health = await checkHealth();
  return Response.json(health, { status: health.status === "down" ? 503 : 200, headers: { "Cache-Control": "no-store" } });
});
