import { exitSizeQuerySchema } from "@/server/contracts/analytics";
import { scanBodySchema, scanQuerySchema } from "@/server/contracts/scan-request";
import { toHeaderRecommendation } from "@/server/engine/recommendation";
import type { ScanReport } from "@/server/engine/report-types";
import { preflight } from "@/server/http/cors";
import { parseOrThrow, readJsonBody, withRoute } from "@/server/http/with-route";
import { authorizeScans } from "@/server/services/access/authorize-scans";
import type { ScanAccess } from "@/server/services/access/scan-access";
import type { ScanRequest } from "@/server/services/scan/scan-service";
import type { PositionSize } from "@/server/services/analytics/exit-cost";
import { getExitCostForReport } from "@/server/services/analytics/exit-cost-for-scan";
import { getScanService } from "@/server/services/scan/get-scan-service";
import { screenListFieldsFor } from "@/server/services/screen-list/scan-screen-list";

export const dynamic = "force-dynamic";

// GET /api/scan-cabal - scan a mint (query: mintAddress, pairCreatedAt?, fresh?)
// The caller and its minute limit are decided in authorizeScans, after this pure validation:
// an anonymous caller's minute is folded into the warm path's one statement (caller.ts).
export const GET = withRoute(async (request) => {
  const params = new URL(request.url).searchParams;
  // the caller's position size for the exit-cost quote; not part of the scan (never stored or shared)
  const size = parseOrThrow(exitSizeQuerySchema, { size_usd: params.get("size_usd") ?? undefined, size_sol: params.get("size_sol") ?? undefined });
  params.delete("size_usd");
  params.delete("size_sol");
  const query = parseOrThrow(scanQuerySchema, Object.fromEntries(params), "invalid_mint");
  const position = size.size_usd !== undefined ? { usd: size.size_usd } : size.size_sol !== undefined ? { sol: size.size_sol } : null;
  return scanAuthorized(request, { mint: query.mintAddress, pairCreatedAt: query.pairCreatedAt, fresh: query.fresh }, position);
}, { cors: true });

// POST /api/scan-cabal - scan a mint (body: { mintAddress, pairCreatedAt?, fresh? })
export const POST = withRoute(async (request) => {
  const body = parseOrThrow(scanBodySchema, await readJsonBody(request), "invalid_mint");
  return scanAuthorized(request, { mint: body.mintAddress, pairCreatedAt: body.pairCreatedAt, fresh: body.fresh });
}, { cors: true });

// OPTIONS /api/scan-cabal - CORS preflight (the badge widget calls from any origin)
export const OPTIONS = () => preflight();

/** Input is valid: decide access (quota, key or payment), then scan; paid callers see deployer.launches[]. */
async function scanAuthorized(request: Request, scan: Omit<ScanRequest, "includeLaunches">, position: PositionSize | null = null): Promise<Response> {
  // a repeat of a mint this caller was charged for within the cache TTL is free (fair metering)
  const access = await authorizeScans(request, 1, { repeat: { mint: scan.mint, fresh: scan.fresh ?? false } });
  const service = await getScanService();
  const report = await access.runScan(() => service.scan({ ...scan, includeLaunches: access.includeLaunches }));
  // the caller's own screen list, added after the (possibly cached) report is read: never stored or shared
  const exitCost = position ? await getExitCostForReport(report, position) : null;
  return answer({ ...report, ...(await screenListFieldsFor(request, report)), ...(exitCost ? { exit_cost: exitCost } : {}) }, access);
}

function answer(report: ScanReport, access: ScanAccess): Response {
  return Response.json(
    { ...report, ...access.reportFields() },
    {
      headers: {
        ...access.headers(),
        "X-Cabal-Score": String(report.cabal_score),
        "X-Cabal-Recommendation": toHeaderRecommendation(report.recommendation),
      },
    },
  );
}
