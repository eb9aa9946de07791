import { scanQuerySchema } from "@/server/contracts/scan-request";
import { parseOrThrow, withRoute } from "@/server/http/with-route";
import { authorizeScans } from "@/server/services/access/authorize-scans";
import { getScanService } from "@/server/services/scan/get-scan-service";
import { screenListAnnotator } from "@/server/services/screen-list/scan-screen-list";
import { createScanEventStream, toSseResponse } from "@/server/services/scan-stream/scan-event-stream";

export const dynamic = "force-dynamic";

// GET /api/scan-cabal/stream - scan a mint as server-sent events: stage..., then report or error
export const GET = withRoute(async (request) => {
  // validation first (pure); authorizeScans then decides the caller and its minute limit in one statement
  const query = parseOrThrow(scanQuerySchema, Object.fromEntries(new URL(request.url).searchParams), "invalid_mint");
  // refusals (invalid key 401, quota 402, 429) answer as plain JSON with their status; only an allowed scan streams
  const access = await authorizeScans(request, 1, { repeat: { mint: query.mintAddress, fresh: query.fresh ?? false } });
  const service = await getScanService();
  // the caller's own screen list, added after the (possibly cached) report is read: never stored or shared
  const withScreenList = await screenListAnnotator(request);
  const stream = createScanEventStream(async (onStage) => {
    const report = await access.runScan(() =>
      service.scan({ mint: query.mintAddress, pairCreatedAt: query.pairCreatedAt, fresh: query.fresh, includeLaunches: access.includeLaunches, onStage }),
    );
    return { ...withScreenList(report), ...access.reportFields() };
  });
  const response = toSseResponse(stream);
  for (const [name, value] of Object.entries(access.headers())) response.headers.set(name, value);
  return response;
});
