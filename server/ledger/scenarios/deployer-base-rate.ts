// Deployer records judged against their base rate (docs/scoring.md "Deployer
// base rate"), kept out of the default world like deployer-history.ts: tests
// serve them from a world of their own.
//
// - busy-launcher: a pump.fun creator with twelve earlier launches, a day
//   apart, each a small dev buy, one or two buyers with SOL of their own, the
//   dev selling out: all twelve dead, nobody the creator paid ever traded
//   them. What nearly every prolific launcher looks like: no points, no REVIEW.
// - insider-dumper: a creator with four earlier launches; before each it pays
//   three fresh wallets, which buy right after the create and sell all once a
//   few outside buyers came in. Launches dumped by its own funded wallets:
//   counted fully (serial rugger, REVIEW).
// The scanned launch of each is organic: whatever the report says of the
// deployer comes from its record alone.
import { slotDaysAgo, SLOTS_PER_DAY } from "@/server/ledger/clock";
import { planBuyers } from "@/server/ledger/scenarios/helpers";
import { defineScenarioWithFacts, sol, type ScenarioScript } from "@/server/ledger/scenarios/script";
import type { Address } from "@/server/ledger/scenarios/types";

export interface DeployerRecordFacts {
  mint: Address;
  creator: Address;
  /** oldest first. */
  priorMints: Address[];
  /** per earlier launch, the wallets the creator paid that bought and dumped it (empty for the busy launcher). */
  insiders: Record<Address, Address[]>;
}

/** The scanned launch: organic buyers with SOL of their own. */
function organicLaunch(s: ScenarioScript, creator: Address, at: number, name: string): Address {
  const mint = s.wallet("mint");
  s.at(at, { kind: "pumpCreate", creator, mint, name, symbol: name.toUpperCase().replace(/\s+/g, "").slice(0, 6), uri: `https://ipfs.io/ipfs/Qm${name.replace(/\s+/g, "")}`, devBuyLamports: sol(0.8) });
  planBuyers(s, { prefix: "buyer", count: 18, from: at + 100, spacing: 700, minSol: 0.2, maxSol: 1.2 }).forEach((b) => s.at(b.buySlot, { kind: "pumpBuy", user: b.buyer, mint, lamports: b.lamports }));
  return mint;
}

const BUSY_LAUNCHES = 12;

const busy = defineScenarioWithFacts<DeployerRecordFacts>(
  {
    id: "busy-launcher",
    title: "Prolific launcher, every launch dead, no insider",
    description: "Twelve earlier pump.fun launches, each a dev buy, a buyer or two and the dev selling out: all dead, none dumped by wallets the creator paid.",
    startSlot: slotDaysAgo(16),
  },
  (s) => {
    const creator = s.wallet("creator");
    s.genesis(creator, sol(30));
    const priorMints: Address[] = [];
    for (let i = 0; i < BUSY_LAUNCHES; i++) {
      const mint = s.wallet(`old-${i + 1}`);
      priorMints.push(mint);
      const at = i * SLOTS_PER_DAY;
      s.at(at, { kind: "pumpCreate", creator, mint, name: `Try ${i + 1}`, symbol: `TRY${i + 1}`, uri: `https://ipfs.io/ipfs/QmTry${i + 1}`, devBuyLamports: sol(0.4) });
      planBuyers(s, { prefix: `old-${i + 1}-buyer`, count: 1 + (i % 2), from: at + 150, spacing: 200, minSol: 0.1, maxSol: 0.4 }).forEach((b) =>
        s.at(b.buySlot, { kind: "pumpBuy", user: b.buyer, mint, lamports: b.lamports }),
      );
      s.at(at + 1_500, { kind: "pumpSell", user: creator, mint, amount: "all", closeAccount: true });
    }
    const mint = organicLaunch(s, creator, 14 * SLOTS_PER_DAY, "Try Again");
    return {
      mint,
      expect: {
        recommendation: "SAFE",
        alsoAcceptable: ["REVIEW"],
        deployer: { creator, verdict: "SERIAL_RUGGER", priorLaunches: BUSY_LAUNCHES, deadLaunches: BUSY_LAUNCHES, priorMints },
        honeypot: { risk: "LOW", risks: [] },
        sellRoute: "routable",
        venue: "pumpfun_curve",
      },
      facts: { mint, creator, priorMints, insiders: Object.fromEntries(priorMints.map((m) => [m, []])) },
    };
  },
);

export const busyLauncher = busy.scenario;
export const BUSY_LAUNCHER_EXPECTED = busy.facts;

const DUMPED_LAUNCHES = 4;

const dumper = defineScenarioWithFacts<DeployerRecordFacts>(
  {
    id: "insider-dumper",
    title: "Creator whose own funded wallets dumped its launches",
    description: "Four earlier pump.fun launches, each bought right after the create by three wallets the creator had just paid, which sold everything once outside buyers came in.",
    startSlot: slotDaysAgo(12),
  },
  (s) => {
    const creator = s.wallet("creator");
    s.genesis(creator, sol(40));
    const priorMints: Address[] = [];
    const insiders: Record<Address, Address[]> = {};
    for (let i = 0; i < DUMPED_LAUNCHES; i++) {
      const mint = s.wallet(`old-${i + 1}`);
      priorMints.push(mint);
      const at = 1_000 + i * 2 * SLOTS_PER_DAY;
      const crew = s.wallets(`old-${i + 1}-insider`, 3);
      insiders[mint] = crew;
      crew.forEach((w, j) => s.fund(at - 300 + j * 20, creator, w, sol(2)));
      s.at(at, { kind: "pumpCreate", creator, mint, name: `Moon ${i + 1}`, symbol: `MOON${i + 1}`, uri: `https://ipfs.io/ipfs/QmMoon${i + 1}`, devBuyLamports: sol(0.3) });
      crew.forEach((w, j) => s.at(at + 2 + j, { kind: "pumpBuy", user: w, mint, lamports: sol(1.5) }));
      planBuyers(s, { prefix: `old-${i + 1}-victim`, count: 4, from: at + 300, spacing: 150, minSol: 0.2, maxSol: 0.8 }).forEach((b) =>
        s.at(b.buySlot, { kind: "pumpBuy", user: b.buyer, mint, lamports: b.lamports }),
      );
      crew.forEach((w, j) => s.at(at + 1_200 + j * 30, { kind: "pumpSell", user: w, mint, amount: "all" }));
      s.at(at + 1_400, { kind: "pumpSell", user: creator, mint, amount: "all", closeAccount: true });
    }
    const mint = organicLaunch(s, creator, 10 * SLOTS_PER_DAY, "Moon Again");
    return {
      mint,
      expect: {
        recommendation: "REVIEW",
        alsoAcceptable: ["AVOID"],
        deployer: { creator, verdict: "SERIAL_RUGGER", priorLaunches: DUMPED_LAUNCHES, deadLaunches: DUMPED_LAUNCHES, priorMints },
        honeypot: { risk: "LOW", risks: [] },
        sellRoute: "routable",
        venue: "pumpfun_curve",
      },
      facts: { mint, creator, priorMints, insiders },
    };
  },
);

export const insiderDumper = dumper.scenario;
export const INSIDER_DUMPER_EXPECTED = dumper.facts;
