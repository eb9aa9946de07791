// GET /api/accuracy: the published accuracy figures (docs/accuracy.json of this deploy) and, apart, the live outcomes.
import { getAccuracy } from "@/server/contracts/endpoints/outcomes";
import { preflight } from "@/server/http/cors";
import { getAccuracyDocument } from "@/server/services/outcomes/accuracy/get-accuracy";
import { implement } from "@/server/api/implement";

// free; the published part is the same for every caller until the next deploy, the live part is read from the
// app's outcome service
export const GET = implement(getAccuracy, async ({ services }) => ({
  status: 200,
  body: { ...getAccuracyDocument(), live_outcomes: await (await services.outcomes()).liveFigures() },
}));

// OPTIONS /api/accuracy - CORS preflight
export const OPTIONS = preflight;
