import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the e-mailed link's page and the one use of its token
export { GET, POST } from "@/server/api/access/free-key-confirm";
export const { PUT, PATCH, DELETE } = otherMethods("GET, POST");
