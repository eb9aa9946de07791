import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// plan and scans left on the X-API-Key
export { GET, OPTIONS } from "@/server/api/access/key-balance";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
