// o. A busy token: after graduating, 120 small traders swap it back and
// forth on PumpSwap - 1,600+ transactions reference the mint, so a scanner
// must page getSignaturesForAddress (1,000 per page).
import { slotDaysAgo } from "@/server/ledger/clock";
import { firstLaunchExpect, launchOnCurve, planBuyers, scheduleCurveThenPool } from "@/server/ledger/scenarios/helpers";
import { defineScenario, sol } from "@/server/ledger/scenarios/script";

export const busyToken = defineScenario(
  {
    id: "busy-token",
    title: "Busy token (1,500+ signatures)",
    description: "Graduated token with 120 small traders making ~1,600 swaps: history needs paging.",
    startSlot: slotDaysAgo(2.2),
  },
  (s) => {
    const { creator, mint, sim } = launchOnCurve(s, { name: "Busy Bee", symbol: "BUZZ", creatorSol: 3, devBuySol: 0.5 });
    const whales = planBuyers(s, { prefix: "early", count: 36, from: 300, spacing: 250, minSol: 2, maxSol: 3.5 });
    const migrateAt = scheduleCurveThenPool(s, mint, sim, whales);
    if (migrateAt === null) throw new Error("busy-token: curve never completed");
    const traders = planBuyers(s, { prefix: "trader", count: 120, from: migrateAt + 100, spacing: 60, minSol: 0.05, maxSol: 0.4 });
    let slot = migrateAt + 8_000;
    for (let round = 0; round < 9; round++) {
      for (const t of traders) {
        slot += s.random.int(1, 9);
        s.at(slot, { kind: "poolBuy", user: t.buyer, mint, lamports: sol(0.01) + BigInt(s.random.int(0, 9)) * 1_000_000n });
        if (round % 2 === 1) s.at(slot + s.random.int(2, 40), { kind: "poolSell", user: t.buyer, mint, amount: { fraction: 0.5 } });
      }
    }
    traders.slice(0, 20).forEach((t, i) => s.at(slot + 500 + i * 7, { kind: "poolBuy", user: t.buyer, mint, lamports: sol(0.02), fail: true }));
    return {
      mint,
      expect: firstLaunchExpect(creator, {
        minMintSignatures: 1_500,
        venue: "pumpswap",
        holderCount: { min: 120, max: 170 },
      }),
    };
  },
);
