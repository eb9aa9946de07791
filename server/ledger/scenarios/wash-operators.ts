// Analytics: wash trading that only shows between wallets, beside an honest
// active trader. Two operators:
// - a ring of three wallets paid by one funder passes one bag around: each
//   round one ring wallet buys, sends the tokens to the next, which sells them
//   300 slots later (2 minutes). No ring wallet sells within 10 minutes of its
//   own buy, so none has a round trip of its own: only the ring as a whole does.
// - a pair of wallets with SOL of their own whose every trade one fee payer
//   (a bundler) paid for: each flips its bag twice.
// And an honest active trader (its own SOL, its own fees) that flips its bag
// five times within minutes, net zero: it is never an offender. 30 organic
// buyers hold.
import { slotDaysAgo } from "@/server/ledger/clock";
import { CurveBook, type CurveTradeFact, type WalletTradeFacts } from "@/server/ledger/scenarios/curve-book";
import { firstLaunchExpect, planBuyers } from "@/server/ledger/scenarios/helpers";
import { defineScenarioWithFacts, sol } from "@/server/ledger/scenarios/script";
import type { Address } from "@/server/ledger/scenarios/types";

export interface WashOperatorsFacts {
  mint: Address;
  creator: Address;
  ring: Address[];
  ringFunder: Address;
  /** the ring's round trips: one per round (a buy by one wallet, the sale of the same tokens by the next). */
  ringRoundTrips: number;
  pair: Address[];
  pairFeePayer: Address;
  pairRoundTrips: number;
  honestTrader: Address;
  honestRoundTrips: number;
  /** the offenders' token volume / all token volume, percent. */
  washTokenVolumePct: number;
  organic: Address[];
  trades: CurveTradeFact[];
  wallets: Record<Address, WalletTradeFacts>;
}

const RING_START = 8_000;
const RING_ROUNDS = 6;
/** slots between rounds: a wallet's next trade of its own is two rounds (2,300 slots, over 15 minutes) on. */
const ROUND_SPACING = 1_000;
const PAIR_START = 16_000;
const HONEST_START = 24_000;

const built = defineScenarioWithFacts<WashOperatorsFacts>(
  {
    id: "wash-operators",
    title: "Wash trading between wallets, and an honest active trader",
    description: "A funder's three wallets pass one bag around, a bundler pays for a pair's flips, and an unrelated trader flips its own bag five times.",
    startSlot: slotDaysAgo(5.5),
  },
  (s) => {
    const creator = s.wallet("creator");
    s.genesis(creator, sol(3));
    const book = new CurveBook(s, { name: "Passing Volume", symbol: "PASSV", devBuySol: 0.5 });
    const organic = planBuyers(s, { prefix: "buyer", count: 30, from: 400, spacing: 1_500, minSol: 0.6, maxSol: 2 });
    for (const b of organic) book.buy(b.buySlot, b.buyer, b.lamports);

    const ringFunder = s.wallet("ring-funder");
    s.genesis(ringFunder, sol(40));
    const ring = s.wallets("ring", 3);
    ring.forEach((w, j) => s.fund(RING_START - 600 + j * 40, ringFunder, w, sol(5)));
    for (let k = 0; k < RING_ROUNDS; k++) {
      const at = RING_START + k * ROUND_SPACING;
      const [buyer, seller] = [ring[k % ring.length], ring[(k + 1) % ring.length]];
      book.buy(at, buyer, sol(1.1 + 0.1 * k));
      book.transfer(at + 100, buyer, seller, "all");
      book.sell(at + 300, seller, "all");
    }

    const pairFeePayer = s.wallet("bundler");
    s.genesis(pairFeePayer, sol(2));
    const pair = s.wallets("pair", 2);
    pair.forEach((w, j) => {
      s.genesis(w, sol(4));
      for (let k = 0; k < 2; k++) {
        const at = PAIR_START + j * 2_000 + k * 700;
        book.buy(at, w, sol(0.9 + 0.2 * k), { feePayer: pairFeePayer });
        book.sell(at + 250, w, "all", { feePayer: pairFeePayer });
      }
    });

    const honestTrader = s.wallet("honest-trader");
    s.genesis(honestTrader, sol(6));
    const honestRoundTrips = 5;
    for (let k = 0; k < honestRoundTrips; k++) {
      book.buy(HONEST_START + k * 600, honestTrader, sol(1 + 0.15 * k));
      book.sell(HONEST_START + k * 600 + 200, honestTrader, "all");
    }
    book.settle();

    const offenders = new Set([...ring, ...pair]);
    const tokens = (only?: Set<Address>) => book.trades.filter((t) => !only || only.has(t.wallet)).reduce((sum, t) => sum + t.tokens, 0n);
    return {
      mint: book.mint,
      expect: firstLaunchExpect(creator, { venue: "pumpfun_curve", holderCount: { min: 29, max: 32 } }),
      facts: {
        mint: book.mint,
        creator,
        ring,
        ringFunder,
        ringRoundTrips: RING_ROUNDS,
        pair,
        pairFeePayer,
        pairRoundTrips: 4,
        honestTrader,
        honestRoundTrips,
        washTokenVolumePct: (Number(tokens(offenders)) / Number(tokens())) * 100,
        organic: organic.map((b) => b.buyer),
        trades: book.trades,
        wallets: Object.fromEntries(book.allWallets()),
      },
    };
  },
);

export const washOperators = built.scenario;
export const WASH_OPERATORS_EXPECTED = built.facts;
