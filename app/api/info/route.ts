import { preflight } from "@/server/http/cors";
import { withRoute } from "@/server/http/with-route";
import { describeService } from "@/server/services/info/describe-service";

export const dynamic = "force-dynamic";

// GET /api/info - the service for agents: endpoints, pricing, limits, the OpenAPI and MCP URLs, the report's JSON Schema
export const GET = withRoute(async () => Response.json(await describeService()), { cors: true });

// OPTIONS /api/info - CORS preflight
export const OPTIONS = () => preflight();
