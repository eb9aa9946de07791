// The recent-scans feed through the route handlers on a throwaway PostgreSQL
// database: it lists what anonymous callers scanned, and never what a keyed
// (or paying) caller scanned (issue 18 item 14); a verdict still fresh is
// withheld (issue 28 item 1), and the feed is one shared read (item 4).
import { describe, expect, it } from "vitest";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { getScenario } from "@/server/ledger";
import { issueAdminKey } from "@/server/services/access/access/admin-keys";
import type { RecentScanView } from "@/server/contracts/recent-scans";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;

// the app's clock, moved past the fresh window where a test needs the verdicts
let offsetMs = 0;
const TTL_SECONDS = 300;
const harness = routeOnThrowawayDatabase<{ feed: { GET: Handler }; scan: { GET: Handler } }>(
  async () => ({
    feed: await import("@/app/api/recent-scans/route"),
    scan: await import("@/app/api/scan-cabal/route"),
  }),
  { TRUSTED_IP_HEADER: "x-real-ip", RECENT_SCANS_CACHE_SECONDS: "0", SCAN_CACHE_TTL_SECONDS: String(TTL_SECONDS) },
  { now: () => new Date(Date.now() + offsetMs) },
);
const GET = (request: Request) => harness.route().feed.GET(request);

async function scan(mint: string, headers: Record<string, string>): Promise<void> {
  const response = await harness.route().scan.GET(new Request(`http://localhost/api/scan-cabal?mintAddress=${mint}`, { headers: { "user-agent": "vitest", ...headers } }));
  expect(response.status).toBe(200);
}

async function feed(): Promise<RecentScanView[]> {
  const response = await GET(new Request("http://localhost/api/recent-scans?limit=10"));
  await expectMatchesOpenApi(response, "get", "/api/recent-scans");
  return ((await response.json()) as { scans: RecentScanView[] }).scans;
}

describe("GET /api/recent-scans", () => {
  it("lists the latest anonymous scan of each mint, newest first", async () => {
    const first = getScenario("clean-organic")!.mint;
    const second = getScenario("live-mint-authority")!.mint;
    await scan(first, { "x-real-ip": "192.0.2.1" });
    await scan(second, { "x-real-ip": "192.0.2.1" });
    await scan(first, { "x-real-ip": "192.0.2.2" });
    // fresh: listed, verdicts withheld (what a scan pays for)
    const fresh = await feed();
    expect(fresh.map((s) => s.mint)).toEqual([first, second]);
    expect(fresh.map((s) => [s.recommendation, s.cabal_score])).toEqual([
      [null, null],
      [null, null],
    ]);
    offsetMs += (TTL_SECONDS + 1) * 1000;
    const scans = await feed();
    expect(scans.map((s) => s.mint)).toEqual([first, second]);
    expect(scans[0]).toMatchObject({ source: "pre_indexed", recommendation: "SAFE" });
    expect(scans[1]).toMatchObject({ source: "real_time", recommendation: "AVOID" });
  });

  it("never shows what a keyed caller scanned, nor when it scanned a mint already listed", async () => {
    const { prisma } = await installedAppDatabase();
    const { apiKey } = await issueAdminKey(prisma, { plan: "unlimited" });
    const before = await feed();
    const secret = getScenario("graduated")!.mint;
    await scan(secret, { "x-real-ip": "192.0.2.3", "x-api-key": apiKey });
    await scan(before[1].mint, { "x-real-ip": "192.0.2.3", "x-api-key": apiKey });
    const after = await feed();
    expect(after.map((s) => s.mint)).not.toContain(secret);
    expect(after).toEqual(before);
  });

  it("is cacheable by anyone and carries nothing personal", async () => {
    const response = await GET(new Request("http://localhost/api/recent-scans?limit=3", { headers: { "x-real-ip": "192.0.2.9" } }));
    expect(response.headers.get("cache-control")).toBe("public, max-age=10");
    expect([...response.headers.keys()].filter((name) => /^(ratelimit|x-key-|x-free-)/i.test(name))).toEqual([]);
  });

  it("refuses a limit out of range", async () => {
    const response = await GET(new Request("http://localhost/api/recent-scans?limit=500"));
    expect(response.status).toBe(400);
    await expectMatchesOpenApi(response, "get", "/api/recent-scans");
  });
});
