import { describe, expect, it } from "vitest";
import { scoreScenario, type ScoredReport } from "@/server/services/outcomes/accuracy/score-scenario";
import type { ScenarioTruth } from "@/server/services/outcomes/accuracy/scenario-truth";
import type { Outcome } from "@/server/services/outcomes/accuracy/types";

const A = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
const B = "BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB";
const C = "CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC";
const FUNDER = "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF";
const DEV = "DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD";
const OUTSIDE = "ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ";

function truth(expect: Partial<ScenarioTruth["expect"]> = {}, extra: Partial<ScenarioTruth> = {}): ScenarioTruth {
  return { id: "s", mint: "M", expect: { recommendation: "SAFE", ...expect }, bundles: [], exchanges: [], ...extra };
}

function report(over: Partial<ScoredReport> = {}): ScoredReport {
  return {
    recommendation: "SAFE",
    holders: [A, B, C, DEV].map((owner) => ({ owner, is_pool: false })),
    coordinated_clusters: [],
    filtered_clusters: [],
    deployer: { creator: DEV, verdict: "FIRST_LAUNCH", tokens_launched: 0, dead: 0 },
    honeypot_risk: "LOW",
    token2022_risks: [],
    top_reasons: [],
    sell_check: { checked: true, routable: true },
    ...over,
  };
}

const cells = (out: Outcome[], signal: Outcome["signal"]) => out.filter((o) => o.signal === signal).map((o) => o.cell);

describe("scoreScenario", () => {
  const planted = truth({ fundingClusters: [{ funder: FUNDER, members: [A, B, OUTSIDE], hops: 1 }] });

  it("a funding cluster with the planted members among the traced holders is a true positive (members outside them are out of reach)", () => {
    const out = scoreScenario(planted, report({ coordinated_clusters: [{ type: "funding", master_full: FUNDER, members: [B, A] }] }));
    expect(cells(out, "funding_clusters")).toEqual(["tp"]);
  });

  it("a cluster with other members is both a miss and a false report; an absent one a miss; an unplanted one a false positive", () => {
    expect(cells(scoreScenario(planted, report({ coordinated_clusters: [{ type: "funding", master_full: FUNDER, members: [A] }] })), "funding_clusters")).toEqual(["fn", "fp"]);
    expect(cells(scoreScenario(planted, report()), "funding_clusters")).toEqual(["fn"]);
    const stray = scoreScenario(truth(), report({ coordinated_clusters: [{ type: "funding", master_full: FUNDER, members: [A, B] }] }));
    expect(cells(stray, "funding_clusters")).toEqual(["fp"]);
    expect(stray.find((o) => o.signal === "funding_clusters")?.detail).toMatch(/none planted/);
    expect(cells(scoreScenario(truth(), report()), "funding_clusters")).toEqual(["tn"]);
  });

  it("a bundle may include the deployer's own buy; a stealth bundle reported as same-slot is wrong twice", () => {
    const bundled = truth({}, { bundles: [{ kind: "same_slot", members: [A, B] }] });
    expect(cells(scoreScenario(bundled, report({ coordinated_clusters: [{ type: "time_sync", master_full: null, members: [A, B, DEV] }] })), "bundles")).toEqual(["tp"]);
    const stealth = truth({}, { bundles: [{ kind: "stealth", members: [A, B] }] });
    expect(cells(scoreScenario(stealth, report({ coordinated_clusters: [{ type: "time_sync", master_full: null, members: [A, B] }] })), "bundles")).toEqual(["fn", "fp"]);
  });

  it("an exchange group counts under the right exchange only", () => {
    const funded = truth({}, { exchanges: [{ funder: FUNDER, label: "OKX", members: [A, C] }] });
    expect(cells(scoreScenario(funded, report({ filtered_clusters: [{ funder: FUNDER, funder_label: "OKX hot wallet", members: [A, C] }] })), "exchange_filter")).toEqual(["tp"]);
    expect(cells(scoreScenario(funded, report({ filtered_clusters: [{ funder: FUNDER, funder_label: "Binance", members: [A, C] }] })), "exchange_filter")).toEqual(["fn", "fp"]);
  });

  it("honeypot: HIGH naming every planted trap; a trap left unnamed is inexact; HIGH on an inert token is a false positive", () => {
    const trap = truth({ honeypot: { risk: "HIGH", risks: ["transfer_fee", "freeze_authority"] } });
    const named = report({ honeypot_risk: "HIGH", token2022_risks: ["transfer fee"], top_reasons: ["honeypot: freeze authority X live"] });
    expect(cells(scoreScenario(trap, named), "honeypot_traps")).toEqual(["tp"]);
    expect(cells(scoreScenario(trap, report({ honeypot_risk: "HIGH", token2022_risks: ["transfer fee"] })), "honeypot_traps")).toEqual(["fn", "fp"]);
    expect(cells(scoreScenario(truth({ honeypot: { risk: "LOW", risks: [] }, inertExtensions: ["transfer_fee"] }), report({ honeypot_risk: "HIGH" })), "honeypot_traps")).toEqual(["fp"]);
    expect(cells(scoreScenario(truth(), report()), "honeypot_traps")).toEqual([]);
  });

  it("sell route: blocked is the positive; no pool answered unchecked is a true negative", () => {
    expect(cells(scoreScenario(truth({ sellRoute: "blocked" }), report({ sell_check: { checked: true, routable: false } })), "sell_route")).toEqual(["tp"]);
    expect(cells(scoreScenario(truth({ sellRoute: "blocked" }), report()), "sell_route")).toEqual(["fn"]);
    expect(cells(scoreScenario(truth({ sellRoute: "no_pool" }), report({ sell_check: { checked: false, routable: null } })), "sell_route")).toEqual(["tn"]);
  });

  it("deployer: the verdict must come with the planted counts", () => {
    const rugger = truth({ deployer: { creator: DEV, verdict: "SERIAL_RUGGER", priorLaunches: 3, deadLaunches: 3 } });
    expect(cells(scoreScenario(rugger, report({ deployer: { creator: DEV, verdict: "SERIAL_RUGGER", tokens_launched: 3, dead: 3 } })), "deployer_verdict")).toEqual(["tp"]);
    expect(cells(scoreScenario(rugger, report({ deployer: { creator: DEV, verdict: "SERIAL_RUGGER", tokens_launched: 2, dead: 2 } })), "deployer_verdict")).toEqual(["fn", "fp"]);
    expect(cells(scoreScenario(rugger, report()), "deployer_verdict")).toEqual(["fn"]);
  });

  it("recommendation: an accepted stricter verdict is right; a warning on a SAFE token is a false positive", () => {
    expect(cells(scoreScenario(truth({ recommendation: "REVIEW", alsoAcceptable: ["AVOID"] }), report({ recommendation: "AVOID" })), "recommendation")).toEqual(["tp"]);
    expect(cells(scoreScenario(truth({ recommendation: "AVOID" }), report({ recommendation: "REVIEW" })), "recommendation")).toEqual(["fn", "fp"]);
    expect(cells(scoreScenario(truth(), report({ recommendation: "REVIEW" })), "recommendation")).toEqual(["fp"]);
    expect(cells(scoreScenario(truth({ alsoAcceptable: ["REVIEW"] }), report({ recommendation: "REVIEW" })), "recommendation")).toEqual(["tn"]);
  });
});
