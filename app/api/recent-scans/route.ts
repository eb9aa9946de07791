import { z } from "zod";
import { parseOrThrow, withRoute } from "@/server/http/with-route";
import { getRecentScans } from "@/server/services/dashboard/recent-scans";

export const dynamic = "force-dynamic";

const recentQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(12) });

// GET /api/recent-scans - the latest scan of each recently scanned mint (query: limit? 1-50)
export const GET = withRoute(async (request) => {
  const { limit } = parseOrThrow(recentQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  return Response.json({ scans: await getRecentScans(limit) });
});
