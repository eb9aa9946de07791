import { describe, expect, it } from "vitest";
import { SIGNAL_DESCRIPTIONS } from "@/server/services/outcomes/accuracy/describe-signals";
import { ratio, tallySignals } from "@/server/services/outcomes/accuracy/tally";
import type { Outcome } from "@/server/services/outcomes/accuracy/types";

const o = (signal: Outcome["signal"], id: string, cell: Outcome["cell"], detail?: string): Outcome => ({ signal, source: "scenario", case: id, cell, ...(detail ? { detail } : {}) });

describe("tallySignals", () => {
  const outcomes = [o("bundles", "b", "tp"), o("bundles", "c", "fn", "missed"), o("bundles", "a", "fp", "stray"), o("bundles", "a", "tn"), o("bundles", "d", "tp")];

  it("counts each cell, and precision and recall from them", () => {
    const bundles = tallySignals(outcomes, SIGNAL_DESCRIPTIONS).find((s) => s.id === "bundles")!;
    expect({ tp: bundles.tp, fp: bundles.fp, fn: bundles.fn, tn: bundles.tn, cases: bundles.cases }).toEqual({ tp: 2, fp: 1, fn: 1, tn: 1, cases: 4 });
    expect(bundles.precision).toBe(0.6667);
    expect(bundles.recall).toBe(0.6667);
  });

  it("lists every miss by case, whatever order the outcomes came in", () => {
    const forward = tallySignals(outcomes, SIGNAL_DESCRIPTIONS);
    const backward = tallySignals([...outcomes].reverse(), SIGNAL_DESCRIPTIONS);
    expect(JSON.stringify(backward)).toBe(JSON.stringify(forward));
    expect(forward.find((s) => s.id === "bundles")!.misses).toEqual([
      { case: "a", source: "scenario", kind: "false_positive", detail: "stray" },
      { case: "c", source: "scenario", kind: "false_negative", detail: "missed" },
    ]);
  });

  it("has every signal, with null shares where nothing was positive", () => {
    const all = tallySignals([], SIGNAL_DESCRIPTIONS);
    expect(all.map((s) => s.id)).toContain("trade_decoding");
    expect(all.every((s) => s.precision === null && s.recall === null)).toBe(true);
    expect(ratio(1, 3)).toBe(0.3333);
  });

  it("breaks a signal down by group, in the given order, with its own shares", () => {
    const grouped: Outcome[] = [
      { ...o("trade_decoding", "x", "tp"), group: "SOL sells" },
      { ...o("trade_decoding", "y", "fn", "missed"), group: "SOL buys" },
      { ...o("trade_decoding", "y", "tp"), group: "SOL buys" },
      { ...o("trade_decoding", "z", "tn"), group: "non-trade transactions" },
    ];
    const trades = tallySignals(grouped, SIGNAL_DESCRIPTIONS, ["SOL buys", "SOL sells"]).find((s) => s.id === "trade_decoding")!;
    expect(trades.breakdown?.map((b) => [b.group, b.tp, b.fn, b.tn, b.recall])).toEqual([
      ["SOL buys", 1, 1, 0, 0.5],
      ["SOL sells", 1, 0, 0, 1],
      ["non-trade transactions", 0, 0, 1, null],
    ]);
    expect(tallySignals(outcomes, SIGNAL_DESCRIPTIONS).find((s) => s.id === "bundles")!.breakdown).toBeUndefined();
  });
});
