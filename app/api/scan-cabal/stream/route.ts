import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// scan a mint as server-sent events
export { GET } from "@/server/api/scan/scan-cabal-stream";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
