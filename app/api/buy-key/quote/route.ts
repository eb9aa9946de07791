import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// a payment request for a key
export { POST } from "@/server/api/access/buy-key-quote";
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
