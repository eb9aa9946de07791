import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// plans, prices, the payment wallet and network
export { GET, OPTIONS } from "@/server/api/read/pricing";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
