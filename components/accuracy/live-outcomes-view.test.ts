// The live outcomes panel shows what the answer says: every count, rates only
// where the answer gives one, and the demo mark when the outcomes are demo data.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LiveOutcomes } from "@/server/contracts/outcomes";
import { LiveOutcomesView } from "@/components/accuracy/live-outcomes-view";

const counts = (cases: number, rugged: number, rate: number | null) => ({ cases, rugged, dumped: 0, abandoned: 0, alive: cases - rugged, rug_rate: rate });
const confusion = { tp: 2, fp: 1, fn: 1, tn: 3, precision: 0.6667, recall: null };

function live(over: Partial<LiveOutcomes> = {}): LiveOutcomes {
  return {
    demo: true,
    note: "DEMO DATA: scripted futures.",
    rule: ["rugged: ...", "dumped: ...", "abandoned: ...", "alive: none of these."],
    checkpoints: [
      { name: "5s", stands_for: "1h", offset_seconds: 5 },
      { name: "10s", stands_for: "6h", offset_seconds: 10 },
      { name: "15s", stands_for: "24h", offset_seconds: 15 },
      { name: "20s", stands_for: "7d", offset_seconds: 20 },
    ],
    cases: 7,
    counting_since: "2026-11-20T08:00:00.000Z",
    min_cases: 3,
    labelled: { at_24h: 6, at_7d: 5 },
    by_recommendation: [
      { recommendation: "SAFE", at_24h: counts(3, 1, 0.3333), at_7d: counts(2, 1, null) },
      { recommendation: "REVIEW", at_24h: counts(1, 0, null), at_7d: counts(1, 0, null) },
      { recommendation: "AVOID", at_24h: counts(2, 2, null), at_7d: counts(2, 2, null) },
    ],
    by_flag: [{ flag: "time_sync", at_24h: counts(2, 2, null), at_7d: counts(2, 2, null) }],
    avoid_or_review: { at_24h: confusion, at_7d: confusion },
    reliability: [{ band: "0-19", from: 0, to: 19, cases: 3, rugged: 1, rug_rate: 0.3333, ci_low: 0.0615, ci_high: 0.7923 }],
    calibration: { available: false, method: "isotonic", sample_size: 0, rugged: 0, fitted_at: null, min_cases: 6, refit_seconds: 30 },
    ...over,
  };
}

describe("LiveOutcomesView", () => {
  it("shows the cases, the date the count began, every count, and a rate only where there is one", () => {
    const html = renderToStaticMarkup(createElement(LiveOutcomesView, { live: live() }));
    expect(html).toContain("<strong class=\"text-white\">7</strong> cases counted since <strong class=\"text-white\">2026-11-20 08:00 UTC</strong>");
    expect(html).toContain("No rate is shown below 3 cases");
    expect(html).toContain("33.3 %");
    expect(html).toContain("Same-slot bundle");
    // the reliability band with its interval; the AVOID row's rate is below the minimum: a dash
    expect(html).toContain("6.2 % – 79.2 %");
    expect(html).toMatch(/data-testid="live-by-recommendation-AVOID">.*?<td[^>]*>–<\/td>/);
    expect(html).toContain("15s (for +24h)");
    expect(html).toContain("p_rug_24h: null until 6 cases");
  });

  it("marks demo data as such, and says nothing of the kind for market data", () => {
    expect(renderToStaticMarkup(createElement(LiveOutcomesView, { live: live() }))).toContain('data-testid="live-demo"');
    const market = renderToStaticMarkup(createElement(LiveOutcomesView, { live: live({ demo: false, note: "Every mint this service scanned." }) }));
    expect(market).not.toContain("live-demo");
    expect(market).not.toContain("DEMO");
  });
});
