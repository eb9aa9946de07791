// a. A clean organic launch: pump.fun create by a first-time creator, ~45
// buyers each funded by its own wallet in its own slot over two days; the
// curve completes, migrates to PumpSwap, and later buyers trade the pool.
// Mint authority revoked, no freeze authority, healthy pool.
import { slotDaysAgo } from "@/server/ledger/clock";
import { pumpAddresses } from "@/server/ledger/world/ix/pump";
import { pumpswapAddresses } from "@/server/ledger/world/ix/pumpswap";
import { launchOnCurve, planBuyers, scheduleCurveThenPool } from "@/server/ledger/scenarios/helpers";
import { defineScenario } from "@/server/ledger/scenarios/script";
import { LIVING_FUTURE } from "@/server/ledger/futures/types";

export const cleanOrganic = defineScenario(
  {
    id: "clean-organic",
    title: "Clean organic launch",
    description: "pump.fun launch graduated to PumpSwap; 45 independent buyers funded from distinct wallets over two days; authorities revoked.",
    startSlot: slotDaysAgo(9),
  },
  (s) => {
    const { creator, mint, sim } = launchOnCurve(s, { name: "Quiet Otter", symbol: "OTTER", creatorSol: 4.2, devBuySol: 0.4 });
    const buys = planBuyers(s, { prefix: "buyer", count: 45, from: 1_500, spacing: 4_000, minSol: 1.2, maxSol: 4.6 });
    scheduleCurveThenPool(s, mint, sim, buys);
    // a little two-way flow: a few early buyers take profit later.
    buys.slice(2, 6).forEach((b, i) => s.at(200_000 + i * 3_000, { kind: "poolSell", user: b.buyer, mint, amount: { fraction: 0.15 } }));
    const pool = pumpswapAddresses.pool(pumpAddresses.poolAuthority(mint), mint);
    return {
      // its future: it keeps trading
      future: LIVING_FUTURE,
      mint,
      expect: {
        recommendation: "SAFE",
        deployer: { creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 },
        honeypot: { risk: "LOW", risks: [] },
        mintAuthorityRevoked: true,
        freezeAuthorityRevoked: true,
        sellRoute: "routable",
        exitLiquidityRisk: false,
        venue: "pumpswap",
        graduated: { pool, venue: "pumpswap" },
        holderCount: { min: 40, max: 50 },
      },
    };
  },
);
