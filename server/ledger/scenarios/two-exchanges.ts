// Analytics: holders funded by two labelled exchanges. Five buyers withdrew
// from a Coinbase hot wallet and four from an OKX one (both real addresses in
// labels/cex-wallets.csv; the background makes them pay out to many other
// wallets too) before buying; 24 organic buyers with their own funders.
import { slotDaysAgo } from "@/server/ledger/clock";
import { CurveBook, pctOfSupply, type WalletTradeFacts } from "@/server/ledger/scenarios/curve-book";
import { EXCHANGES, type ExchangeId } from "@/server/ledger/scenarios/exchanges";
import { firstLaunchExpect, planBuyers } from "@/server/ledger/scenarios/helpers";
import { defineScenarioWithFacts, sol } from "@/server/ledger/scenarios/script";
import type { Address } from "@/server/ledger/scenarios/types";

export interface ExchangeFundingFacts {
  label: string;
  funder: Address;
  holders: Address[];
  heldTokens: bigint;
  /** % of supply the holders hold at the end of the planned history. */
  pct: number;
  /** slot of each holder's withdrawal from the exchange, before its first buy. */
  fundSlots: Record<Address, number>;
}

export interface TwoExchangesFacts {
  mint: Address;
  creator: Address;
  exchanges: ExchangeFundingFacts[];
  exchangeFundedPct: number;
  organic: Address[];
  wallets: Record<Address, WalletTradeFacts>;
}

const PLAN: { id: ExchangeId; count: number }[] = [
  { id: "coinbase", count: 5 },
  { id: "okx", count: 4 },
];

const built = defineScenarioWithFacts<TwoExchangesFacts>(
  {
    id: "two-exchanges",
    title: "Holders funded from two exchanges",
    description: "Five holders withdrew from Coinbase and four from OKX before buying; organic otherwise.",
    startSlot: slotDaysAgo(5.5),
  },
  (s) => {
    const creator = s.wallet("creator");
    s.genesis(creator, sol(3));
    const book = new CurveBook(s, { name: "Off Ramp", symbol: "RAMP", devBuySol: 0.4 });
    const groups = PLAN.map(({ id, count }, e) => {
      const exchange = EXCHANGES[id];
      const holders = s.wallets(`${id}-holder`, count);
      const fundSlots: Record<Address, number> = {};
      holders.forEach((holder, i) => {
        const fundAt = 1_500 + e * 700 + i * 4_100 + s.random.int(0, 600);
        const lamports = s.random.sol(0.8, 2.2);
        s.fund(fundAt, exchange.address, holder, lamports + sol(0.1));
        fundSlots[holder] = s.slot(fundAt);
        book.buy(fundAt + s.random.int(80, 900), holder, lamports);
      });
      return { exchange, holders, fundSlots };
    });
    const organic = planBuyers(s, { prefix: "buyer", count: 24, from: 600, spacing: 1_800, minSol: 0.5, maxSol: 2 });
    for (const b of organic) book.buy(b.buySlot, b.buyer, b.lamports);
    book.settle();
    const exchanges = groups.map(({ exchange, holders, fundSlots }) => {
      const heldTokens = holders.reduce((sum, h) => sum + book.wallet(h).heldTokens, 0n);
      return { label: exchange.label, funder: exchange.address, holders, heldTokens, pct: pctOfSupply(heldTokens), fundSlots };
    });
    return {
      mint: book.mint,
      expect: firstLaunchExpect(creator, {
        exchangeFunded: { funder: EXCHANGES.coinbase.address, label: EXCHANGES.coinbase.label, members: groups[0].holders },
        venue: "pumpfun_curve",
        holderCount: { min: 33, max: 36 },
      }),
      facts: {
        mint: book.mint,
        creator,
        exchanges,
        exchangeFundedPct: pctOfSupply(exchanges.reduce((sum, e) => sum + e.heldTokens, 0n)),
        organic: organic.map((b) => b.buyer),
        wallets: Object.fromEntries(book.allWallets()),
      },
    };
  },
);

export const twoExchanges = built.scenario;
export const TWO_EXCHANGES_EXPECTED = built.facts;
