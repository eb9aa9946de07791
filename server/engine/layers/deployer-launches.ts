// Judging one past launch of the deployer and summarising them all.
// Dead: no pair at all, or liquidity < config.deadLiquidityUsd, or market cap
// < config.deadMarketCapUsd. Dead on arrival: dead with no pair, or dead with a
// known peak below config.deadOnArrivalPeakUsd. Pump and dump
// (docs/decisions.md "Deployer peaks"): the peak ran past config.pumpPeakUsd
// and the market cap after it fell to dust: below config.dumpDustPctOfPeak % of
// the peak or below config.dumpDustMarketCapUsd. "After the peak" is the lowest
// of the launch's trades after it (its own history, in SOL, priced here at the
// scan's SOL price) and its market cap now (no pair at all counts as 0: nothing
// is left to sell into). Graduated: a launchpad launch (bonding curve) whose
// deepest pair is now on an AMM. Insider-dumped: wallets the creator funded
// sold at least config.insiderDumpMinSoldPct % of what they bought of it, or
// the creator sold more than config.creatorAllocationDumpRatio times what it
// bought (supply it never paid for); the creator selling its own dev buy is
// what most creators do and is left to the base rate.
import type { EngineConfig } from "@/server/engine/config";
import { isPumpAndDump } from "@/server/engine/analytics/launch-peaks";
import { roundTo } from "@/server/engine/format";
import type { LaunchEntry } from "@/server/contracts/scan-report";
import type { Address, LaunchSnapshot, Venue } from "@/server/engine/snapshot";

export interface LaunchFacts {
  entry: LaunchEntry;
  deadOnArrival: boolean;
  pumpAndDump: boolean | null;
  /** null when the launch's sellers are unknown. */
  insiderDumped: boolean | null;
}

/** Venues whose launches trade on a bonding curve until they graduate. */
const LAUNCHPAD_VENUES = new Set<Venue>(["pumpfun", "raydium_launchlab", "meteora_dbc", "moonshot"]);
/** DexScreener dexIds of those bonding curves: a deepest pair elsewhere is an AMM pool. */
const CURVE_DEX_IDS = new Set(["pumpfun", "moonshot", "launchlab", "raydium-launchlab", "meteora-dbc", "dbc"]);

function graduatedOf(launch: LaunchSnapshot): boolean | null {
  if (launch.market.status === "unavailable") return null;
  if (launch.venue === null || !LAUNCHPAD_VENUES.has(launch.venue)) return false;
  if (launch.market.status === "none" || launch.market.dexId === undefined) return launch.market.status === "none" ? false : null;
  return !CURVE_DEX_IDS.has(launch.market.dexId);
}

const highest = (values: (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null);
  return known.length > 0 ? Math.max(...known) : null;
};

const lowest = (values: (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null);
  return known.length > 0 ? Math.min(...known) : null;
};

/** The creator-funded wallets that dumped the launch; null when its sellers were not read. */
function findInsiderSellers(launch: LaunchSnapshot, creator: Address | null, config: EngineConfig): Address[] | null {
  const sellers = launch.history?.status === "ok" ? launch.history.sellers : undefined;
  if (!sellers || creator === null) return null;
  const dumped = (s: { bought: bigint; sold: bigint }) => s.sold > 0n && s.sold * 100n >= s.bought * BigInt(config.insiderDumpMinSoldPct);
  // the creator selling its dev buy is what most creators do; selling supply it never bought is an allocation dumped
  const dumpedAllocation = (s: { bought: bigint; sold: bigint }) => s.sold > s.bought * BigInt(config.creatorAllocationDumpRatio);
  return sellers
    .filter((s) => (s.wallet === creator ? dumpedAllocation(s) : s.funder === creator && dumped(s)))
    .map((s) => s.wallet)
    .sort();
}

/** `solUsd` prices the history's SOL values; null leaves them unknown. `creator` names the deployer's own funded wallets. */
export function judgeLaunch(launch: LaunchSnapshot, config: EngineConfig, solUsd: number | null = null, creator: Address | null = null): LaunchFacts {
  const insiders = findInsiderSellers(launch, creator, config);
  const insiderDumped = insiders === null ? null : insiders.length > 0;
  const facts = judgeOutcome(launch, config, solUsd);
  const entry: LaunchEntry = { ...facts.entry, insider_dumped: insiderDumped, ...(insiders && insiders.length > 0 ? { insider_sellers: insiders } : {}) };
  return { ...facts, entry, insiderDumped };
}

function judgeOutcome(launch: LaunchSnapshot, config: EngineConfig, solUsd: number | null): Omit<LaunchFacts, "insiderDumped"> {
  const market = launch.market;
  const base = { mint: launch.mint, symbol: launch.symbol, signature: launch.signature, slot: launch.slot, venue: launch.venue, graduated: graduatedOf(launch) };
  const history = launch.history?.status === "ok" ? launch.history : null;
  const usd = (sol: number | null | undefined) => (sol != null && solUsd !== null ? Math.round(sol * solUsd) : null);
  const historyPeak = usd(history?.peakMcapSol);
  const tradedFloor = usd(history?.floorAfterPeakSol);
  const rule = { pumpPeakUsd: config.pumpPeakUsd, dustPctOfPeak: config.dumpDustPctOfPeak, dustMarketCapUsd: config.dumpDustMarketCapUsd };
  // a snapshot stored before the floor was gathered has no floor: its old verdict is not this rule's
  const judgeDump = (peak: number | null, now: number | null) =>
    history && history.floorAfterPeakSol === undefined && now === null ? null : isPumpAndDump(peak, lowest([tradedFloor, now]), rule);
  if (market.status === "unavailable") {
    const entry = { ...base, peak_mcap_usd: historyPeak, now_mcap_usd: null, drawdown_from_peak: null, status: "unknown" as const };
    const pumpAndDump = judgeDump(historyPeak, null);
    return { entry: { ...entry, pump_and_dump: pumpAndDump }, deadOnArrival: false, pumpAndDump };
  }
  if (market.status === "none") {
    const pumpAndDump = judgeDump(historyPeak, 0);
    const entry = { ...base, peak_mcap_usd: historyPeak, now_mcap_usd: null, drawdown_from_peak: null, status: "dead" as const, pump_and_dump: pumpAndDump };
    return { entry, deadOnArrival: historyPeak === null || historyPeak < config.deadOnArrivalPeakUsd, pumpAndDump };
  }
  const knownPeak = highest([market.peakMarketCap, historyPeak]);
  // a sampled history can miss the top; the peak is never below today's value
  const peak = knownPeak === null ? null : Math.max(knownPeak, market.marketCap);
  const dead = market.liquidityUsd < config.deadLiquidityUsd || market.marketCap < config.deadMarketCapUsd;
  const drawdown = peak !== null && peak > 0 ? roundTo(Math.max(0, ((peak - market.marketCap) / peak) * 100), 1) : null;
  const pumpAndDump = judgeDump(peak, market.marketCap);
  const entry: LaunchEntry = {
    ...base,
    peak_mcap_usd: peak,
    now_mcap_usd: market.marketCap,
    drawdown_from_peak: drawdown,
    status: dead ? "dead" : "alive",
    pump_and_dump: pumpAndDump,
  };
  return { entry, deadOnArrival: dead && peak !== null && peak < config.deadOnArrivalPeakUsd, pumpAndDump };
}

export interface LaunchSummary {
  tokensLaunched: number;
  sampled: number;
  dead: number;
  deadPct: number | null;
  stillAlive: number;
  deadOnArrival: number;
  pumpAndDumps: number | null;
  /** launches whose pump-and-dump could be judged. */
  pumpKnown: number;
  /** launches the creator's funded wallets bought and dumped. */
  insiderDumps: number;
  bestPeakUsd: number | null;
  medianPeakUsd: number | null;
  /** an alive launch at or above config.provenMarketCapUsd (peak or now). */
  hasProvenLaunch: boolean;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summariseLaunches(facts: LaunchFacts[], config: EngineConfig): LaunchSummary {
  const sampled = facts.filter((fact) => fact.entry.status !== "unknown");
  const dead = sampled.filter((fact) => fact.entry.status === "dead").length;
  const peaks = facts.map((fact) => fact.entry.peak_mcap_usd).filter((peak): peak is number => peak !== null);
  const knownPumps = facts.filter((fact) => fact.pumpAndDump !== null);
  return {
    tokensLaunched: facts.length,
    sampled: sampled.length,
    dead,
    deadPct: sampled.length > 0 ? roundTo((dead / sampled.length) * 100, 1) : null,
    stillAlive: sampled.length - dead,
    deadOnArrival: facts.filter((fact) => fact.deadOnArrival).length,
    pumpAndDumps: knownPumps.length > 0 ? knownPumps.filter((fact) => fact.pumpAndDump).length : null,
    pumpKnown: knownPumps.length,
    insiderDumps: facts.filter((fact) => fact.insiderDumped === true).length,
    bestPeakUsd: peaks.length > 0 ? Math.max(...peaks) : null,
    medianPeakUsd: median(peaks),
    hasProvenLaunch: sampled.some(
      (fact) =>
        fact.entry.status === "alive" &&
        Math.max(fact.entry.peak_mcap_usd ?? 0, fact.entry.now_mcap_usd ?? 0) >= config.provenMarketCapUsd,
    ),
  };
}
