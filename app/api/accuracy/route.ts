import { preflight } from "@/server/http/cors";
import { withRoute } from "@/server/http/with-route";
import { getAccuracyDocument } from "@/server/services/accuracy/get-accuracy";

// GET /api/accuracy - the published accuracy figures (docs/accuracy.json of this deploy); free
export const GET = withRoute(async () => Response.json(getAccuracyDocument()), { cors: true, cache: { maxAgeSeconds: 3_600, staleWhileRevalidateSeconds: 86_400 } });

// OPTIONS /api/accuracy - CORS preflight
export const OPTIONS = () => preflight();
