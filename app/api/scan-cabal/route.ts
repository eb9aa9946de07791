import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// scan a mint (contract: server/contracts/endpoints/scan.ts)
export { GET, OPTIONS, POST } from "@/server/api/scan/scan-cabal";
export const { PUT, PATCH, DELETE } = otherMethods("GET, POST");
