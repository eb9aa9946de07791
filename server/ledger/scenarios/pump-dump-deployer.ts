// Analytics: a deployer whose earlier launches pumped and dumped. Three
// pump.fun launches eight days apart, each pumped by eight fresh wallets to a
// known peak (~$45-55k market cap), bought by three small victims, then dumped
// by the creator and the pumpers within a day (a >= 90 % fall from the peak);
// then the scanned launch, with organic buyers. Peaks are exact (curve math).
import { slotDaysAgo, SLOTS_PER_DAY } from "@/server/ledger/clock";
import { CurveBook, mcapUsd, type WalletTradeFacts } from "@/server/ledger/scenarios/curve-book";
import { planBuyers } from "@/server/ledger/scenarios/helpers";
import { defineScenarioWithFacts, sol } from "@/server/ledger/scenarios/script";
import type { Address } from "@/server/ledger/scenarios/types";

export interface LaunchPeakFacts {
  mint: Address;
  createdSlot: number;
  /** highest spot price after any trade (virtual reserves) and its market cap (1B tokens x price x $150). */
  peakSlot: number;
  peakPriceSol: number;
  peakMcapUsd: number;
  /** the highest average price of a single trade (curve SOL / tokens), for readers that price trades. */
  peakTradePriceSol: number;
  peakTradeMcapUsd: number;
  /** after the last dump sell. */
  floorSlot: number;
  floorMcapUsd: number;
  /** (1 - floor / peak) x 100, spot prices. */
  fallPct: number;
  /** slots from the peak to the floor (< 7 days = 1_512_000 slots). */
  fallSlots: number;
  pumpers: Address[];
  victims: Address[];
}

export interface PumpDumpDeployerFacts {
  mint: Address;
  creator: Address;
  priorLaunches: LaunchPeakFacts[];
  bestPeakUsd: number;
  medianPeakUsd: number;
  pumpAndDumps: number;
  /** the scanned launch's own peak so far. */
  current: { createdSlot: number; peakMcapUsd: number; wallets: Record<Address, WalletTradeFacts> };
}

const LAUNCH_SPACING_DAYS = 8;

const built = defineScenarioWithFacts<PumpDumpDeployerFacts>(
  {
    id: "pump-dump-deployer",
    title: "Deployer with pump-and-dump history",
    description: "The creator's three earlier pump.fun tokens each pumped to ~$50k and fell over 90 % within a day; now a new launch.",
    startSlot: slotDaysAgo(30),
  },
  (s) => {
    const creator = s.wallet("creator");
    s.genesis(creator, sol(12));
    const priorLaunches: LaunchPeakFacts[] = [];
    for (let i = 0; i < 3; i++) {
      const at = i * LAUNCH_SPACING_DAYS * SLOTS_PER_DAY;
      const book = new CurveBook(s, { name: `Moon Shot ${i + 1}`, symbol: `MOON${i + 1}`, devBuySol: 1, offset: at, creator, mint: s.wallet(`old-mint-${i + 1}`) });
      const pumpers = s.wallets(`old-${i + 1}-pumper`, 8);
      pumpers.forEach((p, j) => {
        s.genesis(p, sol(12));
        book.buy(at + 60 + j * 300, p, sol(8.6 + 0.3 * i));
      });
      const victims = s.wallets(`old-${i + 1}-victim`, 3);
      victims.forEach((v, j) => {
        s.genesis(v, sol(1));
        book.buy(at + 2_600 + j * 150, v, sol(0.1));
      });
      book.sell(at + 3_400, creator, "all");
      pumpers.forEach((p, j) => book.sell(at + 4_000 + j * 2_500, p, "all"));
      book.settle();
      const peak = book.peak();
      const last = book.trades[book.trades.length - 1];
      priorLaunches.push({
        mint: book.mint,
        createdSlot: book.openedSlot,
        peakSlot: peak.slot,
        peakPriceSol: peak.priceSol,
        peakMcapUsd: peak.mcapUsd,
        peakTradePriceSol: peak.tradePriceSol,
        peakTradeMcapUsd: peak.tradeMcapUsd,
        floorSlot: last.slot,
        floorMcapUsd: mcapUsd(last.priceAfterSol),
        fallPct: (1 - last.priceAfterSol / peak.priceSol) * 100,
        fallSlots: last.slot - peak.slot,
        pumpers,
        victims,
      });
    }
    const launchAt = 26 * SLOTS_PER_DAY;
    const book = new CurveBook(s, { name: "Moon Shot Final", symbol: "MOONF", devBuySol: 1, offset: launchAt, creator });
    for (const b of planBuyers(s, { prefix: "buyer", count: 22, from: launchAt + 150, spacing: 1_400, minSol: 0.3, maxSol: 1.4 })) book.buy(b.buySlot, b.buyer, b.lamports);
    book.settle();
    const peaks = priorLaunches.map((l) => l.peakMcapUsd).sort((a, b) => a - b);
    return {
      mint: book.mint,
      expect: {
        // dead launches alone are what most prolific launchers have (docs/scoring.md "Deployer base rate"): REVIEW at most
        recommendation: "SAFE",
        alsoAcceptable: ["REVIEW"],
        deployer: { creator, verdict: "SERIAL_RUGGER", priorLaunches: 3, deadLaunches: 3, priorMints: priorLaunches.map((l) => l.mint) },
        honeypot: { risk: "LOW", risks: [] },
        sellRoute: "routable",
        venue: "pumpfun_curve",
        holderCount: { min: 22, max: 24 },
      },
      facts: {
        mint: book.mint,
        creator,
        priorLaunches,
        bestPeakUsd: peaks[peaks.length - 1],
        medianPeakUsd: peaks[1],
        // decisions "Deployer peaks" (revised): past 100,000 USD, then below 1% of the peak or 1,000 USD.
        // These peaks stay near 50k: a 90% fall, but no pump-and-dump by that rule.
        pumpAndDumps: priorLaunches.filter((l) => l.peakMcapUsd > 100_000 && (l.floorMcapUsd < l.peakMcapUsd / 100 || l.floorMcapUsd < 1_000)).length,
        current: { createdSlot: book.openedSlot, peakMcapUsd: book.peak().mcapUsd, wallets: Object.fromEntries(book.allWallets()) },
      },
    };
  },
);

export const pumpDumpDeployer = built.scenario;
export const PUMP_DUMP_DEPLOYER_EXPECTED = built.facts;
