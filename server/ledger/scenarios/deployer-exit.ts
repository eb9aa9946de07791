// A deployer-funded group that already left. Before launch the creator funds
// four fresh wallets; they buy in the first 20 slots (each in its own slot),
// organic buyers come, then the four and the creator sell everything at
// different slots. Nothing of theirs is left among the holders: a
// current-holder view sees an organic token; only the first buyers' funding
// trace shows the crew.
import { slotDaysAgo } from "@/server/ledger/clock";
import { CurveBook } from "@/server/ledger/scenarios/curve-book";
import { planBuyers } from "@/server/ledger/scenarios/helpers";
import { defineScenarioWithFacts, sol } from "@/server/ledger/scenarios/script";
import type { Address } from "@/server/ledger/scenarios/types";

export interface DeployerExitFacts {
  mint: Address;
  creator: Address;
  /** the creator's four wallets (the creator itself also bought and sold). */
  mules: Address[];
  firstBuySlot: number;
  lastSellSlot: number;
  /** tokens the group (creator included) bought and sold, base units. */
  boughtTokens: bigint;
  soldTokens: bigint;
  /** SOL received minus SOL spent by the group, lamports. */
  realizedLamports: bigint;
}

const LAUNCH = 2_000;
const MULE_BUYS = [{ after: 1 }, { after: 6 }, { after: 11 }, { after: 19 }];
const SELLS = [4_100, 5_300, 6_900, 8_200];

const built = defineScenarioWithFacts<DeployerExitFacts>(
  {
    id: "deployer-exit",
    title: "Deployer-funded group sold out",
    description: "The creator funds four fresh wallets that buy right after launch; they and the creator sell everything at different slots before the scan.",
    startSlot: slotDaysAgo(4),
  },
  (s) => {
    const creator = s.wallet("creator");
    s.genesis(creator, sol(14));
    const mules = s.wallets("mule", MULE_BUYS.length);
    mules.forEach((mule, i) => s.fund(LAUNCH - 1_500 + i * 90, creator, mule, sol(2.6)));
    const book = new CurveBook(s, { name: "Gone Fishing", symbol: "GONE", devBuySol: 1, offset: LAUNCH });
    MULE_BUYS.forEach((buy, i) => book.buy(LAUNCH + buy.after, mules[i], s.random.sol(1.8, 2.4)));
    const organic = planBuyers(s, { prefix: "buyer", count: 26, from: LAUNCH + 200, spacing: 240, minSol: 0.2, maxSol: 1.4 });
    for (const b of organic) book.buy(b.buySlot, b.buyer, b.lamports);
    mules.forEach((mule, i) => book.sell(LAUNCH + SELLS[i], mule, "all"));
    book.sell(LAUNCH + 9_000, creator, "all");
    book.settle();
    const group = [creator, ...mules];
    const facts = group.map((w) => book.wallet(w));
    return {
      mint: book.mint,
      expect: {
        recommendation: "AVOID",
        alsoAcceptable: ["REVIEW"],
        deployer: { creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 },
        honeypot: { risk: "LOW", risks: [] },
        mintAuthorityRevoked: true,
        freezeAuthorityRevoked: true,
        sellRoute: "routable",
        venue: "pumpfun_curve",
        holderCount: { min: 24, max: 28 },
      },
      facts: {
        mint: book.mint,
        creator,
        mules,
        firstBuySlot: book.openedSlot,
        lastSellSlot: s.slot(LAUNCH + 9_000),
        boughtTokens: facts.reduce((sum, f) => sum + f.boughtTokens, 0n),
        soldTokens: facts.reduce((sum, f) => sum + f.soldTokens, 0n),
        realizedLamports: facts.reduce((sum, f) => sum + f.lamportsReceived - f.lamportsPaid, 0n),
      },
    };
  },
);

export const deployerExit = built.scenario;
export const deployerExitFacts = built.facts;
