// GET /api/outcomes?mint=: a scanned mint's checkpoints as stored, in the
// shape the contract and /openapi.json describe; free, metered per caller.
import { describe, expect, it } from "vitest";
import { outcomesResponseSchema } from "@/server/contracts/outcomes";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";
import { seedMint, seedOutcomes, seedSignature } from "@/server/services/outcomes/testing/seed-outcomes";

type Handler = (request: Request) => Promise<Response>;
const harness = routeOnThrowawayDatabase<{ GET: Handler }>(() => import("@/app/api/outcomes/route"), { OUTCOME_CHECKPOINTS: "5s,10s,15s,20s", TRUSTED_IP_HEADER: "x-real-ip" });
const get = (query: string) => harness.route().GET(new Request(`http://localhost/api/outcomes?${query}`, { headers: { "user-agent": "vitest", "x-real-ip": "10.31.0.1" } }));
const FIRST_SCAN = new Date("2026-11-28T10:00:00.000Z");

describe("GET /api/outcomes", () => {
  it("answers a scanned mint's checkpoints: labelled ones with their evidence, the rest not yet checked", async () => {
    const service = await harness.app().outcomes();
    await seedOutcomes((await harness.app().database()).prisma, service.settings, [{ recommendation: "AVOID", cabalScore: 80, labels: ["alive", "rugged"] }], FIRST_SCAN);
    const response = await get(`mint=${seedMint(0)}`);
    expect(response.status).toBe(200);
    await expectMatchesOpenApi(response.clone(), "get", "/api/outcomes");
    const body = outcomesResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ mint: seedMint(0), first_scan_at: FIRST_SCAN.toISOString(), demo: true });
    expect(body.checkpoints.map((c) => [c.name, c.stands_for, c.due_at, c.label])).toEqual([
      ["5s", "1h", "2026-11-28T10:00:05.000Z", "alive"],
      ["10s", "6h", "2026-11-28T10:00:10.000Z", "rugged"],
      ["15s", "24h", "2026-11-28T10:00:15.000Z", null],
      ["20s", "7d", "2026-11-28T10:00:20.000Z", null],
    ]);
    expect(body.checkpoints[1]).toMatchObject({ evidence: [seedSignature(0, 1)], checked_at: "2026-11-28T10:02:00.000Z" });
    expect(body.checkpoints[2]).toMatchObject({ evidence: [], checked_at: null });
    // metered per caller like the other free reads
    expect(response.headers.get("ratelimit-limit")).toBeTruthy();
  });

  it("answers a mint scanned but not yet scheduled with the checkpoints it will have, none checked", async () => {
    const db = await harness.app().database();
    await db.prisma.scanReport.create({ data: { mint: seedMint(7), report: { mint: seedMint(7) }, cabalScore: 5, recommendation: "SAFE", degraded: false, computedAt: FIRST_SCAN } });
    const body = outcomesResponseSchema.parse(await (await get(`mint=${seedMint(7)}`)).json());
    expect(body.checkpoints.map((c) => [c.name, c.due_at, c.label])).toEqual([
      ["5s", "2026-11-28T10:00:05.000Z", null],
      ["10s", "2026-11-28T10:00:10.000Z", null],
      ["15s", "2026-11-28T10:00:15.000Z", null],
      ["20s", "2026-11-28T10:00:20.000Z", null],
    ]);
  });

  it("answers 404 for a mint never scanned, 400 for one that is not an address", async () => {
    const unknown = await get(`mint=${seedMint(99)}`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("not_found");
    const bad = await get("mint=not-a-mint");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("invalid_mint");
  });
});
