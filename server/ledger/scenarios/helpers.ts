// Building blocks for scenarios: organic buyers (each funded by its own
// wallet, in its own slot, then buying), and a curve simulation so a scenario
// knows which buy completes a pump.fun curve before it schedules migration.
import { applyCurveBuy, newCurve, quoteCurveBuy } from "@/server/ledger/world/curve-math";
import type { CurveState } from "@/server/ledger/world/types";
import { sol, type ScenarioScript } from "@/server/ledger/scenarios/script";
import type { Address, ScenarioExpectation } from "@/server/ledger/scenarios/types";

export interface BuyerPlan {
  prefix: string;
  count: number;
  /** slot offset of the first funding. */
  from: number;
  /** slots between two buyers (jittered). */
  spacing: number;
  minSol: number;
  maxSol: number;
}

export interface PlannedBuy {
  buyer: Address;
  funder: Address;
  fundSlot: number;
  buySlot: number;
  lamports: bigint;
}

/** Each buyer gets a distinct funder with older history; funding precedes the buy. */
export function planBuyers(s: ScenarioScript, plan: BuyerPlan): PlannedBuy[] {
  return s.wallets(plan.prefix, plan.count).map((buyer, i) => {
    const funder = s.wallet(`${plan.prefix}-funder-${i + 1}`);
    s.genesis(funder, s.random.sol(15, 400));
    const fundSlot = plan.from + i * plan.spacing + s.random.int(0, Math.floor(plan.spacing / 3));
    const lamports = s.random.sol(plan.minSol, plan.maxSol);
    s.fund(fundSlot, funder, buyer, lamports + sol(0.08));
    return { buyer, funder, fundSlot, buySlot: fundSlot + s.random.int(30, Math.max(40, Math.floor(plan.spacing / 2))), lamports };
  });
}

/** Tracks a curve as the scenario schedules buys on it. */
export class CurveSim {
  readonly curve: CurveState;

  constructor(mint: Address, creator: Address) {
    this.curve = newCurve(mint, creator);
  }

  /** Applies a buy; returns false (and applies nothing) once the curve is complete. */
  buy(lamports: bigint): boolean {
    if (this.curve.complete) return false;
    applyCurveBuy(this.curve, quoteCurveBuy(this.curve, lamports));
    return true;
  }

  get complete(): boolean {
    return this.curve.complete;
  }
}

/**
 * Schedules curve buys in order; buys after the curve completes go to the
 * PumpSwap pool created by the migration, scheduled 40 slots after the
 * completing buy. Returns the migration slot (or null when never complete).
 */
export function scheduleCurveThenPool(s: ScenarioScript, mint: Address, sim: CurveSim, buys: PlannedBuy[]): number | null {
  let migrateAt: number | null = null;
  for (const b of buys) {
    if (migrateAt === null && sim.buy(b.lamports)) {
      s.at(b.buySlot, { kind: "pumpBuy", user: b.buyer, mint, lamports: b.lamports });
      if (sim.complete) {
        migrateAt = b.buySlot + 40;
        s.at(migrateAt, { kind: "pumpMigrate", mint });
      }
    } else {
      const slot = migrateAt !== null && b.buySlot <= migrateAt ? migrateAt + 5 : b.buySlot;
      s.at(slot, { kind: "poolBuy", user: b.buyer, mint, lamports: b.lamports });
    }
  }
  return migrateAt;
}

export interface CurveLaunch {
  name: string;
  symbol: string;
  /** SOL the creator holds at genesis. */
  creatorSol: number;
  devBuySol: number;
}

/**
 * pump.fun create (with the creator's dev buy) at slot offset 0 by a wallet
 * "creator" for mint "mint"; returns a CurveSim that already holds the dev buy.
 */
export function launchOnCurve(s: ScenarioScript, launch: CurveLaunch): { creator: Address; mint: Address; sim: CurveSim } {
  const creator = s.wallet("creator");
  const mint = s.wallet("mint");
  s.genesis(creator, sol(launch.creatorSol));
  const uri = `https://ipfs.io/ipfs/Qm${launch.name.replace(/\s+/g, "")}`;
  s.at(0, { kind: "pumpCreate", creator, mint, name: launch.name, symbol: launch.symbol, uri, devBuyLamports: sol(launch.devBuySol) });
  const sim = new CurveSim(mint, creator);
  sim.buy(sol(launch.devBuySol));
  return { creator, mint, sim };
}

/**
 * The planted truth most launches share: a first-time creator, no honeypot, a
 * sell route, SAFE with REVIEW also acceptable. `own` adds what the scenario
 * plants (venue, holder count, clusters…) and may override any of these.
 */
export function firstLaunchExpect(creator: Address, own: Partial<ScenarioExpectation>): ScenarioExpectation {
  return {
    recommendation: "SAFE",
    alsoAcceptable: ["REVIEW"],
    deployer: { creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 },
    honeypot: { risk: "LOW", risks: [] },
    sellRoute: "routable",
    ...own,
  };
}
