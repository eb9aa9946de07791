// GET /api/recent-scans: the latest scan of each recently scanned mint.
import { getRecentScans as getRecentScansEndpoint } from "@/server/contracts/endpoints/read";
import { getRecentScans } from "@/server/services/scanning/dashboard/recent-scans";
import { implement } from "@/server/api/implement";

// GET /api/recent-scans - the latest scan of each recently scanned mint (query: limit? 1-50)
export const GET = implement(getRecentScansEndpoint, async ({ query, services }) => ({ status: 200, body: { scans: await getRecentScans(services.database, query.limit) } }));
