export const dynamic = "force-dynamic";

// scan a mint (contract: server/contracts/endpoints/scan.ts)
export { GET, OPTIONS, POST } from "@/server/api/scan/scan-cabal";
