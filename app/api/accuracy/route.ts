import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the published accuracy figures
export { GET, OPTIONS } from "@/server/api/read/accuracy";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
