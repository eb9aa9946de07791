// GET /api/health: database and data-source reachability.
import { getHealth as getHealthEndpoint } from "@/server/contracts/endpoints/about";
import { implement } from "@/server/api/implement";

// GET /api/health - database and data-source reachability (one check shared for a few seconds)
export const GET = implement(getHealthEndpoint, async ({ services }) => {
  const health = await services.health();
  return health.status === "down" ? { status: 503, body: health } : { status: 200, body: health };
});
