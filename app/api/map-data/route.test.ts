// The holder graph through the route handler, on a planted two-hop cluster:
// real HTTP to the embedded ledger and a throwaway PostgreSQL database.
import { describe, expect, it } from "vitest";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { getScenario } from "@/server/ledger";
import type { MapData } from "@/server/contracts/map-data";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

const harness = routeOnThrowawayDatabase<{ GET: (request: Request) => Promise<Response> }>(() => import("@/app/api/map-data/route"), { TRUSTED_IP_HEADER: "x-real-ip" });
const GET = (request: Request) => harness.route().GET(request);

const get = (query: string, ip = "203.0.113.1") => GET(new Request(`http://localhost/api/map-data?${query}`, { headers: { "user-agent": "vitest", "x-real-ip": ip } }));

describe("GET /api/map-data", () => {
  const scenario = getScenario("two-hop-cluster")!;
  const planted = scenario.expect.fundingClusters![0];

  it("draws the planted cluster: its members coloured as a funding cluster, linked back to the shared funder", async () => {
    const response = await get(`mint=${scenario.mint}`);
    expect(response.status).toBe(200);
    await expectMatchesOpenApi(response, "get", "/api/map-data");
    const map = (await response.json()) as MapData;
    expect(map.source).toBe("live");
    const byId = new Map(map.nodes.map((n) => [n.id, n]));
    for (const member of planted.members) expect(byId.get(member)?.role).toBe("funding_cluster");
    expect(byId.has(planted.funder)).toBe(true);
    const hops = map.links.filter((l) => l.kind === "funding" && l.source === planted.funder).map((l) => l.hop);
    expect(hops.length).toBeGreaterThan(0);
    expect(hops.every((hop) => hop === planted.hops)).toBe(true);
    expect(map.links.every((l) => l.kind !== "funding" || (l.signature?.length ?? 0) > 60)).toBe(true);
    // no group here sold out: no ghosts, and every node says so
    expect(map.exited_clusters).toEqual([]);
    expect(map.nodes.every((n) => n.exited === false)).toBe(true);
  });

  it("reuses the trace on the next request and re-traces with fresh=1", async () => {
    expect(((await (await get(`mint=${scenario.mint}`)).json()) as MapData).source).toBe("cached");
    expect(((await (await get(`mint=${scenario.mint}&fresh=1`)).json()) as MapData).source).toBe("live");
  });

  it("counts a live trace as one scan; a repeat of the map this caller paid for is free, drawn from the trace (issue 28 item 1)", async () => {
    const live = await get(`mint=${scenario.mint}&fresh=1`);
    const left = Number(live.headers.get("x-free-queries-remaining"));
    expect(left).toBeGreaterThan(0);
    const cached = await get(`mint=${scenario.mint}`);
    await expectMatchesOpenApi(cached, "get", "/api/map-data");
    expect(((await cached.json()) as MapData).source).toBe("cached");
    expect(Number(cached.headers.get("x-free-queries-remaining"))).toBe(left);
    const again = await get(`mint=${scenario.mint}&fresh=1`);
    expect(Number(again.headers.get("x-free-queries-remaining"))).toBe(left - 1);
  });

  it("a map carries a verdict: another caller's first map of a traced mint is charged, never free from the cache", async () => {
    await get(`mint=${scenario.mint}`);
    const first = await get(`mint=${scenario.mint}`, "198.51.100.77");
    expect(first.status).toBe(200);
    expect(((await first.json()) as MapData).source).toBe("cached");
    expect(Number(first.headers.get("x-free-queries-remaining"))).toBe(harness.config().ANON_MONTHLY_QUOTA - 1);
    const repeat = await get(`mint=${scenario.mint}`, "198.51.100.77");
    expect(Number(repeat.headers.get("x-free-queries-remaining"))).toBe(harness.config().ANON_MONTHLY_QUOTA - 1);
  });

  it("refuses a missing or malformed mint with 400", async () => {
    const missing = await get("");
    expect(missing.status).toBe(400);
    await expectMatchesOpenApi(missing, "get", "/api/map-data");
    expect((await get("mint=0OIl")).status).toBe(400);
  });
});
