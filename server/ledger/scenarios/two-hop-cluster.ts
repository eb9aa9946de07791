// c. Holders that share a funder two hops back: a master wallet funds three
// intermediates, each funds 2-3 holders, who buy at different times (no
// same-slot signal) and together hold ~25 % of supply.
import { slotDaysAgo } from "@/server/ledger/clock";
import { launchOnCurve, planBuyers } from "@/server/ledger/scenarios/helpers";
import { defineScenario, sol } from "@/server/ledger/scenarios/script";
import { LIVING_FUTURE } from "@/server/ledger/futures/types";

export const twoHopCluster = defineScenario(
  {
    id: "two-hop-cluster",
    title: "Holders sharing a funder two hops back",
    description: "A master wallet funds three intermediates that fund eight holders; the holders buy at different times.",
    startSlot: slotDaysAgo(5),
  },
  (s) => {
    const { creator, mint, sim } = launchOnCurve(s, { name: "Hidden Hand", symbol: "HAND", creatorSol: 2.5, devBuySol: 0.3 });
    const master = s.wallet("master");
    s.genesis(master, sol(160));
    const intermediates = s.wallets("relay", 3);
    intermediates.forEach((relay, i) => s.fund(500 + i * 211, master, relay, sol(30)));
    const members = s.wallets("holder", 8);
    members.forEach((holder, i) => s.fund(2_000 + i * 1_300, intermediates[i % 3], holder, sol(4.2)));
    const organic = planBuyers(s, { prefix: "buyer", count: 30, from: 1_200, spacing: 1_500, minSol: 0.2, maxSol: 1.4 });
    const events = [
      ...members.map((user, i) => ({ slot: 2_600 + i * 1_700, user, lamports: s.random.sol(3, 4) })),
      ...organic.map((b) => ({ slot: b.buySlot, user: b.buyer, lamports: b.lamports })),
    ].sort((a, b) => a.slot - b.slot);
    for (const e of events) {
      if (!sim.buy(e.lamports)) throw new Error("two-hop-cluster: curve completed");
      s.at(e.slot, { kind: "pumpBuy", user: e.user, mint, lamports: e.lamports });
    }
    return {
      // its future: it keeps trading (the cluster holds)
      future: LIVING_FUTURE,
      mint,
      expect: {
        recommendation: "AVOID",
        alsoAcceptable: ["REVIEW"],
        fundingClusters: [{ funder: master, members, hops: 2 }],
        deployer: { creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 },
        honeypot: { risk: "LOW", risks: [] },
        sellRoute: "routable",
        venue: "pumpfun_curve",
        holderCount: { min: 35, max: 42 },
      },
    };
  },
);
