// The streamed scan through the route handler: real HTTP to the embedded
// ledger and a throwaway PostgreSQL database, read the way a browser reads it.
import { describe, expect, it } from "vitest";
import { scanReportSchema } from "@/server/contracts/scan-report";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { getScenario } from "@/server/ledger";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

const harness = routeOnThrowawayDatabase<{ GET: (request: Request) => Promise<Response> }>(() => import("@/app/api/scan-cabal/stream/route"));
const GET = (request: Request) => harness.route().GET(request);

async function streamEvents(query: string) {
  const response = await GET(new Request(`http://localhost/api/scan-cabal/stream?${query}`, { headers: { "user-agent": "vitest" } }));
  // every event (stage, report, error) against the document
  await expectMatchesOpenApi(response, "get", "/api/scan-cabal/stream");
  const text = await response.text();
  const events = text
    .split("\n\n")
    .filter((block) => block.startsWith("event:"))
    .map((block) => ({ event: block.split("\n")[0].slice(7), data: JSON.parse(block.split("\n")[1].slice(6)) }));
  return { response, events };
}

describe("GET /api/scan-cabal/stream", () => {
  const scenario = getScenario("two-hop-cluster")!;

  it("streams every gathering stage of a cold scan, then the validated report", async () => {
    const { response, events } = await streamEvents(`mintAddress=${scenario.mint}&fresh=1`);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const stages = events.filter((e) => e.event === "stage").map((e) => e.data.stage);
    expect([...stages].sort()).toEqual(["deployer", "done", "funding", "holders", "market", "mint"]);
    expect(stages[0]).toBe("mint");
    const last = events.at(-1)!;
    expect(last.event).toBe("report");
    const report = scanReportSchema.parse(last.data);
    expect(report).toMatchObject({ mint: scenario.mint, source: "real_time", recommendation: scenario.expect.recommendation });
  });

  it("answers a warm mint with the stored report and no stages", async () => {
    const { events } = await streamEvents(`mintAddress=${scenario.mint}`);
    expect(events.map((e) => e.event)).toEqual(["report"]);
    expect(events[0].data.source).toBe("pre_indexed");
  });

  it("ends with a not_found error event for an address that is not a mint", async () => {
    const { events } = await streamEvents(`mintAddress=${scenario.expect.fundingClusters![0].funder}&fresh=1`);
    expect(events.at(-1)).toMatchObject({ event: "error", data: { error: { code: "not_found" } } });
  });

  it("refuses a malformed mint with a plain 400 before streaming", async () => {
    const response = await GET(new Request("http://localhost/api/scan-cabal/stream?mintAddress=nope"));
    expect(response.status).toBe(400);
    await expectMatchesOpenApi(response, "get", "/api/scan-cabal/stream");
    expect((await response.json()).error.code).toBe("invalid_mint");
  });
});

describe("GET /api/scan-cabal/stream access", () => {
  it("refuses an unknown API key with a plain 401 before streaming", async () => {
    const response = await GET(
      new Request(`http://localhost/api/scan-cabal/stream?mintAddress=${getScenario("clean-organic")!.mint}`, { headers: { "user-agent": "vitest", "x-api-key": "ch_not_a_real_key" } }),
    );
    expect(response.status).toBe(401);
    await expectMatchesOpenApi(response, "get", "/api/scan-cabal/stream");
    expect((await response.json()).error.code).toBe("unauthorized");
  });

  it("counts an anonymous scan against the free quota and says what is left", async () => {
    const { response, events } = await streamEvents(`mintAddress=${getScenario("clean-organic")!.mint}`);
    const left = Number(response.headers.get("x-free-queries-remaining"));
    expect(left).toBeGreaterThan(0);
    expect(events.at(-1)!.data.free_queries_remaining).toBe(left);
  });
});
