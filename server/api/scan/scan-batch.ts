// POST /api/scan-batch: up to 25 mints on one X-API-Key.
import { scanBatch } from "@/server/contracts/endpoints/scan";
import { preflight } from "@/server/http/cors";
import { batchCharge, runScanBatch } from "@/server/services/scan/batch/run-scan-batch";
import { openScanSession } from "@/server/services/scan/scan/scan-for-caller";
import { grantOf, implement } from "@/server/api/implement";

// POST /api/scan-batch - scan up to 25 mints on one X-API-Key (body: { mints: string[] })
export const POST = implement(
  scanBatch,
  async (input) => {
    const grant = grantOf(input);
    // the caller's screen list is read once for the whole batch
    const session = await openScanSession(input.services, input.caller, grant);
    const { body, headers } = await runScanBatch(input.body.mints, grant, (mint) => session.scan({ mint }));
    return { status: 200, body, headers };
  },
  { charge: ({ body }) => batchCharge(body.mints) },
);

// OPTIONS /api/scan-batch - CORS preflight
export const OPTIONS = preflight;
