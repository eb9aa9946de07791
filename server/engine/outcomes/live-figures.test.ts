import { describe, expect, it } from "vitest";
import { computeLiveFigures, type OutcomeCaseRow } from "@/server/engine/outcomes/live-figures";

const row = (recommendation: string, cabalScore: number, at24: OutcomeCaseRow["labels"]["24h"], over: Partial<OutcomeCaseRow> = {}): OutcomeCaseRow => ({
  recommendation,
  cabalScore,
  flags: [],
  firstScanAt: 1_000,
  labels: at24 ? { "24h": at24 } : {},
  ...over,
});

describe("computeLiveFigures", () => {
  const rows = [
    row("AVOID", 80, "rugged", { flags: ["funding_cluster"], firstScanAt: 900 }),
    row("AVOID", 70, "rugged", { flags: ["funding_cluster"] }),
    row("REVIEW", 40, "alive"),
    row("SAFE", 10, "alive", { labels: { "24h": "alive", "7d": "abandoned" } }),
    row("SAFE", 5, "rugged"),
    row("SAFE", 5, undefined),
  ];

  it("counts each label per recommendation and flag, and the cases and start of the count", () => {
    const figures = computeLiveFigures(rows, 1);
    expect(figures).toMatchObject({ cases: 6, counting_since: 900, labelled: { at_24h: 5, at_7d: 1 } });
    expect(figures.by_recommendation.find((r) => r.recommendation === "SAFE")!.at_24h).toEqual({ cases: 2, rugged: 1, dumped: 0, abandoned: 0, alive: 1, rug_rate: 0.5 });
    expect(figures.by_recommendation.find((r) => r.recommendation === "SAFE")!.at_7d).toMatchObject({ cases: 1, abandoned: 1 });
    expect(figures.by_flag.find((f) => f.flag === "funding_cluster")!.at_24h).toMatchObject({ cases: 2, rugged: 2, rug_rate: 1 });
  });

  it("scores AVOID or REVIEW against rugged: precision and recall", () => {
    const { at_24h } = computeLiveFigures(rows, 1).avoid_or_review;
    expect(at_24h).toEqual({ tp: 2, fp: 1, fn: 1, tn: 1, precision: 0.6667, recall: 0.6667 });
  });

  it("bands scores against the observed rug rate with a Wilson interval", () => {
    const band = computeLiveFigures(rows, 1).reliability.find((b) => b.band === "0-19")!;
    expect(band).toMatchObject({ cases: 2, rugged: 1, rug_rate: 0.5 });
    expect(band.ci_low).toBeCloseTo(0.0945, 4);
    expect(band.ci_high).toBeCloseTo(0.9055, 4);
  });

  it("shows no rate below the minimum of cases, but every count", () => {
    const figures = computeLiveFigures(rows, 3);
    const safe = figures.by_recommendation.find((r) => r.recommendation === "SAFE")!.at_24h;
    expect(safe).toMatchObject({ cases: 2, rugged: 1, rug_rate: null });
    expect(figures.avoid_or_review.at_24h).toMatchObject({ tp: 2, fp: 1, precision: 0.6667, recall: 0.6667 });
    expect(computeLiveFigures(rows, 4).avoid_or_review.at_24h).toMatchObject({ precision: null, recall: null });
    expect(figures.reliability.every((b) => b.cases >= 3 || (b.rug_rate === null && b.ci_low === null))).toBe(true);
  });
});
