// GET /api/scan-cabal/stream: the scan answer as server-sent events.
import { scanCabalStream } from "@/server/contracts/endpoints/scan";
import { openScanSession, scanCharge } from "@/server/services/scan/scan/scan-for-caller";
import { createScanEventStream, toSseResponse } from "@/server/services/scan/scan-stream/scan-event-stream";
import { grantOf, implement } from "@/server/api/implement";

// GET /api/scan-cabal/stream - scan a mint as server-sent events: stage..., then report or error
// Refusals (invalid key 401, quota 402, 429) answer as plain JSON with their status (the binder reserves
// before the handler runs); only an allowed scan streams, and it runs under the grant: a failure on our
// side mid-stream gives the scan back.
export const GET = implement(
  scanCabalStream,
  async (input) => {
    const { query, caller, services } = input;
    const grant = grantOf(input);
    const session = await openScanSession(services, caller, grant);
    const order = { mint: query.mintAddress, pairCreatedAt: query.pairCreatedAt, fresh: query.fresh, horizonHours: query.horizon_hours };
    const stream = createScanEventStream(async (onStage) => grant.runScan(async () => ({ ...(await session.scan({ ...order, onStage })), ...grant.reportFields() })));
    return toSseResponse(stream);
  },
  { charge: ({ query }, services) => scanCharge(services, query.mintAddress, query.fresh ?? false) },
);
