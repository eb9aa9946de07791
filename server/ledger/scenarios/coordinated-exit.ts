// e. A coordinated same-slot exit: five holders (funded independently, bought
// at different times) each sell >= 25 % of their bag in one slot; two sell
// out, three keep a remainder.
import { slotDaysAgo } from "@/server/ledger/clock";
import { launchPoolToken } from "@/server/ledger/scenarios/pool-token";
import { defineScenario } from "@/server/ledger/scenarios/script";

export const coordinatedExit = defineScenario(
  {
    id: "coordinated-exit",
    title: "Coordinated same-slot exit",
    description: "Five holders each dump 30-100 % of their bag in the same slot on a Raydium pool.",
    startSlot: slotDaysAgo(4),
  },
  (s) => {
    const { mint, creator, buys } = launchPoolToken(s, {
      name: "Exit Door", symbol: "EXIT", pool: { venue: "raydium_v4", fraction: 0.8, sol: 120 }, buyers: 34, buyerSol: [0.5, 3],
    });
    const dumpers = buys.slice(3, 8).map((b) => b.buyer);
    const exitOffset = 600 + 34 * 2_200 + 5_000;
    const fractions = [1, 0.3, 0.6, 1, 0.45];
    dumpers.forEach((user, i) => s.at(exitOffset, { kind: "poolSell", user, mint, amount: fractions[i] === 1 ? "all" : { fraction: fractions[i] } }));
    return {
      mint,
      expect: {
        recommendation: "AVOID",
        alsoAcceptable: ["REVIEW"],
        coordinatedExit: { slot: s.slot(exitOffset), members: dumpers },
        deployer: { creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 },
        honeypot: { risk: "LOW", risks: [] },
        mintAuthorityRevoked: true,
        freezeAuthorityRevoked: true,
        sellRoute: "routable",
        venue: "raydium_v4",
        holderCount: { min: 30, max: 36 },
      },
    };
  },
);
