// GET /api/info: the service described for agents.
import { getInfo } from "@/server/contracts/endpoints/about";
import { preflight } from "@/server/http/cors";
import { describeService } from "@/server/services/about/info/describe-service";
import { implement } from "@/server/api/implement";

// GET /api/info - the service for agents: endpoints, pricing, limits, the OpenAPI and MCP URLs, the report's JSON Schema
export const GET = implement(getInfo, async ({ services }) => ({ status: 200, body: await describeService(services) }));

// OPTIONS /api/info - CORS preflight
export const OPTIONS = preflight;
