import { BATCH_MAX_BODY_BYTES } from "@/server/config/plans";
import { scanBatchRequestSchema } from "@/server/contracts/access";
import { preflight } from "@/server/http/cors";
import { parseOrThrow, readJsonBody, withRoute } from "@/server/http/with-route";
import { authorizeScans } from "@/server/services/access/authorize-scans";
import { runScanBatch } from "@/server/services/batch/run-scan-batch";
import { getScanService } from "@/server/services/scan/get-scan-service";
import { screenListAnnotator } from "@/server/services/screen-list/scan-screen-list";

export const dynamic = "force-dynamic";

// POST /api/scan-batch - scan up to 25 mints on one X-API-Key (body: { mints: string[] })
export const POST = (request: Request) => handle(request, undefined);

// OPTIONS /api/scan-batch - CORS preflight
export const OPTIONS = () => preflight();

const handle = withRoute(async (request) => {
  const body = parseOrThrow(scanBatchRequestSchema, await readJsonBody(request, BATCH_MAX_BODY_BYTES));
  const service = await getScanService();
  // the caller's own screen list on each report, after the (possibly cached) report is read
  const withScreenList = await screenListAnnotator(request);
  const { body: answer, headers } = await runScanBatch(request, body.mints, {
    authorize: (req, count) => authorizeScans(req, count, { requireKey: true }),
    scan: async (mint, includeLaunches) => withScreenList(await service.scan({ mint, includeLaunches })),
  });
  return Response.json(answer, { headers });
}, { cors: true });
