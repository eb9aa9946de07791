import { preflight } from "@/server/http/cors";
import { withRoute } from "@/server/http/with-route";
import { getOpenApiDocument } from "@/server/contracts/openapi/openapi-document";

export const dynamic = "force-dynamic";

// GET /openapi.json - the OpenAPI 3.1 document, generated from the route registry and the zod contracts
export const GET = withRoute(async () => Response.json(getOpenApiDocument()), { cors: true, cache: { maxAgeSeconds: 300 } });

// OPTIONS /openapi.json - CORS preflight (agents and viewers on other origins)
export const OPTIONS = () => preflight();
