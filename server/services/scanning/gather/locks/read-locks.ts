// Locks of a mint's supply and of its main pool's LP, from the locker and
// vesting programs of server/chain/locks (docs/locks.md). Round 1 asks every
// supply locker and every pool program at once (one JSON-RPC batch); the main
// pool (the one whose vault holds the most of the mint) then decides the LP
// queries, which go out with the follow-ups of round 1; at most four rounds.
// Every failure is recorded per program and nothing is thrown.
import { readMintSupply } from "@/server/chain/locks/account-bytes";
import { poolQueries, type FoundPool } from "@/server/chain/locks/pools/pool-layouts";
import type { DecodeContext } from "@/server/chain/locks/types";
import type { DecodedLock, LockEntry, LockerId, LocksSnapshot, LpBase } from "@/server/engine/locks/lock-types";
import type { Address, LiquidityAccountSnapshot } from "@/server/engine/snapshot";
import { isProgramStep, type AccountStep, type Step } from "@/server/services/scanning/gather/locks/lock-steps";
import { lpSteps } from "@/server/services/scanning/gather/locks/lp-steps";
import { readRound } from "@/server/services/scanning/gather/locks/program-reads";
import { supplySteps } from "@/server/services/scanning/gather/locks/supply-steps";
import type { ScanRpc } from "@/server/services/scanning/gather/scan-rpc";

export interface LockReadInput {
  mint: Address;
  /** the mint's liquidity accounts with their balances (the holders round), to pick the main pool. */
  liquidity: Promise<LiquidityAccountSnapshot[]>;
  /** the scan's clock when a lock is decoded. */
  clock: () => DecodeContext;
}

const MAX_ROUNDS = 4;
const LP_LOCKERS: LockerId[] = ["streamflow", "jupiter_lock", "uncx_lp_locker", "raydium_lp_lock", "meteora_lock_escrow", "meteora_damm_v2", "orca_position_lock"];

export async function readLocks(input: LockReadInput, scan: ScanRpc): Promise<LocksSnapshot> {
  const decoded: DecodedLock[] = [];
  const read = new Set<LockerId>();
  const failed = new Map<LockerId, string>();
  const sink = { add: (lock: DecodedLock) => decoded.push(lock) };
  const pools = poolQueries(input.mint);
  let pending: Step[] = supplySteps(input.mint, input.clock);
  let lp: LpBase | null = null;
  let lpPool: FoundPool | null = null;
  for (let round = 1; round <= MAX_ROUNDS && (pending.length > 0 || round === 1); round++) {
    const programSteps = pending.filter(isProgramStep);
    const accountSteps = pending.filter((s): s is AccountStep => !isProgramStep(s));
    const answer = await readRound(scan, {
      programs: [...programSteps.map((s) => s.query), ...(round === 1 ? pools.map((p) => p.query) : [])],
      accounts: [...accountSteps.map((s) => s.address), ...(round === 2 && lpPool?.lpMint ? [lpPool.lpMint] : [])],
    });
    const next: Step[] = [];
    programSteps.forEach((step, i) => {
      const result = answer.programs[i];
      if (!result.ok) return failed.set(step.locker, result.reason);
      read.add(step.locker);
      next.push(...step.take(result.value, sink));
    });
    for (const step of accountSteps) next.push(...step.take(answer.accounts.get(step.address) ?? null, sink));
    if (round === 1) {
      const found = collectPools(pools, answer.programs.slice(programSteps.length));
      if (found.failure && found.pools.length === 0) for (const id of LP_LOCKERS) failed.set(id, `pool lookup failed: ${found.failure}`);
      lpPool = chooseMainPool(found.pools, await input.liquidity);
      if (lpPool) next.push(...lpSteps(lpPool, input.clock));
    }
    if (round === 2 && lpPool) lp = lpBaseOf(lpPool, lpPool.lpMint ? (answer.accounts.get(lpPool.lpMint) ?? null) : null);
    pending = next;
  }
  if (lpPool && !lp) lp = lpBaseOf(lpPool, null);
  return { lp, locks: classify(decoded, input.mint, lp), read: [...read].filter((id) => !failed.has(id)), failed: [...failed].map(([locker, reason]) => ({ locker, reason })) };
}

function collectPools(pools: ReturnType<typeof poolQueries>, answers: Awaited<ReturnType<typeof readRound>>["programs"]) {
  const found = new Map<string, FoundPool>();
  let failure: string | null = null;
  answers.forEach((answer, i) => {
    if (!answer.ok) return (failure = answer.reason);
    for (const account of answer.value) {
      const pool = pools[i].layout.decode(account.pubkey, account.data);
      if (pool && !found.has(pool.pool)) found.set(pool.pool, pool);
    }
  });
  return { pools: [...found.values()], failure };
}

/** The pool whose vault holds the most of the mint (venue order breaks ties, as when no vault is among the largest accounts). */
export function chooseMainPool(pools: FoundPool[], liquidity: LiquidityAccountSnapshot[]): FoundPool | null {
  const held = new Map(liquidity.map((l) => [l.tokenAccount, l.amount]));
  const depth = (p: FoundPool) => p.vaults.reduce((max, v) => ((held.get(v) ?? 0n) > max ? (held.get(v) ?? 0n) : max), 0n);
  return pools.reduce<FoundPool | null>((best, p) => (best === null || depth(p) > depth(best) ? p : best), null);
}

function lpBaseOf(pool: FoundPool, lpMintData: Buffer | null): LpBase {
  return { pool: pool.pool, venue: pool.venue, lpMint: pool.lpMint, total: pool.lpMint ? (lpMintData ? readMintSupply(lpMintData) : null) : pool.liquidity };
}

/** A lock of the scanned mint is of its supply; one of the LP mint or the main pool is of the LP; anything else is not ours. */
function classify(decoded: DecodedLock[], mint: Address, lp: LpBase | null): LockEntry[] {
  const seen = new Set<string>();
  const out: LockEntry[] = [];
  for (const lock of decoded) {
    const asset = lock.mint === mint ? "supply" : lp && ((lp.lpMint !== null && lock.mint === lp.lpMint) || (lp.lpMint === null && lock.pool === lp.pool)) ? "lp" : null;
    const key = `${lock.locker}:${lock.account}:${lock.releases.map((r) => r.kind).join()}`;
    if (!asset || lock.amount === 0n || seen.has(key)) continue;
    seen.add(key);
    out.push({ ...lock, asset });
  }
  return out;
}
