// A future's dump without a rug (issue 31's "dumped"): six independently
// funded whales buy big into a small PumpSwap pool right after it opens, then
// organic buyers follow. In its future the whales sell out one by one, hours
// apart (never two in one slot, so no coordinated dump): the market cap falls
// to about 7 % of the scan's while the SOL side keeps about a quarter, so the
// liquidity falls less than the 80 % a rug takes (measured: $117k -> $7.9k
// market cap, $53k -> $13.9k liquidity). Not in the scenario suite
// (SCENARIOS): it plants an outcome, not a detection.
import { slotDaysAgo } from "@/server/ledger/clock";
import { planBuyers } from "@/server/ledger/scenarios/helpers";
import { launchPoolToken } from "@/server/ledger/scenarios/pool-token";
import { defineScenario } from "@/server/ledger/scenarios/script";

export const whaleExit = defineScenario(
  {
    id: "whale-exit",
    title: "Whales sell out after the scan",
    description: "PumpSwap pool bought up by six independent whales; in its future they sell out hours apart and the price falls below a tenth.",
    startSlot: slotDaysAgo(2.2),
  },
  (s) => {
    const token = launchPoolToken(s, { name: "Glass Ladder", symbol: "GLASS", pool: { venue: "pumpswap", fraction: 0.9, sol: 45 }, buyers: 0 });
    const whales = planBuyers(s, { prefix: "whale", count: 6, from: 600, spacing: 700, minSol: 18, maxSol: 22 });
    const organic = planBuyers(s, { prefix: "buyer", count: 20, from: 6_000, spacing: 1_900, minSol: 0.2, maxSol: 1.2 });
    for (const b of [...whales, ...organic]) s.at(b.buySlot, { kind: "poolBuy", user: b.buyer, mint: token.mint, lamports: b.lamports });
    return {
      mint: token.mint,
      expect: { recommendation: "SAFE", alsoAcceptable: ["REVIEW"], venue: "pumpswap", sellRoute: "routable" },
      future: { trading: "lives", steps: whales.map((w, i) => ({ atHours: 6 + i * 3, sell: { wallet: w.buyer, amount: "all" as const } })) },
    };
  },
);
