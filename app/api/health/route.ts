import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// database and data-source reachability
export { GET } from "@/server/api/read/health";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
