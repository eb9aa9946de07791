// Issue 28 item 1: wallet-check is free, and a mint with no fresh scan is traced
// for it. Before, only the per-minute limit bounded that: a caller could start
// sixty ~470-call traces a minute, all day, for nothing. Now a caller's traces
// are bounded per UTC day too; a check answered from a fresh scan takes nothing.
import { describe, expect, it } from "vitest";
import { getScenario } from "@/server/ledger";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;
const harness = routeOnThrowawayDatabase<{ check: { GET: Handler }; info: { GET: Handler } }>(
  async () => ({ check: await import("@/app/api/wallet-check/route"), info: await import("@/app/api/info/route") }),
  { FREE_TRACES_PER_DAY: "2", TRUSTED_IP_HEADER: "x-real-ip" },
);
const WALLET = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM";
const check = (mint: string, ip: string) =>
  harness.route().check.GET(new Request(`http://localhost/api/wallet-check?mint=${mint}&wallet=${WALLET}`, { headers: { "user-agent": "vitest", "x-real-ip": ip } }));

describe("wallet-check's traces per caller per day", () => {
  it("a caller's third trace of the day is refused 429 with Retry-After; checks of freshly scanned mints still answer", async () => {
    const [a, b, c] = ["clean-organic", "team-funded", "two-hop-cluster"].map((id) => getScenario(id)!.mint);
    expect((await check(a, "198.51.100.7")).status).toBe(200);
    expect((await check(b, "198.51.100.7")).status).toBe(200);
    const refused = await check(c, "198.51.100.7");
    expect(refused.status).toBe(429);
    await expectMatchesOpenApi(refused, "get", "/api/wallet-check");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    // a fresh scan answers without a trace: nothing taken
    expect((await check(a, "198.51.100.7")).status).toBe(200);
    // another caller has its own bound
    expect((await check(c, "198.51.100.8")).status).toBe(200);
  });

  it("the bound is published in /api/info", async () => {
    const info = (await (await harness.route().info.GET(new Request("http://localhost/api/info"))).json()) as { limits: Record<string, number> };
    expect(info.limits.free_traces_per_day).toBe(2);
    expect(info.limits.anonymous_requests_per_minute).toBeGreaterThan(0);
  });
});
