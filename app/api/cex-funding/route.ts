import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// holders funded from exchanges
export { GET } from "@/server/api/analytics/cex-funding";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
