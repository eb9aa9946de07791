import { bind } from "@/server/app/bind";
import * as openapiJson from "@/server/api/about/openapi-json";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the OpenAPI document
export const GET = bind(openapiJson.GET);
export { OPTIONS } from "@/server/api/about/openapi-json";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
