// Analytics: snipers. Five wallets with their own older history (no shared
// funder, no same-slot buys) buy 1-15 slots after the pump.fun create; one
// more buys 40 slots after (not a sniper); then 28 organic buyers. Two
// snipers sell later. Cohorts: team = the creator; snipers = the five.
import { slotDaysAgo } from "@/server/ledger/clock";
import { cohortFacts, CurveBook, type CohortFacts, type WalletTradeFacts } from "@/server/ledger/scenarios/curve-book";
import { firstLaunchExpect, planBuyers } from "@/server/ledger/scenarios/helpers";
import { defineScenarioWithFacts, sol } from "@/server/ledger/scenarios/script";
import type { Address } from "@/server/ledger/scenarios/types";

export interface SniperLaunchFacts {
  mint: Address;
  creator: Address;
  tradingOpenedSlot: number;
  /** each sniper's first (and only) buy slot; all within openedSlot + 15. */
  sniperBuys: { wallet: Address; slot: number; lamports: bigint; tokens: bigint }[];
  snipers: CohortFacts;
  team: CohortFacts;
  insiders: Address[];
  /** bought 40 slots after launch: outside the 20-slot window. */
  lateBuyer: { wallet: Address; slot: number };
  wallets: Record<Address, WalletTradeFacts>;
}

const LAUNCH = 100;
const SNIPES = [
  { after: 1, sol: 1.5 },
  { after: 2, sol: 1.2 },
  { after: 4, sol: 2.0 },
  { after: 9, sol: 0.8 },
  { after: 15, sol: 1.0 },
];

const built = defineScenarioWithFacts<SniperLaunchFacts>(
  {
    id: "sniper-launch",
    title: "Sniped launch",
    description: "Five unrelated wallets buy within 15 slots of the pump.fun create; two dump later. Organic otherwise.",
    startSlot: slotDaysAgo(7.5),
  },
  (s) => {
    const creator = s.wallet("creator");
    s.genesis(creator, sol(3));
    const book = new CurveBook(s, { name: "Fast Fingers", symbol: "FAST", devBuySol: 0.5, offset: LAUNCH });
    const snipers = s.wallets("sniper", SNIPES.length);
    SNIPES.forEach((snipe, i) => {
      s.genesis(snipers[i], sol(snipe.sol + 3));
      book.buy(LAUNCH + snipe.after, snipers[i], sol(snipe.sol));
    });
    const late = s.wallet("late-buyer");
    s.genesis(late, sol(2));
    book.buy(LAUNCH + 40, late, sol(0.7));
    const organic = planBuyers(s, { prefix: "buyer", count: 28, from: LAUNCH + 200, spacing: 1_900, minSol: 0.5, maxSol: 1.8 });
    for (const b of organic) book.buy(b.buySlot, b.buyer, b.lamports);
    book.sell(LAUNCH + 6_000, snipers[0], "all");
    book.sell(LAUNCH + 9_000, snipers[2], { fraction: 0.5 });
    book.settle();
    return {
      mint: book.mint,
      expect: firstLaunchExpect(creator, {
        venue: "pumpfun_curve",
        holderCount: { min: 32, max: 36 },
      }),
      facts: {
        mint: book.mint,
        creator,
        tradingOpenedSlot: book.openedSlot,
        sniperBuys: snipers.map((wallet, i) => {
          const buy = book.trades.find((t) => t.wallet === wallet && t.side === "buy")!;
          return { wallet, slot: buy.slot, lamports: sol(SNIPES[i].sol), tokens: buy.tokens };
        }),
        snipers: cohortFacts(book, snipers),
        team: cohortFacts(book, [creator]),
        insiders: [],
        lateBuyer: { wallet: late, slot: s.slot(LAUNCH + 40) },
        wallets: Object.fromEntries(book.allWallets()),
      },
    };
  },
);

export const sniperLaunch = built.scenario;
export const SNIPER_LAUNCH_EXPECTED = built.facts;
