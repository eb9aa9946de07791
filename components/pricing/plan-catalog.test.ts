import { describe, expect, it } from "vitest";
import { buildPlanCards } from "@/components/pricing/plan-catalog";
import type { Pricing } from "@/components/pricing/pricing-schema";

const pricing: Pricing = {
  currency: "USDC",
  anonymous_scans_per_month: 40,
  free_key_scans_per_month: 300,
  price_per_scan_usdc: "0.002",
  payg_minimum_usdc: "5",
  unlimited: { price_usdc: "12.5", days: 14, fair_use_scans_per_month: 20000 },
  key_rate_limit_per_minute: 90,
  batch_max_mints: 25,
  screen_list: { price_usdc: "9", days: 30, max_entries: 1000 },
  payments: { enabled: false, reason: "off" },
};

describe("buildPlanCards", () => {
  it("shows the configured prices, periods and quotas, not defaults", () => {
    const [free, payg, unlimited] = buildPlanCards(pricing);
    expect(free.features[0]).toBe("40 scans per month per IP");
    expect(free.features.join(" ")).toContain("300 a month");
    expect(payg.price).toBe("0.002 USDC");
    expect(payg.features[0]).toBe("Prepaid credit from 5 USDC (2,500 scans)");
    expect(unlimited.price).toBe("12.5 USDC");
    expect(unlimited.cadence).toBe("per 14 days");
    expect(unlimited.features[0]).toBe("20,000 scans per month (fair use)");
  });

  it("lists free, pay-as-you-go and unlimited in that order, unlimited highlighted", () => {
    const cards = buildPlanCards(pricing);
    expect(cards.map((c) => c.id)).toEqual(["free", "payg", "unlimited"]);
    expect(cards.filter((c) => c.highlight).map((c) => c.id)).toEqual(["unlimited"]);
  });
});
