import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the API reference viewer's script
export { GET } from "@/server/api/read/docs-script";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
