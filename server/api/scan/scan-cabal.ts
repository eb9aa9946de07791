// GET and POST /api/scan-cabal: one mint's scan answer for the resolved caller.
import { exitSizeQuerySchema } from "@/server/contracts/analytics";
import { scanCabal, scanCabalPost } from "@/server/contracts/endpoints/scan";
import { preflight } from "@/server/http/cors";
import { parseOrThrow } from "@/server/http/with-route";
import { scanForCaller } from "@/server/services/scanning/scan/scan-for-caller";
import { implement } from "@/server/api/implement";

// GET /api/scan-cabal - scan a mint (query: mintAddress, pairCreatedAt?, fresh?, size_usd? | size_sol?, horizon_hours?)
export const GET = implement(scanCabal, async ({ query, caller, request }) => {
  // the caller's position size for the exit-cost quote; not part of the scan (never stored or shared)
  const params = new URL(request.url).searchParams;
  const size = parseOrThrow(exitSizeQuerySchema, { size_usd: params.get("size_usd") ?? undefined, size_sol: params.get("size_sol") ?? undefined });
  const position = size.size_usd !== undefined ? { usd: size.size_usd } : size.size_sol !== undefined ? { sol: size.size_sol } : null;
  const { body, headers } = await scanForCaller(caller, { mint: query.mintAddress, pairCreatedAt: query.pairCreatedAt, fresh: query.fresh, position, horizonHours: query.horizon_hours });
  return { status: 200, body, headers };
});

// POST /api/scan-cabal - scan a mint (body: { mintAddress, pairCreatedAt?, fresh?, horizon_hours? })
export const POST = implement(scanCabalPost, async ({ body: input, caller }) => {
  const { body, headers } = await scanForCaller(caller, { mint: input.mintAddress, pairCreatedAt: input.pairCreatedAt, fresh: input.fresh, horizonHours: input.horizon_hours });
  return { status: 200, body, headers };
});

// OPTIONS /api/scan-cabal - CORS preflight (the badge widget calls from any origin)
export const OPTIONS = preflight;
