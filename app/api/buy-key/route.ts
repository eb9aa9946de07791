import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// redeem a USDC payment for a key, or top a key up
export { POST } from "@/server/api/access/buy-key";
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
