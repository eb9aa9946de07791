import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// operator memory for a wallet
export { GET } from "@/server/api/analytics/operator";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
