import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// e-mail a confirmation link for a free key
export { POST } from "@/server/api/access/free-key";
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
