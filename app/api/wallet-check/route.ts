import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the roles a wallet plays in a mint
export { GET } from "@/server/api/analytics/wallet-check";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
