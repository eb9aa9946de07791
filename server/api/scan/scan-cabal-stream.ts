// GET /api/scan-cabal/stream: the scan answer as server-sent events.
import { scanCabalStream } from "@/server/contracts/endpoints/scan";
import { openScanSession } from "@/server/services/scanning/scan/scan-for-caller";
import { createScanEventStream, toSseResponse } from "@/server/services/scanning/scan-stream/scan-event-stream";
import { implement } from "@/server/api/implement";

// GET /api/scan-cabal/stream - scan a mint as server-sent events: stage..., then report or error
export const GET = implement(scanCabalStream, async ({ query, caller }) => {
  // refusals (invalid key 401, quota 402, 429) answer as plain JSON with their status; only an allowed scan streams
  const session = await openScanSession(caller, 1, { repeat: { mint: query.mintAddress, fresh: query.fresh ?? false } });
  const stream = createScanEventStream(async (onStage) =>
    session.answer(await session.scan({ mint: query.mintAddress, pairCreatedAt: query.pairCreatedAt, fresh: query.fresh, horizonHours: query.horizon_hours, onStage })),
  );
  const response = toSseResponse(stream);
  for (const [name, value] of Object.entries(session.access.headers())) response.headers.set(name, value);
  return response;
});
