// n. A token that graduated from the pump.fun bonding curve: the curve is
// complete and empty, PumpSwap holds the migrated liquidity, and a holder
// later opened a second (smaller) Raydium pool; the pools' vaults are owned by
// PDAs, never by wallets.
import { slotDaysAgo } from "@/server/ledger/clock";
import { pumpAddresses } from "@/server/ledger/world/ix/pump";
import { pumpswapAddresses } from "@/server/ledger/world/ix/pumpswap";
import { firstLaunchExpect, launchOnCurve, planBuyers, scheduleCurveThenPool } from "@/server/ledger/scenarios/helpers";
import { defineScenario, sol } from "@/server/ledger/scenarios/script";

export const graduated = defineScenario(
  {
    id: "graduated",
    title: "Graduated from the bonding curve",
    description: "pump.fun curve completed and migrated to PumpSwap; a second Raydium pool was added later.",
    startSlot: slotDaysAgo(12),
  },
  (s) => {
    const { creator, mint, sim } = launchOnCurve(s, { name: "Graduate", symbol: "GRAD", creatorSol: 3, devBuySol: 0.8 });
    const buys = planBuyers(s, { prefix: "buyer", count: 48, from: 800, spacing: 1_500, minSol: 1.5, maxSol: 3.8 });
    const migrateAt = scheduleCurveThenPool(s, mint, sim, buys);
    if (migrateAt === null) throw new Error("graduated: curve never completed");
    const lp = buys[1].buyer;
    s.genesis(lp, sol(30));
    s.at(800 + 48 * 1_500 + 10_000, { kind: "poolCreate", venue: "raydium_v4", creator: lp, mint, tokenAmount: { fraction: 0.5 }, lamports: sol(12) });
    return {
      // its future: nobody trades after the scan
      future: { trading: "quiet", steps: [] },
      mint,
      expect: firstLaunchExpect(creator, {
        graduated: { pool: pumpswapAddresses.pool(pumpAddresses.poolAuthority(mint), mint), venue: "pumpswap" },
        mintAuthorityRevoked: true,
        freezeAuthorityRevoked: true,
        exitLiquidityRisk: false,
        venue: "pumpswap",
        holderCount: { min: 44, max: 52 },
      }),
    };
  },
);
