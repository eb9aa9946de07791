// POST /api/scan-batch: up to 25 mints on one X-API-Key.
import { scanBatch } from "@/server/contracts/endpoints/scan";
import { preflight } from "@/server/http/cors";
import { scanBatchForCaller } from "@/server/services/scanning/batch/run-scan-batch";
import { implement } from "@/server/api/implement";

// POST /api/scan-batch - scan up to 25 mints on one X-API-Key (body: { mints: string[] })
export const POST = implement(scanBatch, async ({ body: input, caller, services }) => {
  const { body, headers } = await scanBatchForCaller(services, caller, input.mints);
  return { status: 200, body, headers };
});

// OPTIONS /api/scan-batch - CORS preflight
export const OPTIONS = preflight;
