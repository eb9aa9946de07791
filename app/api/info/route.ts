import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the service described for agents
export { GET, OPTIONS } from "@/server/api/read/info";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
