import { preflight, withCors } from "@/server/http/cors";
import { withRoute } from "@/server/http/with-route";
import { getOpenApiDocument } from "@/server/contracts/openapi/openapi-document";

export const dynamic = "force-dynamic";

// GET /openapi.json - the OpenAPI 3.1 document, generated from the route registry and the zod contracts
export const GET = async (request: Request) => withCors(await handle(request, undefined));

// OPTIONS /openapi.json - CORS preflight (agents and viewers on other origins)
export const OPTIONS = () => preflight();

const handle = withRoute(async () => Response.json(getOpenApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } }));
