// Operator memory (issue 22 item 3): one funder behind a cluster in two
// launches nine days apart. In the first, "Second Wind" (WIND), it funds four
// fresh wallets that buy at scattered slots; in the second, "Old Friends"
// (PALS), by another creator, it funds four new wallets that do the same.
// Scanned in that order, the second report's operators[] names the funder
// with the first mint in seen_in. The funder's address is shared across the
// two scenarios (derived outside either's namespace), funded once at genesis.
import { slotDaysAgo } from "@/server/ledger/clock";
import { deriveAddress } from "@/server/ledger/keys";
import { launchOnCurve, planBuyers } from "@/server/ledger/scenarios/helpers";
import { defineScenario, sol, type ScenarioScript } from "@/server/ledger/scenarios/script";
import type { Address, ScenarioDefinition } from "@/server/ledger/scenarios/types";

/** The operator both launches share. */
export const RETURNING_FUNDER: Address = deriveAddress("returning-funder", "funder");

interface Launch {
  id: string;
  title: string;
  name: string;
  symbol: string;
  daysAgo: number;
}

function plantLaunch(launch: Launch, fundGenesis: boolean): ScenarioDefinition {
  return defineScenario(
    {
      id: launch.id,
      title: launch.title,
      description: `A funder seen in ${fundGenesis ? "the next" : "an earlier"} launch funds four fresh wallets that buy at scattered slots; organic otherwise.`,
      startSlot: slotDaysAgo(launch.daysAgo),
    },
    (s: ScenarioScript) => {
      const { creator, mint, sim } = launchOnCurve(s, { name: launch.name, symbol: launch.symbol, creatorSol: 3, devBuySol: 0.4 });
      if (fundGenesis) s.genesis(RETURNING_FUNDER, sol(120));
      const members = s.wallets("member", 4);
      members.forEach((member, i) => s.fund(300 + i * 170, RETURNING_FUNDER, member, sol(4.5)));
      const organic = planBuyers(s, { prefix: "buyer", count: 25, from: 900, spacing: 1_400, minSol: 0.2, maxSol: 1.2 });
      const events = [
        ...members.map((user, i) => ({ slot: 1_200 + i * 1_900, user, lamports: s.random.sol(3.4, 4.2) })),
        ...organic.map((b) => ({ slot: b.buySlot, user: b.buyer, lamports: b.lamports })),
      ].sort((a, b) => a.slot - b.slot);
      for (const e of events) {
        if (!sim.buy(e.lamports)) throw new Error(`${launch.id}: curve completed`);
        s.at(e.slot, { kind: "pumpBuy", user: e.user, mint, lamports: e.lamports });
      }
      return {
        mint,
        expect: {
          recommendation: "AVOID",
          alsoAcceptable: ["REVIEW"],
          fundingClusters: [{ funder: RETURNING_FUNDER, members, hops: 1 }],
          deployer: { creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 },
          honeypot: { risk: "LOW", risks: [] },
          sellRoute: "routable",
          venue: "pumpfun_curve",
          holderCount: { min: 28, max: 34 },
        },
      };
    },
  );
}

export const returningFunderFirst = plantLaunch({ id: "returning-funder-first", title: "A funder's first launch", name: "Second Wind", symbol: "WIND", daysAgo: 12 }, true);
export const returningFunderSecond = plantLaunch({ id: "returning-funder-second", title: "The same funder returns", name: "Old Friends", symbol: "PALS", daysAgo: 3 }, false);
