// Analytics: a wash-trading ring. One funder pays three fresh wallets, which
// then take turns buying and selling their whole bag a few minutes later:
// four round trips each (buy, then sell 100 % of it 300 slots = 2 minutes
// later), net position 0. 30 organic buyers hold. Offenders: the three ring
// wallets (one funding cluster, one offender group).
import { slotDaysAgo } from "@/server/ledger/clock";
import { CurveBook, type CurveTradeFact, type WalletTradeFacts } from "@/server/ledger/scenarios/curve-book";
import { firstLaunchExpect, planBuyers } from "@/server/ledger/scenarios/helpers";
import { defineScenarioWithFacts, sol } from "@/server/ledger/scenarios/script";
import type { Address } from "@/server/ledger/scenarios/types";

export interface WashRingFacts {
  mint: Address;
  creator: Address;
  funder: Address;
  ring: Address[];
  roundTripsPerWallet: number;
  /** each ring wallet's trades in order (buy, sell, buy, sell...). */
  ringTrades: Record<Address, CurveTradeFact[]>;
  /** SOL volume = sum of the trades' curve SOL (before fees), lamports. */
  ringVolumeLamports: bigint;
  totalVolumeLamports: bigint;
  /** ring / total SOL volume, percent. */
  washVolumePct: number;
  ringTokenVolume: bigint;
  totalTokenVolume: bigint;
  organic: Address[];
  wallets: Record<Address, WalletTradeFacts>;
}

const ROUND_TRIPS = 4;
const RING_START = 8_000;

const built = defineScenarioWithFacts<WashRingFacts>(
  {
    id: "wash-ring",
    title: "Wash-trading ring",
    description: "Three wallets paid by one funder buy and sell their whole bag back and forth, four round trips each; organic holders otherwise.",
    startSlot: slotDaysAgo(6.5),
  },
  (s) => {
    const creator = s.wallet("creator");
    s.genesis(creator, sol(3));
    const book = new CurveBook(s, { name: "Mirror Volume", symbol: "MIRV", devBuySol: 0.6 });
    const organic = planBuyers(s, { prefix: "buyer", count: 30, from: 400, spacing: 1_500, minSol: 0.6, maxSol: 2 });
    for (const b of organic) book.buy(b.buySlot, b.buyer, b.lamports);
    const funder = s.wallet("ring-funder");
    s.genesis(funder, sol(60));
    const ring = s.wallets("ring", 3);
    ring.forEach((w, j) => s.fund(RING_START - 500 + j * 40, funder, w, sol(5)));
    for (let k = 0; k < ROUND_TRIPS; k++) {
      ring.forEach((w, j) => {
        const at = RING_START + k * 3_000 + j * 900;
        book.buy(at, w, sol(1.2 + 0.3 * j + 0.1 * k));
        book.sell(at + 300, w, "all");
      });
    }
    book.settle();
    const ringSet = new Set(ring);
    const volume = (pick: (t: CurveTradeFact) => bigint, only?: Set<Address>) => book.trades.filter((t) => !only || only.has(t.wallet)).reduce((sum, t) => sum + pick(t), 0n);
    const ringVolumeLamports = volume((t) => t.curveLamports, ringSet);
    const totalVolumeLamports = volume((t) => t.curveLamports);
    return {
      mint: book.mint,
      expect: firstLaunchExpect(creator, {
        venue: "pumpfun_curve",
        holderCount: { min: 29, max: 32 },
      }),
      facts: {
        mint: book.mint,
        creator,
        funder,
        ring,
        roundTripsPerWallet: ROUND_TRIPS,
        ringTrades: Object.fromEntries(ring.map((w) => [w, book.trades.filter((t) => t.wallet === w)])),
        ringVolumeLamports,
        totalVolumeLamports,
        washVolumePct: (Number(ringVolumeLamports) / Number(totalVolumeLamports)) * 100,
        ringTokenVolume: volume((t) => t.tokens, ringSet),
        totalTokenVolume: volume((t) => t.tokens),
        organic: organic.map((b) => b.buyer),
        wallets: Object.fromEntries(book.allWallets()),
      },
    };
  },
);

export const washRing = built.scenario;
export const WASH_RING_EXPECTED = built.facts;
