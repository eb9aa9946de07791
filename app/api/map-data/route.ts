import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the holder graph of a mint
export { GET } from "@/server/api/read/map-data";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
