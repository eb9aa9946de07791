import { recentScansQuerySchema, type RecentScansResponse } from "@/server/contracts/recent-scans";
import { parseOrThrow, withRoute } from "@/server/http/with-route";
import { getRecentScans } from "@/server/services/dashboard/recent-scans";

export const dynamic = "force-dynamic";

// GET /api/recent-scans - the latest scan of each recently scanned mint (query: limit? 1-50)
export const GET = withRoute(async (request) => {
  const { limit } = parseOrThrow(recentScansQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  return Response.json({ scans: await getRecentScans(limit) } satisfies RecentScansResponse);
});
