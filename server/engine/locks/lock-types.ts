// Locks as the gatherer reads them from locker and vesting programs (server/chain/locks,
// docs/locks.md): what each lock still holds and when it is released. Amounts are
// bigint base units of the locked token (or, for pools whose LP positions are not
// tokens, liquidity units of the pool); times are unix seconds.
import type { Address, Venue } from "@/server/engine/snapshot";

/** The programs read, one id each (docs/locks.md lists their ids and layout sources). */
export const LOCKER_IDS = [
  "streamflow",
  "jupiter_lock",
  "meteora_lock_escrow",
  "raydium_lp_lock",
  "uncx_lp_locker",
  "bonfida_vesting",
  "meteora_damm_v2",
  "raydium_launchlab",
  "tribeca_locked_voter",
  "orca_position_lock",
] as const;
export type LockerId = (typeof LOCKER_IDS)[number];

/**
 * One part of a lock's schedule. The releases of a lock add up to everything it ever held
 * (what it holds now plus what was already claimed from it).
 */
export type LockRelease =
  /** a tranche released at one time (a cliff, an unlock date, a vesting step). */
  | { kind: "at"; at: number; amount: bigint }
  /** `count` equal tranches, the first at `firstAt`, then every `every` seconds. */
  | { kind: "periodic"; firstAt: number; every: number; count: number; amountEach: bigint }
  /** released continuously between `from` and `to`. */
  | { kind: "linear"; from: number; to: number; amount: bigint }
  /** never released: locked for good (burn-and-earn, permanent position locks). */
  | { kind: "never"; amount: bigint };

/** A lock as its program's account says, before it is known to be of the LP or of the token. */
export interface DecodedLock {
  locker: LockerId;
  program: Address;
  /** the lock's own account (contract, escrow, position, record). */
  account: Address;
  /** the locked token's mint (the token, or an LP token); null for pool-liquidity locks. */
  mint: Address | null;
  /** the pool, for locks of pool liquidity or when the lock names its pool. */
  pool: Address | null;
  /** still held by the lock. */
  amount: bigint;
  /** already released and taken out of the lock. */
  claimed: bigint;
  releases: LockRelease[];
  /** who receives what the lock releases (a wallet, or a token account where the program names one). */
  beneficiary: Address | null;
  /** the creator can cancel it and take back what is still locked. */
  revocable: boolean;
}

export interface LockEntry extends DecodedLock {
  /** a lock of the scanned token's supply, or of the main pool's LP. */
  asset: "supply" | "lp";
}

/** The main pool's LP: the base LP locks are shares of. */
export interface LpBase {
  pool: Address;
  venue: Venue | null;
  /** the LP token; null when the pool's positions are not tokens (Meteora DAMM v2, Orca). */
  lpMint: Address | null;
  /** LP supply in base units, or the pool's liquidity units; null when unread. */
  total: bigint | null;
}

export interface LocksSnapshot {
  /** the main pool with an LP (null: no pool, or a bonding curve). */
  lp: LpBase | null;
  locks: LockEntry[];
  /** programs whose answers were read. */
  read: LockerId[];
  /** programs whose answer failed or could not be decoded: what they lock is unknown. */
  failed: { locker: LockerId; reason: string }[];
}

/** How reports name each program. */
export const LOCKER_NAMES: Record<LockerId, string> = {
  streamflow: "Streamflow",
  jupiter_lock: "Jupiter Lock",
  meteora_lock_escrow: "Meteora DAMM v1 lock escrow",
  raydium_lp_lock: "Raydium Burn & Earn",
  uncx_lp_locker: "UNCX LP locker",
  bonfida_vesting: "Bonfida token vesting",
  meteora_damm_v2: "Meteora DAMM v2 position lock",
  raydium_launchlab: "Raydium LaunchLab vesting",
  tribeca_locked_voter: "Tribeca locked voter",
  orca_position_lock: "Orca Whirlpools position lock",
};
