// GET /api/accuracy: the published accuracy figures (docs/accuracy.json of this deploy).
import { getAccuracy } from "@/server/contracts/endpoints/accuracy";
import { preflight } from "@/server/http/cors";
import { getAccuracyDocument } from "@/server/services/analytics/accuracy/get-accuracy";
import { implement } from "@/server/api/implement";

// free, the same for every caller until the next deploy
export const GET = implement(getAccuracy, async () => ({ status: 200, body: getAccuracyDocument() }));

// OPTIONS /api/accuracy - CORS preflight
export const OPTIONS = preflight;
