// Analytics: a team funded by the creator before its first buys. The creator
// sends SOL to three wallets before launch and tokens (from the dev buy) to a
// fourth, which then also buys; 30 independently funded buyers trade too.
// The creator sells out later. Cohorts: team = creator + the four; no
// insiders (the creator-funded cluster is all team), no snipers (team-1's buy
// 2 slots after launch is team).
import { slotDaysAgo } from "@/server/ledger/clock";
import { cohortFacts, CurveBook, type CohortFacts, type WalletTradeFacts } from "@/server/ledger/scenarios/curve-book";
import { firstLaunchExpect, planBuyers } from "@/server/ledger/scenarios/helpers";
import { defineScenarioWithFacts, sol } from "@/server/ledger/scenarios/script";
import type { Address } from "@/server/ledger/scenarios/types";

export interface TeamFundedFacts {
  mint: Address;
  creator: Address;
  tradingOpenedSlot: number;
  /** how each team wallet was funded by the creator, and when it first bought. */
  funding: { wallet: Address; via: "sol" | "token"; amount: bigint; slot: number; firstBuySlot: number }[];
  team: CohortFacts;
  insiders: Address[];
  snipers: Address[];
  organic: Address[];
  wallets: Record<Address, WalletTradeFacts>;
}

const LAUNCH = 200;

const built = defineScenarioWithFacts<TeamFundedFacts>(
  {
    id: "team-funded",
    title: "Team funded by the creator",
    description: "The creator funds three wallets with SOL before launch and a fourth with tokens; all four buy. Organic otherwise.",
    startSlot: slotDaysAgo(9),
  },
  (s) => {
    const creator = s.wallet("creator");
    s.genesis(creator, sol(20));
    const team = s.wallets("team", 4);
    const solFunding = [
      { wallet: team[0], amount: sol(2.6), offset: 20 },
      { wallet: team[1], amount: sol(3.1), offset: 60 },
      { wallet: team[2], amount: sol(1.9), offset: 110 },
    ];
    for (const f of solFunding) s.fund(f.offset, creator, f.wallet, f.amount);
    s.genesis(team[3], sol(4));
    const book = new CurveBook(s, { name: "Inner Circle", symbol: "CIRC", devBuySol: 1.2, offset: LAUNCH });
    const tokenGift = 9_000_000_000_000n; // 9M tokens from the dev buy
    book.transfer(LAUNCH + 400, creator, team[3], tokenGift);
    book.buy(LAUNCH + 2, team[0], sol(2.4)).buy(LAUNCH + 150, team[1], sol(2.9)).buy(LAUNCH + 900, team[2], sol(1.7)).buy(LAUNCH + 2_500, team[3], sol(1.5));
    book.sell(LAUNCH + 30_000, team[1], { fraction: 0.4 });
    book.sell(LAUNCH + 42_000, creator, "all");
    const organic = planBuyers(s, { prefix: "buyer", count: 30, from: LAUNCH + 300, spacing: 1_700, minSol: 0.4, maxSol: 1.6 });
    for (const b of organic) book.buy(b.buySlot, b.buyer, b.lamports);
    book.sell(LAUNCH + 48_000, organic[4].buyer, "all");
    book.settle();
    const teamWallets = [creator, ...team];
    return {
      mint: book.mint,
      expect: firstLaunchExpect(creator, {
        recommendation: "REVIEW",
        alsoAcceptable: ["AVOID"],
        fundingClusters: [{ funder: creator, members: team.slice(0, 3), hops: 1 }],
        venue: "pumpfun_curve",
        holderCount: { min: 32, max: 36 },
      }),
      facts: {
        mint: book.mint,
        creator,
        tradingOpenedSlot: book.openedSlot,
        funding: [
          ...solFunding.map((f) => ({ wallet: f.wallet, via: "sol" as const, amount: f.amount, slot: s.slot(f.offset), firstBuySlot: book.wallet(f.wallet).firstBuySlot! })),
          { wallet: team[3], via: "token" as const, amount: tokenGift, slot: s.slot(LAUNCH + 400), firstBuySlot: book.wallet(team[3]).firstBuySlot! },
        ],
        team: cohortFacts(book, teamWallets),
        insiders: [],
        snipers: [],
        organic: organic.map((b) => b.buyer),
        wallets: Object.fromEntries(book.allWallets()),
      },
    };
  },
);

export const teamFunded = built.scenario;
export const TEAM_FUNDED_EXPECTED = built.facts;
