import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the latest scans
export { GET } from "@/server/api/read/recent-scans";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
