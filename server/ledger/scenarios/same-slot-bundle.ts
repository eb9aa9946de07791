// b. A same-slot bundle: six fresh wallets, each funded from its own wallet a
// few hundred slots earlier, buy in the creation slot (Jito-tipped, like a
// bundle) and together hold ~35 % of supply; organic buyers follow.
import { slotDaysAgo } from "@/server/ledger/clock";
import { CurveSim, planBuyers } from "@/server/ledger/scenarios/helpers";
import { defineScenario, sol } from "@/server/ledger/scenarios/script";

export const sameSlotBundle = defineScenario(
  {
    id: "same-slot-bundle",
    title: "Same-slot bundle at launch",
    description: "Six freshly funded wallets buy in the creation slot of a pump.fun launch and hold about a third of supply.",
    startSlot: slotDaysAgo(3),
  },
  (s) => {
    const creator = s.wallet("creator");
    const mint = s.wallet("mint");
    s.genesis(creator, sol(3.1));
    const launch = 1_000;
    const sim = new CurveSim(mint, creator);
    const bundlers = s.wallets("bundler", 6);
    bundlers.forEach((wallet, i) => {
      const funder = s.wallet(`bundler-funder-${i + 1}`);
      s.genesis(funder, s.random.sol(30, 90));
      s.fund(launch - 400 + i * 37, funder, wallet, sol(8.5));
    });
    s.at(launch, { kind: "pumpCreate", creator, mint, name: "Moon Bundle", symbol: "MBND", uri: "https://ipfs.io/ipfs/QmMoonBundle", devBuyLamports: sol(1), jitoTipLamports: 1_000_000n });
    sim.buy(sol(1));
    bundlers.forEach((user) => {
      const lamports = s.random.sol(5, 8);
      sim.buy(lamports);
      s.at(launch, { kind: "pumpBuy", user, mint, lamports, jitoTipLamports: 1_000_000n });
    });
    const organic = planBuyers(s, { prefix: "buyer", count: 28, from: launch + 300, spacing: 1_800, minSol: 0.1, maxSol: 1.1 });
    organic.forEach((b) => {
      sim.buy(b.lamports);
      s.at(b.buySlot, { kind: "pumpBuy", user: b.buyer, mint, lamports: b.lamports });
    });
    if (sim.complete) throw new Error("same-slot-bundle: curve should stay open");
    return {
      // its future (server/ledger/futures): the six bundlers sell out at +5 h, one after another
      future: { trading: "lives", steps: bundlers.map((wallet, i) => ({ atHours: 5 + i * 0.1, sell: { wallet, amount: "all" as const } })) },
      mint,
      expect: {
        recommendation: "AVOID",
        alsoAcceptable: ["REVIEW"],
        bundle: { slot: s.slot(launch), members: bundlers },
        deployer: { creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 },
        honeypot: { risk: "LOW", risks: [] },
        mintAuthorityRevoked: true,
        freezeAuthorityRevoked: true,
        sellRoute: "routable",
        venue: "pumpfun_curve",
        holderCount: { min: 30, max: 40 },
      },
    };
  },
);
