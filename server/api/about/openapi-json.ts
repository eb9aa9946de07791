// GET /openapi.json: the document generated from the endpoint contracts.
import { getOpenApiDocument } from "@/server/contracts/openapi/openapi-document";
import { getOpenApi } from "@/server/contracts/endpoints/about";
import { preflight } from "@/server/http/cors";
import { implement } from "@/server/api/implement";

// GET /openapi.json - the OpenAPI 3.1 document, generated from the endpoint contracts and the zod schemas
export const GET = implement(getOpenApi, async () => Response.json(getOpenApiDocument()));

// OPTIONS /openapi.json - CORS preflight (agents and viewers on other origins)
export const OPTIONS = preflight;
