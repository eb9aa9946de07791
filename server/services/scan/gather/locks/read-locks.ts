// Locks of a mint's supply and of its main pool's LP, from the locker and
// vesting programs of server/chain/locks (docs/locks.md). Round 1 asks every
// supply locker and every pool program at once (one JSON-RPC batch); the main
// pool (the one whose vault holds the most of the mint) then decides the LP
// queries, which go out with round 1's follow-ups; four rounds at most.
// Every failure is recorded per program and nothing is thrown.
import { readMintSupply } from "@/server/chain/locks/account-bytes";
import { poolQueries, type FoundPool } from "@/server/chain/locks/pools/pool-layouts";
import type { DecodeContext } from "@/server/chain/locks/types";
import type { DecodedLock, LockEntry, LockerId, LocksSnapshot, LpBase } from "@/server/engine/locks/lock-types";
import type { Address, LiquidityAccountSnapshot } from "@/server/engine/snapshot";
import { accountStep, programStep } from "@/server/services/scan/gather/locks/lock-steps";
import { lpSteps } from "@/server/services/scan/gather/locks/lp-steps";
import { runSteps, type StepsResult } from "@/server/services/scan/gather/locks/run-steps";
import { supplySteps } from "@/server/services/scan/gather/locks/supply-steps";
import type { ScanRpc } from "@/server/services/scan/gather/scan-rpc";

export interface LockReadInput {
  mint: Address;
  /**
   * the balances of the mint's PDA-owned token accounts, to pick the main pool: known with the
   * largest accounts' owners (round 1), not after their owners are classified, so the LP queries
   * leave a round earlier.
   */
  liquidity: Promise<VaultBalance[]>;
  /** the scan's clock when a lock is decoded. */
  clock: () => DecodeContext;
  /** aborted when the scan stops waiting for the locks. */
  signal?: AbortSignal;
}

export type VaultBalance = Pick<LiquidityAccountSnapshot, "tokenAccount" | "amount">;

/** Rounds after the first: LP queries with round 1's follow-ups, then two levels of follow-ups. */
const LATER_ROUNDS = 3;
const LP_LOCKERS: LockerId[] = ["streamflow", "jupiter_lock", "uncx_lp_locker", "raydium_lp_lock", "meteora_lock_escrow", "meteora_damm_v2", "orca_position_lock"];

export async function readLocks(input: LockReadInput, scan: ScanRpc): Promise<LocksSnapshot> {
  const found = new Map<string, FoundPool>();
  const poolSteps = poolQueries(input.mint).map(({ layout, query }) =>
    programStep({
      locker: null,
      query,
      take(accounts) {
        for (const account of accounts) {
          const pool = layout.decode(account.pubkey, account.data);
          if (pool && !found.has(pool.pool)) found.set(pool.pool, pool);
        }
        return [];
      },
    }),
  );
  const first = await runSteps(scan, [...supplySteps(input.mint, input.clock), ...poolSteps], 1, undefined, input.signal);
  if (first.poolFailure && found.size === 0) for (const id of LP_LOCKERS) first.failed.set(id, `pool lookup failed: ${first.poolFailure}`);
  const pool = chooseMainPool([...found.values()], await input.liquidity);
  let lpTotal: bigint | null = pool?.lpMint ? null : (pool?.liquidity ?? null);
  const readSupply = (data: Buffer | null) => {
    lpTotal = data ? readMintSupply(data) : null;
    return [];
  };
  const lpMintRead = pool?.lpMint ? [accountStep({ locker: null, address: pool.lpMint, take: readSupply })] : [];
  const result = await runSteps(scan, [...first.pending, ...(pool ? lpSteps(pool, input.clock) : []), ...lpMintRead], LATER_ROUNDS, first, input.signal);
  const lp: LpBase | null = pool ? { pool: pool.pool, venue: pool.venue, lpMint: pool.lpMint, total: lpTotal } : null;
  return toSnapshot(result, input.mint, lp);
}

/** LP locks of one LP mint (trade analysis, when its history names an LP the pool lookup did not find). */
export async function readLpMintLocks(lpMint: Address, pool: Address, clock: () => DecodeContext, scan: ScanRpc): Promise<LocksSnapshot> {
  const result = await runSteps(scan, lpSteps({ pool, program: null, lpMint }, clock), LATER_ROUNDS);
  return toSnapshot(result, lpMint, { pool, venue: null, lpMint, total: null });
}

/** The pool whose vault holds the most of the mint (venue order breaks ties, as when no vault is among the largest accounts). */
export function chooseMainPool(pools: FoundPool[], liquidity: VaultBalance[]): FoundPool | null {
  const held = new Map(liquidity.map((l) => [l.tokenAccount, l.amount]));
  const depth = (p: FoundPool) => p.vaults.reduce((max, v) => ((held.get(v) ?? 0n) > max ? (held.get(v) ?? 0n) : max), 0n);
  return pools.reduce<FoundPool | null>((best, p) => (best === null || depth(p) > depth(best) ? p : best), null);
}

function toSnapshot(result: StepsResult, mint: Address, lp: LpBase | null): LocksSnapshot {
  return {
    lp,
    locks: classify(result.decoded, mint, lp),
    read: [...result.read].filter((id) => !result.failed.has(id)),
    failed: [...result.failed].map(([locker, reason]) => ({ locker, reason })),
  };
}

/** A lock of the scanned mint is of its supply; one of the LP mint or of the main pool is of the LP; anything else is not ours. */
function classify(decoded: DecodedLock[], mint: Address, lp: LpBase | null): LockEntry[] {
  const seen = new Set<string>();
  const out: LockEntry[] = [];
  for (const lock of decoded) {
    const isLp = lp !== null && (lp.lpMint !== null ? lock.mint === lp.lpMint : lock.pool === lp.pool);
    const asset = lock.mint === mint && !isLp ? "supply" : isLp ? "lp" : null;
    const key = `${lock.locker}:${lock.account}:${lock.releases.map((r) => r.kind).join()}`;
    if (!asset || lock.amount === 0n || seen.has(key)) continue;
    seen.add(key);
    out.push({ ...lock, asset });
  }
  return out;
}
