// GET and POST /api/scan-cabal: one mint's scan answer for the resolved caller.
import { scanCabal, scanCabalPost } from "@/server/contracts/endpoints/scan";
import { preflight } from "@/server/http/cors";
import { scanCharge, scanForCaller, scanHeaders } from "@/server/services/scan/scan/scan-for-caller";
import { grantOf, implement } from "@/server/api/implement";

// GET /api/scan-cabal - scan a mint (query: mintAddress, pairCreatedAt?, fresh?, size_usd? | size_sol?, horizon_hours?)
export const GET = implement(
  scanCabal,
  async (input) => {
    const { query, caller, services } = input;
    // the caller's position size for the exit-cost quote; not part of the scan (never stored or shared)
    const position = query.size_usd !== undefined ? { usd: query.size_usd } : query.size_sol !== undefined ? { sol: query.size_sol } : null;
    const order = { mint: query.mintAddress, pairCreatedAt: query.pairCreatedAt, fresh: query.fresh, position, horizonHours: query.horizon_hours };
    const body = await scanForCaller(services, caller, grantOf(input), order);
    return { status: 200, body, headers: scanHeaders(body) };
  },
  { charge: ({ query }, services) => scanCharge(services, query.mintAddress, query.fresh) },
);

// POST /api/scan-cabal - scan a mint (body: { mintAddress, pairCreatedAt?, fresh?, horizon_hours? })
export const POST = implement(
  scanCabalPost,
  async (input) => {
    const { body: order, caller, services } = input;
    const body = await scanForCaller(services, caller, grantOf(input), { mint: order.mintAddress, pairCreatedAt: order.pairCreatedAt, fresh: order.fresh, horizonHours: order.horizon_hours });
    return { status: 200, body, headers: scanHeaders(body) };
  },
  { charge: ({ body }, services) => scanCharge(services, body.mintAddress, body.fresh ?? false) },
);

// OPTIONS /api/scan-cabal - CORS preflight (the badge widget calls from any origin)
export const OPTIONS = preflight;
