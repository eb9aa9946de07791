// d. Holders funded by a real exchange hot wallet (Binance, which also pays
// out to ~70 unrelated wallets in the world and holds a large balance). The
// shared funder is exchange noise: it must be filtered, never scored.
import { slotDaysAgo } from "@/server/ledger/clock";
import { pumpAddresses } from "@/server/ledger/world/ix/pump";
import { pumpswapAddresses } from "@/server/ledger/world/ix/pumpswap";
import { EXCHANGES } from "@/server/ledger/scenarios/exchanges";
import { firstLaunchExpect, launchOnCurve, planBuyers, scheduleCurveThenPool, type PlannedBuy } from "@/server/ledger/scenarios/helpers";
import { defineScenario, sol } from "@/server/ledger/scenarios/script";

export const exchangeFunded = defineScenario(
  {
    id: "exchange-funded",
    title: "Holders funded by an exchange hot wallet",
    description: "Eight holders withdrew from the same Binance hot wallet (which funds many unrelated wallets) before buying; organic otherwise.",
    startSlot: slotDaysAgo(8),
  },
  (s) => {
    const { creator, mint, sim } = launchOnCurve(s, { name: "Exchange Kid", symbol: "XKID", creatorSol: 3, devBuySol: 0.5 });
    const binance = EXCHANGES.binance.address;
    const members = s.wallets("cex-holder", 8);
    const cexBuys: PlannedBuy[] = members.map((buyer, i) => {
      const fundSlot = 3_000 + i * 9_000 + s.random.int(0, 2_000);
      const lamports = s.random.sol(2, 4);
      s.fund(fundSlot, binance, buyer, lamports + sol(0.1));
      return { buyer, funder: binance, fundSlot, buySlot: fundSlot + s.random.int(200, 3_000), lamports };
    });
    const organic = planBuyers(s, { prefix: "buyer", count: 32, from: 1_000, spacing: 2_600, minSol: 1, maxSol: 3.5 });
    const all = [...cexBuys, ...organic].sort((a, b) => a.buySlot - b.buySlot);
    scheduleCurveThenPool(s, mint, sim, all);
    return {
      mint,
      // its future (server/ledger/futures): its four largest wallet holders dump half their bags together at +4 h
      // (not the watch demo's tokens: a person makes those dump by hand, and a scripted dump would beat them to it)
      future: { trading: "lives", steps: [{ atHours: 4, event: "coordinated_dump" }] },
      expect: firstLaunchExpect(creator, {
        exchangeFunded: { funder: binance, label: EXCHANGES.binance.label, members },
        exitLiquidityRisk: false,
        venue: "pumpswap",
        graduated: { pool: pumpswapAddresses.pool(pumpAddresses.poolAuthority(mint), mint), venue: "pumpswap" },
        holderCount: { min: 36, max: 45 },
      }),
    };
  },
);
