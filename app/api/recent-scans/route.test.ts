// The recent-scans feed through the route handler on a throwaway PostgreSQL database.
import { describe, expect, it } from "vitest";
import { routeOnThrowawayDatabase } from "@/server/services/testing/route-harness";
import { getScenario } from "@/server/ledger";
import type { RecentScanView } from "@/server/services/dashboard/recent-scans";
import { getScanService } from "@/server/services/scan/get-scan-service";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

const harness = routeOnThrowawayDatabase<{ GET: (request: Request) => Promise<Response> }>(() => import("./route"));
const GET = (request: Request) => harness.route().GET(request);

describe("GET /api/recent-scans", () => {
  it("lists the latest scan of each mint, newest first", async () => {
    const service = await getScanService();
    const first = getScenario("clean-organic")!.mint;
    const second = getScenario("live-mint-authority")!.mint;
    await service.scan({ mint: first });
    await service.flushEvents();
    await service.scan({ mint: second });
    await service.scan({ mint: first });
    await service.flushEvents();
    const response = await GET(new Request("http://localhost/api/recent-scans?limit=5"));
    await expectMatchesOpenApi(response, "get", "/api/recent-scans");
    const { scans } = (await response.json()) as { scans: RecentScanView[] };
    expect(scans.map((s) => s.mint)).toEqual([first, second]);
    expect(scans[0]).toMatchObject({ source: "pre_indexed", recommendation: "SAFE" });
    expect(scans[1]).toMatchObject({ source: "real_time", recommendation: "AVOID" });
  });

  it("refuses a limit out of range", async () => {
    const response = await GET(new Request("http://localhost/api/recent-scans?limit=500"));
    expect(response.status).toBe(400);
    await expectMatchesOpenApi(response, "get", "/api/recent-scans");
  });
});
