import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the API reference page
export { GET } from "@/server/api/read/docs";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
