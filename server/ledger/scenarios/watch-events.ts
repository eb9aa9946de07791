// Two tokens built for the live events (POST /__ledger/event, live/events.ts):
// both look clean at rest, and the event makes the incident happen now.
// - watch-dump: graduated from pump.fun to PumpSwap (so its swaps reference the
//   mint); its largest holders are four early, independently funded buyers
//   with big bags, who can all pay a fee: `coordinated_dump` sells half of each
//   of the top 4 wallet bags in one new slot.
// - watch-drain: launched straight on a PumpSwap pool whose LP tokens the
//   creator kept; `liquidity_drain` withdraws 90 % of them in one new slot.
import { slotDaysAgo } from "@/server/ledger/clock";
import { pumpAddresses } from "@/server/ledger/world/ix/pump";
import { pumpswapAddresses } from "@/server/ledger/world/ix/pumpswap";
import { firstLaunchExpect, launchOnCurve, planBuyers, scheduleCurveThenPool, type PlannedBuy } from "@/server/ledger/scenarios/helpers";
import { launchPoolToken } from "@/server/ledger/scenarios/pool-token";
import { defineScenario, sol } from "@/server/ledger/scenarios/script";

export const watchDump = defineScenario(
  {
    id: "watch-dump",
    title: "Watch: insiders can dump",
    description: "Graduated PumpSwap token, organic at rest; its four largest holders dump in one slot when the live event fires.",
    startSlot: slotDaysAgo(6),
  },
  (s) => {
    const { creator, mint, sim } = launchOnCurve(s, { name: "Quiet Water", symbol: "QUIET", creatorSol: 3, devBuySol: 0.3 });
    const insiders = s.wallets("insider", 4);
    const early: PlannedBuy[] = insiders.map((buyer, i) => {
      const funder = s.wallet(`insider-funder-${i + 1}`);
      s.genesis(funder, s.random.sol(40, 200));
      const fundSlot = 200 + i * 700 + s.random.int(0, 150);
      const lamports = s.random.sol(2.4, 2.9);
      s.fund(fundSlot, funder, buyer, lamports + sol(0.2));
      return { buyer, funder, fundSlot, buySlot: fundSlot + s.random.int(40, 300), lamports };
    });
    const organic = planBuyers(s, { prefix: "buyer", count: 48, from: 3_500, spacing: 1_600, minSol: 1.5, maxSol: 2.6 });
    const migrateAt = scheduleCurveThenPool(s, mint, sim, [...early, ...organic].sort((a, b) => a.buySlot - b.buySlot));
    if (migrateAt === null) throw new Error("watch-dump: curve never completed");
    return {
      mint,
      expect: firstLaunchExpect(creator, {
        mintAuthorityRevoked: true,
        freezeAuthorityRevoked: true,
        exitLiquidityRisk: false,
        venue: "pumpswap",
        graduated: { pool: pumpswapAddresses.pool(pumpAddresses.poolAuthority(mint), mint), venue: "pumpswap" },
        holderCount: { min: 48, max: 56 },
      }),
    };
  },
);

export const watchDrain = defineScenario(
  {
    id: "watch-drain",
    title: "Watch: creator can pull the liquidity",
    description: "PumpSwap pool whose LP tokens the creator kept; the live event withdraws 90 % of them in one slot.",
    startSlot: slotDaysAgo(5),
  },
  (s) => {
    const { mint, creator } = launchPoolToken(s, { name: "Still Pond", symbol: "POND", pool: { venue: "pumpswap", fraction: 0.9, sol: 90 }, buyers: 32, buyerSol: [0.4, 2.5] });
    return {
      mint,
      expect: firstLaunchExpect(creator, {
        mintAuthorityRevoked: true,
        freezeAuthorityRevoked: true,
        exitLiquidityRisk: false,
        venue: "pumpswap",
        holderCount: { min: 30, max: 36 },
      }),
    };
  },
);
