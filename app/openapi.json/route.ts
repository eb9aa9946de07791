export const dynamic = "force-dynamic";

// the OpenAPI document
export { GET, OPTIONS } from "@/server/api/read/openapi-json";
