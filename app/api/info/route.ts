import { preflight, withCors } from "@/server/http/cors";
import { withRoute } from "@/server/http/with-route";
import { describeService } from "@/server/services/info/describe-service";

export const dynamic = "force-dynamic";

// GET /api/info - the service for agents: endpoints, pricing, limits, the OpenAPI and MCP URLs, the report's JSON Schema
export const GET = async (request: Request) => withCors(await handle(request, undefined));

// OPTIONS /api/info - CORS preflight
export const OPTIONS = () => preflight();

const handle = withRoute(async () => Response.json(await describeService(), { headers: { "Cache-Control": "no-store" } }));
