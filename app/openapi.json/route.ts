import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the OpenAPI document
export { GET, OPTIONS } from "@/server/api/read/openapi-json";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
