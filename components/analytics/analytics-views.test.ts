// The analytics views render what the answer says (server-side markup, no browser).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TradeAnalysisResponse } from "@/server/contracts/analytics";
import { CohortBars } from "@/components/analytics/cohort-bars";
import { LpStatus } from "@/components/analytics/lp-status";
import { SellsChart } from "@/components/analytics/sells-chart";

const cohort = (wallets: number, bought: number, held: number, realized: number) => ({
  wallets: Array.from({ length: wallets }, (_, i) => `w${i}`),
  wallet_count: wallets,
  initial_buy_pct: bought,
  bought_pct: bought,
  held_pct: held,
  bag_held_pct: bought ? (held / bought) * 100 : null,
  realized_sol: realized,
  sold_sol: realized,
});

describe("analytics views", () => {
  it("cohort bars name each cohort with its bought, held and realised figures", () => {
    const cohorts = { team: cohort(5, 25.9, 19.69, 3.88), snipers: cohort(2, 4, 1, 0.5), insiders: cohort(0, 0, 0, 0), trading_opened_slot: 1, history_complete: true, trades_read: 10 };
    const html = renderToStaticMarkup(createElement(CohortBars, { cohorts }));
    expect(html).toContain("Team");
    expect(html).toContain("bought 25.9% · holds 19.7% · realised 3.880 SOL");
    expect(html).toContain('aria-label="Snipers: bought 4.00% of supply, holds 1.00%"');
  });

  it("LP status shows burned, locked with its unlock date, and what is kept", () => {
    const liquidity: TradeAnalysisResponse["liquidity"] = {
      liquidity_usd: 32000,
      pool: "p",
      venue: "raydium_amm_v4",
      lp_mint: "l",
      lp_burned_pct: 0,
      lp_burned: false,
      lp_locked_pct: 100,
      lp_locked_forever_pct: 0,
      lock_unlocks_at: 1_764_288_000,
      unlocks_at: 1_764_288_000,
      unlocking_pct: 0,
      horizon_hours: 72,
      unlock_within_horizon: null,
      locks: [],
      sells: [],
      note: null,
    };
    const html = renderToStaticMarkup(createElement(LpStatus, { liquidity }));
    expect(html).toContain("Not burned");
    expect(html).toContain("unlocks 2025-11-28");
    expect(html).toContain("100.0%");
    expect(html).not.toContain("horizon");
  });

  it("LP status says when the LP unlocks inside the caller's horizon", () => {
    const flag = { horizon_hours: 72, at: 1_764_288_000, asset: "lp" as const, pct: 60, lp_pct: 60, supply_pct: null };
    const liquidity: TradeAnalysisResponse["liquidity"] = {
      liquidity_usd: 32000,
      pool: "p",
      venue: "raydium_amm_v4",
      lp_mint: "l",
      lp_burned_pct: 0,
      lp_burned: false,
      lp_locked_pct: 60,
      lp_locked_forever_pct: 40,
      lock_unlocks_at: 1_764_288_000,
      unlocks_at: 1_764_288_000,
      unlocking_pct: 60,
      horizon_hours: 72,
      unlock_within_horizon: flag,
      locks: [],
      sells: [],
      note: null,
    };
    const html = renderToStaticMarkup(createElement(LpStatus, { liquidity }));
    expect(html).toContain("60.0% of the LP becomes withdrawable by 2025-11-28, inside your 72 h horizon");
    expect(html).toContain("LP locked for good");
  });

  it("the sells chart lists each sell with its impact, or says there were none", () => {
    const sells = [{ wallet: "8p6ov7yLVjgMkNoTHkYAB5JfuXEAuDazrp5DBrgYCKKS", sol: 3.1877, impact_pct: 5.22, slot: 1, signature: "sig1" }];
    expect(renderToStaticMarkup(createElement(SellsChart, { sells }))).toContain("3.188 SOL");
    expect(renderToStaticMarkup(createElement(SellsChart, { sells }))).toContain("5.22%");
    expect(renderToStaticMarkup(createElement(SellsChart, { sells: [] }))).toContain("No sells");
  });
});
