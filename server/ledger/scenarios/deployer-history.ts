// Deployer history worlds (docs/decisions.md "Deployer peaks", revised), kept
// out of the default world: tests serve them from a world of their own.
//
// - deployer-peaks: a creator with 13 earlier launches, the two oldest past
//   100,000 USD: one pumped on a Raydium pool and dumped to dust by the
//   creator (below 1,000 USD after it), one pumped the same way that held its
//   value; one pump.fun launch graduated to PumpSwap; ten small pump.fun
//   launches the creator sold out of. Then the scanned pump.fun launch, where
//   one buyer sold everything (no longer a holder) and one wallet never
//   touched the token.
// - busy-deployer: a creator with three earlier pump.fun launches, then more
//   than 3,000 transfers, then the scanned launch: its newest 1,000
//   signatures hold no earlier launch.
import { slotDaysAgo, SLOTS_PER_DAY } from "@/server/ledger/clock";
import { CurveSim, planBuyers, scheduleCurveThenPool } from "@/server/ledger/scenarios/helpers";
import { defineScenarioWithFacts, sol, type ScenarioScript } from "@/server/ledger/scenarios/script";
import type { Address } from "@/server/ledger/scenarios/types";

/** 1B tokens, 6 decimals: a Raydium launch's supply. */
const POOL_SUPPLY = 1_000_000_000_000_000n;

export interface DeployerPeaksFacts {
  mint: Address;
  creator: Address;
  /** oldest first. */
  priorMints: Address[];
  dumped: Address;
  held: Address;
  graduated: Address;
  smallLaunches: Address[];
  /** bought on the scanned launch and sold every token: not among the holders. */
  soldOut: Address;
  /** a funded wallet that never touched the scanned mint. */
  untouched: Address;
}

/** A bare SPL mint listed on a Raydium pool at ~1,600 SOL market cap (5% of supply against 80 SOL), pumped by four 10 SOL buys. */
function pumpedPoolLaunch(s: ScenarioScript, creator: Address, at: number, name: string) {
  const mint = s.wallet(`${name}-mint`);
  s.at(at, { kind: "splCreate", creator, mint, program: "token", decimals: 6, supply: POOL_SUPPLY, name, symbol: name.toUpperCase().slice(0, 6), revokeMintAuthority: true, freezeAuthority: null });
  s.at(at + 100, { kind: "poolCreate", venue: "raydium_v4", creator, mint, tokenAmount: { fraction: 0.05 }, lamports: sol(80) });
  const pumpers = s.wallets(`${name}-pumper`, 4);
  pumpers.forEach((p, i) => {
    s.genesis(p, sol(12));
    s.at(at + 300 + i * 200, { kind: "poolBuy", user: p, mint, lamports: sol(10) });
  });
  const victim = s.wallet(`${name}-victim`);
  s.genesis(victim, sol(2));
  s.at(at + 1_300, { kind: "poolBuy", user: victim, mint, lamports: sol(1) });
  return { mint, pumpers, victim };
}

const peaks = defineScenarioWithFacts<DeployerPeaksFacts>(
  {
    id: "deployer-peaks",
    title: "Deployer with 13 launches: one pump-and-dump, one that held, one graduated",
    description: "Two pool launches past 100k USD (one dumped to dust, one held), a graduated pump.fun launch, ten small dead ones, then a new launch.",
    startSlot: slotDaysAgo(40),
  },
  (s) => {
    const creator = s.wallet("creator");
    s.genesis(creator, sol(400));
    // pumped past 100k, then the creator dumps its 95% and a victim sells after it: dust
    const dumped = pumpedPoolLaunch(s, creator, 0, "dumpcoin");
    s.at(3_000, { kind: "poolSell", user: creator, mint: dumped.mint, amount: "all" });
    s.at(3_400, { kind: "poolSell", user: dumped.victim, mint: dumped.mint, amount: "all" });
    // pumped the same way; one pumper takes a fifth off: still far above 100k
    const held = pumpedPoolLaunch(s, creator, SLOTS_PER_DAY, "holdcoin");
    s.at(SLOTS_PER_DAY + 3_000, { kind: "poolSell", user: held.pumpers[0], mint: held.mint, amount: { fraction: 0.2 } });
    // a pump.fun launch that completes its curve and migrates to PumpSwap
    const graduated = s.wallet("graduated-mint");
    const gradAt = 2 * SLOTS_PER_DAY;
    s.at(gradAt, { kind: "pumpCreate", creator, mint: graduated, name: "Grad Coin", symbol: "GRADC", uri: "https://ipfs.io/ipfs/QmGradCoin", devBuyLamports: sol(0.5) });
    const sim = new CurveSim(graduated, creator);
    sim.buy(sol(0.5));
    const whales = planBuyers(s, { prefix: "grad-whale", count: 5, from: gradAt + 200, spacing: 150, minSol: 22, maxSol: 28 });
    if (scheduleCurveThenPool(s, graduated, sim, whales) === null) throw new Error("deployer-peaks: the graduating curve never completed");
    // ten small launches, one a day: dev buy, one buyer, the dev sells out
    const smallLaunches: Address[] = [];
    for (let i = 0; i < 10; i++) {
      const mint = s.wallet(`small-${i + 1}`);
      smallLaunches.push(mint);
      const at = (4 + i * 2) * SLOTS_PER_DAY;
      s.at(at, { kind: "pumpCreate", creator, mint, name: `Small ${i + 1}`, symbol: `SML${i + 1}`, uri: `https://ipfs.io/ipfs/QmSmall${i + 1}`, devBuyLamports: sol(0.5) });
      const buyer = s.wallet(`small-${i + 1}-buyer`);
      s.genesis(buyer, sol(1));
      s.at(at + 200, { kind: "pumpBuy", user: buyer, mint, lamports: sol(0.3) });
      s.at(at + 2_000, { kind: "pumpSell", user: creator, mint, amount: "all", closeAccount: true });
    }
    // the scanned launch
    const mint = s.wallet("mint");
    const launch = 38 * SLOTS_PER_DAY;
    s.at(launch, { kind: "pumpCreate", creator, mint, name: "Peaks Final", symbol: "PEAKF", uri: "https://ipfs.io/ipfs/QmPeaksFinal", devBuyLamports: sol(1) });
    const buyers = planBuyers(s, { prefix: "buyer", count: 24, from: launch + 100, spacing: 600, minSol: 0.2, maxSol: 1.2 });
    buyers.forEach((b) => s.at(b.buySlot, { kind: "pumpBuy", user: b.buyer, mint, lamports: b.lamports }));
    const soldOut = buyers[3].buyer;
    s.at(launch + 100 + 24 * 600 + 500, { kind: "pumpSell", user: soldOut, mint, amount: "all", closeAccount: true });
    const untouched = s.wallet("untouched");
    s.genesis(untouched, sol(3));
    s.fund(launch + 50, untouched, s.wallet("untouched-friend"), sol(1));
    const priorMints = [dumped.mint, held.mint, graduated, ...smallLaunches];
    return {
      mint,
      expect: {
        // dead launches alone are what most prolific launchers have (docs/scoring.md "Deployer base rate"): REVIEW at most
        recommendation: "SAFE",
        alsoAcceptable: ["REVIEW"],
        deployer: { creator, verdict: "SERIAL_RUGGER", priorLaunches: priorMints.length, deadLaunches: 11, priorMints },
        honeypot: { risk: "LOW", risks: [] },
        sellRoute: "routable",
        venue: "pumpfun_curve",
      },
      facts: { mint, creator, priorMints, dumped: dumped.mint, held: held.mint, graduated, smallLaunches, soldOut, untouched },
    };
  },
);

export const deployerPeaks = peaks.scenario;
export const DEPLOYER_PEAKS_EXPECTED = peaks.facts;

export interface BusyDeployerFacts {
  mint: Address;
  creator: Address;
  priorMints: Address[];
  /** transfers the creator sent between its last earlier launch and the scanned one. */
  transfers: number;
}

const BUSY_TRANSFERS = 3_100;

const busy = defineScenarioWithFacts<BusyDeployerFacts>(
  {
    id: "busy-deployer",
    title: "Deployer with more than 3,000 signatures",
    description: "Three earlier pump.fun launches, then over 3,000 transfers, then a new launch: the newest 1,000 signatures hold no earlier launch.",
    startSlot: slotDaysAgo(20),
  },
  (s) => {
    const creator = s.wallet("creator");
    s.genesis(creator, sol(60));
    const priorMints: Address[] = [];
    for (let i = 0; i < 3; i++) {
      const mint = s.wallet(`old-${i + 1}`);
      priorMints.push(mint);
      const at = i * SLOTS_PER_DAY;
      s.at(at, { kind: "pumpCreate", creator, mint, name: `Busy Old ${i + 1}`, symbol: `BOLD${i + 1}`, uri: `https://ipfs.io/ipfs/QmBusyOld${i + 1}`, devBuyLamports: sol(1) });
      const buyer = s.wallet(`old-${i + 1}-buyer`);
      s.genesis(buyer, sol(1));
      s.at(at + 300, { kind: "pumpBuy", user: buyer, mint, lamports: sol(0.4) });
      s.at(at + 2_000, { kind: "pumpSell", user: creator, mint, amount: "all", closeAccount: true });
    }
    // a payout bot's worth of small transfers
    const payees = s.wallets("payee", 50);
    const from = 4 * SLOTS_PER_DAY;
    for (let i = 0; i < BUSY_TRANSFERS; i++) s.at(from + i * 40, { kind: "transfer", from: creator, to: payees[i % payees.length], lamports: 1_000_000n });
    const mint = s.wallet("mint");
    const launch = 19 * SLOTS_PER_DAY;
    s.at(launch, { kind: "pumpCreate", creator, mint, name: "Busy Final", symbol: "BUSYF", uri: "https://ipfs.io/ipfs/QmBusyFinal", devBuyLamports: sol(1) });
    planBuyers(s, { prefix: "buyer", count: 12, from: launch + 100, spacing: 500, minSol: 0.2, maxSol: 1 }).forEach((b) =>
      s.at(b.buySlot, { kind: "pumpBuy", user: b.buyer, mint, lamports: b.lamports }),
    );
    return {
      mint,
      expect: {
        // dead launches alone are what most prolific launchers have (docs/scoring.md "Deployer base rate"): REVIEW at most
        recommendation: "SAFE",
        alsoAcceptable: ["REVIEW"],
        deployer: { creator, verdict: "SERIAL_RUGGER", priorLaunches: 3, deadLaunches: 3, priorMints },
        honeypot: { risk: "LOW", risks: [] },
        sellRoute: "routable",
        venue: "pumpfun_curve",
      },
      facts: { mint, creator, priorMints, transfers: BUSY_TRANSFERS },
    };
  },
);

export const busyDeployer = busy.scenario;
export const BUSY_DEPLOYER_EXPECTED = busy.facts;
