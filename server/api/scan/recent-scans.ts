// GET /api/recent-scans - the latest scan of each recently scanned mint (query: limit? 1-50): one
// shared read for every caller (the feed's cache), fresh verdicts withheld (recent-scans.ts)
import { getRecentScans as getRecentScansEndpoint } from "@/server/contracts/endpoints/scan";
import { implement } from "@/server/api/implement";

export const GET = implement(getRecentScansEndpoint, async ({ query, services }) => ({ status: 200, body: { scans: await (await services.recentScans()).list(query.limit) } }));
