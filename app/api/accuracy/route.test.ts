// GET /api/accuracy serves docs/accuracy.json as shipped (free, cacheable, CORS
// open) and, kept apart from it, the live outcomes: figures that, recomputed
// here from the stored labels by hand, come out the same.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { accuracyAnswerSchema, type AccuracyAnswer } from "@/server/contracts/accuracy";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";
import { seedOutcomes, type SeedCase } from "@/server/services/outcomes/testing/seed-outcomes";

type Handler = (request: Request) => Promise<Response>;
const harness = routeOnThrowawayDatabase<{ GET: Handler }>(() => import("@/app/api/accuracy/route"), { OUTCOME_CHECKPOINTS: "5s,10s,15s,20s", OUTCOME_MIN_CASES: "2" });
const get = () => harness.route().GET(new Request("http://localhost/api/accuracy"));

// labels at 5 s, 10 s, 15 s (+24 h) and 20 s (+7 d)
const CASES: SeedCase[] = [
  { recommendation: "AVOID", cabalScore: 82, report: { time_sync: true }, labels: ["alive", "rugged", "rugged", "rugged"] },
  { recommendation: "AVOID", cabalScore: 70, report: { time_sync: true, coordinated_clusters: [{ type: "funding" }] }, labels: ["rugged", "rugged", "rugged", "rugged"] },
  { recommendation: "REVIEW", cabalScore: 40, labels: ["alive", "alive", "dumped", "abandoned"] },
  { recommendation: "REVIEW", cabalScore: 52, report: { exit_liquidity_risk: true }, labels: ["alive", "alive", "alive", undefined] },
  { recommendation: "SAFE", cabalScore: 8, labels: ["alive", "alive", "rugged", "rugged"] },
  { recommendation: "SAFE", cabalScore: 3, labels: ["alive", "alive", "abandoned", "abandoned"] },
  { recommendation: "SAFE", cabalScore: 12, labels: ["alive", undefined, undefined, undefined] },
];

describe("GET /api/accuracy", () => {
  let body: AccuracyAnswer;

  it("answers the published document as shipped, and the live outcomes apart from it, cacheable, to anyone", async () => {
    const service = await harness.app().outcomes();
    await seedOutcomes((await harness.app().database()).prisma, service.settings, CASES, new Date("2026-11-20T08:00:00.000Z"));
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    await expectMatchesOpenApi(response.clone(), "get", "/api/accuracy");
    body = accuracyAnswerSchema.parse(await response.json());
    const { live_outcomes: live, ...published } = body;
    expect(published).toEqual(JSON.parse(readFileSync(join(process.cwd(), "docs/accuracy.json"), "utf8")));
    expect(live).toMatchObject({ demo: true, cases: 7, counting_since: "2026-11-20T08:00:00.000Z", min_cases: 2, labelled: { at_24h: 6, at_7d: 5 } });
    expect(live.checkpoints.map((c) => `${c.name}=${c.stands_for}`)).toEqual(["5s=1h", "10s=6h", "15s=24h", "20s=7d"]);
    expect(live.note).toMatch(/DEMO DATA/);
  }, 120_000);

  it("gives the figures the stored labels give when counted by hand", () => {
    const live = body.live_outcomes;
    const at = (position: number) => CASES.filter((c) => c.labels[position] !== undefined);
    for (const rec of ["SAFE", "REVIEW", "AVOID"] as const) {
      const row = live.by_recommendation.find((r) => r.recommendation === rec)!;
      for (const [key, position] of [["at_24h", 2], ["at_7d", 3]] as const) {
        const mine = at(position).filter((c) => c.recommendation === rec);
        const count = (label: string) => mine.filter((c) => c.labels[position] === label).length;
        expect(row[key], `${rec} ${key}`).toEqual({
          cases: mine.length,
          rugged: count("rugged"),
          dumped: count("dumped"),
          abandoned: count("abandoned"),
          alive: count("alive"),
          rug_rate: mine.length >= 2 ? Math.round((count("rugged") / mine.length) * 10_000) / 10_000 : null,
        });
      }
    }
    // flags: time_sync on the two AVOIDs, both rugged at +24 h
    expect(live.by_flag.find((f) => f.flag === "time_sync")!.at_24h).toEqual({ cases: 2, rugged: 2, dumped: 0, abandoned: 0, alive: 0, rug_rate: 1 });
    expect(live.by_flag.find((f) => f.flag === "funding_cluster")!.at_24h).toMatchObject({ cases: 1, rug_rate: null });
    // AVOID or REVIEW for rugged at +24 h: TP 2 (both AVOIDs), FP 2 (the REVIEWs), FN 1 (SAFE 8), TN 1 (SAFE 3)
    expect(live.avoid_or_review.at_24h).toEqual({ tp: 2, fp: 2, fn: 1, tn: 1, precision: 0.5, recall: 0.6667 });
    // the 0-19 band: scores 8 and 3 have a +24 h label (12 has none yet), one of them rugged
    const band = live.reliability.find((b) => b.band === "0-19")!;
    const z = 1.959963984540054;
    const [n, k] = [2, 1];
    const p = k / n;
    const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
    const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
    expect(band).toMatchObject({ cases: n, rugged: k, rug_rate: 0.5 });
    expect(band.ci_low).toBeCloseTo(centre - half, 4);
    expect(band.ci_high).toBeCloseTo(centre + half, 4);
    expect(live.reliability.find((b) => b.band === "80-100")).toMatchObject({ cases: 1, rugged: 1, rug_rate: null, ci_low: null });
  });
});
