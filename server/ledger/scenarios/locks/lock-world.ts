// What every lock world shares: a token (with a PumpSwap or Raydium v4 pool
// and buyers, or bare for pools planted on venues the ledger does not trade),
// the creator's wrapped SOL for a planted pool, and the facts a test checks
// the scan against: the lock's accounts, what it holds, its schedule.
import { TIP_TIME } from "@/server/ledger/clock";
import { ACCOUNTS, PROGRAMS } from "@/server/ledger/constants";
import { associatedTokenAddress } from "@/server/ledger/crypto/pda";
import { deriveAddress } from "@/server/ledger/keys";
import { isqrt } from "@/server/ledger/world/amm-math";
import { pumpswapAddresses } from "@/server/ledger/world/ix/pumpswap";
import { raydiumAddresses } from "@/server/ledger/world/ix/raydium";
import type { ProgramCall } from "@/server/ledger/world/actions/program-call";
import type { PoolVenue } from "@/server/ledger/world/types";
import { launchPoolToken } from "@/server/ledger/scenarios/pool-token";
import { sol, type ScenarioScript } from "@/server/ledger/scenarios/script";
import type { Address } from "@/server/ledger/scenarios/types";

export const HOUR = 3_600;
export const DAY = 86_400;
export const YEAR = 365 * DAY;
/** "far away": locks that must not unlock inside any horizon, whatever clock reads the world. */
export const FAR = TIP_TIME + 10 * YEAR;
export const SUPPLY = 1_000_000_000n * 10n ** 6n;
export const pctOfSupply = (pct: number): bigint => (SUPPLY * BigInt(Math.round(pct * 10_000))) / 1_000_000n;

export interface LockFacts {
  mint: Address;
  creator: Address;
  /** the locker program and the scanner's id for it (docs/locks.md). */
  program: Address;
  locker: string;
  asset: "lp" | "supply";
  /** the main pool and its LP mint (null for pools whose positions are not tokens). */
  pool: Address | null;
  lpMint: Address | null;
  /** the lock accounts the scan lists. */
  accounts: Address[];
  /** what the locks still hold, base units (liquidity units for position locks). */
  locked: bigint;
  /** of which locked for good. */
  forever: bigint;
  /** the LP supply, the pool's liquidity, or the token supply. */
  base: bigint;
  /** the releases, periodic ones spelled out; a linear part apart. */
  tranches: { at: number; amount: bigint }[];
  linear: { from: number; to: number; amount: bigint } | null;
  beneficiary: Address | null;
  /** the earliest meaningful unlock the scan reports (1% of the base, or all when less is locked). */
  unlocksAt: number | null;
}

/** Withdrawable by `t` per the facts (what a correct scan reports as unlocking by then). */
export function withdrawableAt(f: Pick<LockFacts, "tranches" | "linear">, t: number): bigint {
  const steps = f.tranches.filter((r) => r.at <= t).reduce((sum, r) => sum + r.amount, 0n);
  const l = f.linear;
  const linear = !l || t <= l.from ? 0n : t >= l.to ? l.amount : (l.amount * BigInt(t - l.from)) / BigInt(l.to - l.from);
  return steps + linear;
}

export interface TradedToken {
  creator: Address;
  mint: Address;
  pool: Address;
  lpMint: Address;
  /** the creator's LP token account and the LP minted to it. */
  creatorLp: Address;
  lpMinted: bigint;
}

/** A token with 85% of supply in a pool beside 60 SOL, then 14 organic buyers. */
export function tradedToken(s: ScenarioScript, name: string, venue: PoolVenue): TradedToken {
  const { creator, mint } = launchPoolToken(s, { name, symbol: name.slice(0, 5).toUpperCase(), pool: { venue, fraction: 0.85, sol: 60 }, buyers: 14 });
  const lpMinted = isqrt(pctOfSupply(85) * sol(60));
  if (venue === "pumpswap") {
    const pool = pumpswapAddresses.pool(creator, mint);
    const lpMint = pumpswapAddresses.lpMint(pool);
    return { creator, mint, pool, lpMint, creatorLp: associatedTokenAddress(creator, lpMint, PROGRAMS.token2022), lpMinted };
  }
  const market = deriveAddress("openbook-market", mint);
  const lpMint = raydiumAddresses.lpMint(market);
  return { creator, mint, pool: raydiumAddresses.amm(market), lpMint, creatorLp: associatedTokenAddress(creator, lpMint, PROGRAMS.token), lpMinted };
}

/** A bare token: all the supply with its creator, who holds SOL for a pool of its own. */
export function bareToken(s: ScenarioScript, name: string): { creator: Address; mint: Address; creatorTokens: Address; creatorWsol: Address } {
  const creator = s.wallet("creator");
  const mint = s.wallet("mint");
  s.genesis(creator, sol(80));
  s.at(0, { kind: "splCreate", creator, mint, program: "token", decimals: 6, supply: SUPPLY, name, symbol: name.slice(0, 5).toUpperCase(), revokeMintAuthority: true, freezeAuthority: null });
  return { creator, mint, creatorTokens: associatedTokenAddress(creator, mint, PROGRAMS.token), creatorWsol: associatedTokenAddress(creator, ACCOUNTS.wrappedSol, PROGRAMS.token) };
}

/** A planted pool's call, preceded by the creator's wrapped-SOL account and its funding. */
export function withCreatorWsol(call: ProgramCall, creator: Address, lamports: bigint): ProgramCall {
  const wsol = associatedTokenAddress(creator, ACCOUNTS.wrappedSol, PROGRAMS.token);
  return { ...call, tokenAccounts: [{ address: wsol, mint: ACCOUNTS.wrappedSol, owner: creator }, ...(call.tokenAccounts ?? [])], wraps: [{ account: wsol, lamports }, ...(call.wraps ?? [])] };
}
