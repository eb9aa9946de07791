// GET and POST /api/scan-cabal: one mint's scan answer for the resolved caller.
import { scanCabal, scanCabalPost } from "@/server/contracts/endpoints/scan";
import { preflight } from "@/server/http/cors";
import { scanForCaller } from "@/server/services/scanning/scan/scan-for-caller";
import { implement } from "@/server/api/implement";

// GET /api/scan-cabal - scan a mint (query: mintAddress, pairCreatedAt?, fresh?, size_usd? | size_sol?)
export const GET = implement(scanCabal, async ({ query, caller, services }) => {
  // the caller's position size for the exit-cost quote; not part of the scan (never stored or shared)
  const position = query.size_usd !== undefined ? { usd: query.size_usd } : query.size_sol !== undefined ? { sol: query.size_sol } : null;
  const { body, headers } = await scanForCaller(services, caller, { mint: query.mintAddress, pairCreatedAt: query.pairCreatedAt, fresh: query.fresh, position });
  return { status: 200, body, headers };
});

// POST /api/scan-cabal - scan a mint (body: { mintAddress, pairCreatedAt?, fresh? })
export const POST = implement(scanCabalPost, async ({ body: input, caller, services }) => {
  const { body, headers } = await scanForCaller(services, caller, { mint: input.mintAddress, pairCreatedAt: input.pairCreatedAt, fresh: input.fresh });
  return { status: 200, body, headers };
});

// OPTIONS /api/scan-cabal - CORS preflight (the badge widget calls from any origin)
export const OPTIONS = preflight;
