// GET /api/health: database and data-source reachability.
import { getHealth as getHealthEndpoint } from "@/server/contracts/endpoints/read";
import { getHealth } from "@/server/platform/health";
import { implement } from "@/server/api/implement";

// GET /api/health - database and data-source reachability (one check shared for a few seconds)
export const GET = implement(getHealthEndpoint, async () => {
  const health = await getHealth();
  return health.status === "down" ? { status: 503, body: health } : { status: 200, body: health };
});
