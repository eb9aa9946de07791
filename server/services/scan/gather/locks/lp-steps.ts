// Steps that find locks of the main pool's LP. LP tokens (Raydium v4 and
// CPMM, PumpSwap, Meteora DAMM v1) are locked by their LP mint in Streamflow,
// Jupiter Lock, UNCX and Raydium Burn & Earn, and by their pool in Meteora's
// lock escrow. Pools whose positions are not tokens lock liquidity inside the
// position (Meteora DAMM v2), through a lock config (Orca) or by locking the
// position's NFT (Raydium Burn & Earn of CLMM positions).
import { dammV2PositionsQuery, dammV2VestingsQuery, decodeDammV2Position, decodeDammV2Vesting, permanentLock, vestingLock, type DammV2Position } from "@/server/chain/locks/layouts/meteora-damm-v2";
import { decodeMeteoraLockEscrow, meteoraLockEscrowQuery } from "@/server/chain/locks/layouts/meteora-lock-escrow";
import { decodeOrcaLockConfig, orcaLockConfigsQuery, orcaPositionLock, type OrcaLockConfig } from "@/server/chain/locks/layouts/orca-position-lock";
import { decodeRaydiumClmmLock, decodeRaydiumLpLock, raydiumClmmLockQuery, raydiumClmmPositionLock, raydiumLpLockQuery, type LockedClmmPosition } from "@/server/chain/locks/layouts/raydium-lp-lock";
import { decodeUncxLpLocker, uncxLpLockerQuery } from "@/server/chain/locks/layouts/uncx-lp-locker";
import type { FoundPool } from "@/server/chain/locks/pools/pool-layouts";
import type { DecodeContext } from "@/server/chain/locks/types";
import { accountStep, decodeAll, programStep, type Step } from "@/server/services/scan/gather/locks/lock-steps";
import { mintKeyedSteps } from "@/server/services/scan/gather/locks/supply-steps";

const DAMM_V1 = "Eo7WjKq67rjJQSZxS6z3YkapzY3eMj6Xy8X5EQVn5UaB";
const DAMM_V2 = "cpamdpZCGKUy5JxQXB4dcpGPiikHawvSWAd6mEn1sGG";
const ORCA = "whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc";
const RAYDIUM_CLMM = "CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK";
/** Follow-up reads per pool: positions whose vesting accounts are read, locked Orca positions read. */
const MAX_FOLLOW_UPS = 50;
/** Solana's target slot time: DAMM v2 points counted in slots become times at this pace from the slot of the reads. */
const SECONDS_PER_SLOT = 0.4;

/** What the LP steps need of a pool: its account, program (null when unknown) and LP mint. */
export type LpTarget = Pick<FoundPool, "pool" | "lpMint" | "pointsAreSlots"> & { program: string | null };

export function lpSteps(pool: LpTarget, clock: () => DecodeContext): Step[] {
  if (pool.lpMint) {
    const steps: Step[] = [
      ...mintKeyedSteps(pool.lpMint, clock),
      decodeAll("uncx_lp_locker", uncxLpLockerQuery(pool.lpMint), (a) => decodeUncxLpLocker(a.pubkey, a.data, clock())),
      decodeAll("raydium_lp_lock", raydiumLpLockQuery(pool.lpMint), (a) => decodeRaydiumLpLock(a.pubkey, a.data, clock())),
    ];
    if (pool.program === DAMM_V1) steps.push(decodeAll("meteora_lock_escrow", meteoraLockEscrowQuery(pool.pool), (a) => decodeMeteoraLockEscrow(pool.lpMint)(a.pubkey, a.data, clock())));
    return steps;
  }
  if (pool.program === DAMM_V2) return [dammV2Step(pool, clock)];
  if (pool.program === RAYDIUM_CLMM) return [raydiumClmmStep(pool)];
  return pool.program === ORCA ? [orcaStep(pool)] : [];
}

function dammV2Step(pool: LpTarget, clock: () => DecodeContext): Step {
  const toTime = (point: bigint): number => {
    if (!pool.pointsAreSlots) return Number(point);
    const { now, slot } = clock();
    return slot === null ? now : Math.round(now + (Number(point) - slot) * SECONDS_PER_SLOT);
  };
  return programStep({
    locker: "meteora_damm_v2",
    query: dammV2PositionsQuery(pool.pool),
    take(accounts, sink) {
      const vesting: DammV2Position[] = [];
      for (const account of accounts) {
        const position = decodeDammV2Position(account.pubkey, account.data);
        if (!position) continue;
        const permanent = permanentLock(position);
        if (permanent) sink.add(permanent);
        const inner = vestingLock(position, position.address, position.inner, toTime);
        if (inner) sink.add(inner);
        if (position.vested > 0n) vesting.push(position);
      }
      return vesting.slice(0, MAX_FOLLOW_UPS).map((position) => vestingsStep(position, toTime));
    },
  });
}

/** A position's Vesting accounts (besides the schedule kept inside the position). */
function vestingsStep(position: DammV2Position, toTime: (point: bigint) => number): Step {
  return programStep({
    locker: "meteora_damm_v2",
    query: dammV2VestingsQuery(position.address),
    take(accounts, sink) {
      for (const account of accounts) {
        const decoded = decodeDammV2Vesting(account.data);
        const lock = decoded?.position === position.address ? vestingLock(position, account.pubkey, decoded.inner, toTime) : null;
        if (lock) sink.add(lock);
      }
      return [];
    },
  });
}

function orcaStep(pool: LpTarget): Step {
  return programStep({
    locker: "orca_position_lock",
    query: orcaLockConfigsQuery(pool.pool),
    take(accounts) {
      const configs = accounts.map((a) => decodeOrcaLockConfig(a.pubkey, a.data)).filter((c): c is OrcaLockConfig => c !== null && c.whirlpool === pool.pool);
      return configs.slice(0, MAX_FOLLOW_UPS).map((config) =>
        accountStep({
          locker: "orca_position_lock",
          address: config.position,
          take(data, sink) {
            const lock = data ? orcaPositionLock(config, data) : null;
            if (lock) sink.add(lock);
            return [];
          },
        }),
      );
    },
  });
}

/** Raydium Burn & Earn of CLMM positions: the lock names its pool and position; the position has the liquidity. */
function raydiumClmmStep(pool: LpTarget): Step {
  return programStep({
    locker: "raydium_lp_lock",
    query: raydiumClmmLockQuery(pool.pool),
    take(accounts) {
      const locked = accounts.map((a) => decodeRaydiumClmmLock(a.pubkey, a.data)).filter((l): l is LockedClmmPosition => l !== null && l.pool === pool.pool);
      return locked.slice(0, MAX_FOLLOW_UPS).map((lock) =>
        accountStep({
          locker: "raydium_lp_lock",
          address: lock.position,
          take(data, sink) {
            const decoded = data ? raydiumClmmPositionLock(lock, data) : null;
            if (decoded) sink.add(decoded);
            return [];
          },
        }),
      );
    },
  });
}
