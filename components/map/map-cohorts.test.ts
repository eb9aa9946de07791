import { describe, expect, it } from "vitest";
import type { MapNode } from "@/server/contracts/wire-types";
import { cohortByWallet, cohortColors, countCohorts } from "@/components/map/map-cohorts";
import { COHORT_STYLE } from "@/components/map/map-style";

const cohort = (wallets: string[]) => ({ wallets, wallet_count: wallets.length, initial_buy_pct: 0, bought_pct: 0, held_pct: 0, bag_held_pct: null, realized_sol: 0, sold_sol: 0 });
const node = (id: string) => ({ id }) as MapNode;

// WCAG relative luminance / contrast, to hold the cohort colours to 4.5:1 (3:1 for the grey) on the page
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);

describe("map cohorts", () => {
  it("puts a wallet in several cohorts in the first of team, insiders, snipers; others in none", () => {
    const byWallet = cohortByWallet({ team: cohort(["A", "B"]), insiders: cohort(["B", "C"]), snipers: cohort(["C", "D"]) });
    expect(Object.fromEntries(byWallet)).toEqual({ A: "team", B: "team", C: "insiders", D: "snipers" });
    const nodes = ["A", "C", "D", "E"].map(node);
    expect(cohortColors(nodes, byWallet)).toEqual([COHORT_STYLE.team.hex, COHORT_STYLE.insiders.hex, COHORT_STYLE.snipers.hex, COHORT_STYLE.none.hex]);
    expect(Object.fromEntries(countCohorts(nodes, byWallet))).toEqual({ team: 1, insiders: 1, snipers: 1, none: 1 });
  });

  it("cohort colours read on the dark page: 4.5:1 for the cohorts, 3:1 for the no-cohort grey", () => {
    const page = "#0b1020";
    for (const key of ["team", "insiders", "snipers"] as const) expect(contrast(COHORT_STYLE[key].hex, page)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(COHORT_STYLE.none.hex, page)).toBeGreaterThanOrEqual(3);
  });
});
