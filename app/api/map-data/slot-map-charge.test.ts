// Issue 28 item 1 on slot maps: a map at a slot is its own trace, paid for as
// (mint, slot). Before, a map at the latest slot was answered free for five
// minutes after one charged scan (~210 RPC calls each, no quota). Now every map
// at a live slot is charged, and only a settled map kept here is a free repeat,
// and only for the caller who paid for that (mint, slot).
import { describe, expect, it } from "vitest";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { getScenario } from "@/server/ledger";
import type { MapData } from "@/server/contracts/map-data";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

const harness = routeOnThrowawayDatabase<{ GET: (request: Request) => Promise<Response> }>(() => import("@/app/api/map-data/route"), { TRUSTED_IP_HEADER: "x-real-ip" });
const scenario = getScenario("coordinated-exit")!;
const exit = scenario.expect.coordinatedExit!;

async function map(query: string, ip: string): Promise<{ map: MapData; left: number; cacheControl: string | null }> {
  const response = await harness.route().GET(new Request(`http://localhost/api/map-data?mint=${scenario.mint}${query}`, { headers: { "user-agent": "vitest", "x-real-ip": ip } }));
  expect(response.status).toBe(200);
  await expectMatchesOpenApi(response, "get", "/api/map-data");
  return { map: (await response.json()) as MapData, left: Number(response.headers.get("x-free-queries-remaining")), cacheControl: response.headers.get("cache-control") };
}

describe("maps at a slot are charged as (mint, slot)", () => {
  const quota = () => harness.config().ANON_MONTHLY_QUOTA;

  it("a settled slot's map: charged once to the caller who asked, a free repeat for that caller only", async () => {
    const first = await map(`&slot=${exit.slot - 1}`, "203.0.113.10");
    expect(first.left).toBe(quota() - 1);
    expect(first.cacheControl).toMatch(/^private/);
    const repeat = await map(`&slot=${exit.slot - 1}`, "203.0.113.10");
    expect(repeat.map.source).toBe("cached");
    expect(repeat.left).toBe(quota() - 1);
    // the same map is kept, but this caller never paid for it
    const other = await map(`&slot=${exit.slot - 1}`, "203.0.113.11");
    expect(other.left).toBe(quota() - 1);
    // another slot is another trace
    const next = await map(`&slot=${exit.slot}`, "203.0.113.10");
    expect(next.left).toBe(quota() - 2);
  });

  it("a slot at the chain's tip is not settled: every map of it is a trace, and charged", async () => {
    const today = await map("", "203.0.113.20");
    const tip = today.map.timeline!.current_slot;
    const a = await map(`&slot=${tip}`, "203.0.113.20");
    const b = await map(`&slot=${tip}`, "203.0.113.20");
    expect(b.left).toBe(a.left - 1);
    expect(b.map.source).toBe("live");
  });
});
