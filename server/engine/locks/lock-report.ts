// The wire shape of what the report says about locks (docs/locks.md): every
// lock read with its remaining schedule (amounts as decimal strings of base
// units, exact), and the LP's and the supply's locked shares and unlocks as of
// a time and for a horizon. The schedule travels with the report so a stored
// report can be re-read for another caller's horizon (present-horizon.ts).
import type { LockerId } from "@/server/engine/locks/lock-types";
import type { Address } from "@/server/engine/snapshot";

export type ReleaseItem =
  | { kind: "at"; at: number; amount: string }
  | { kind: "periodic"; first_at: number; every: number; count: number; amount_each: string }
  | { kind: "linear"; from: number; to: number; amount: string }
  | { kind: "never"; amount: string };

export interface LockItem {
  locker: LockerId;
  /** the program's name, e.g. "Jupiter Lock". */
  name: string;
  program: Address;
  account: Address;
  asset: "lp" | "supply";
  mint: Address | null;
  pool: Address | null;
  /** still held by the lock, base units (liquidity units for DAMM v2 and Orca positions). */
  amount: string;
  /** already released and taken out. */
  claimed: string;
  /** share of the LP or of the supply still held; null when the LP supply is unknown. */
  pct: number | null;
  /** nothing of it is ever released. */
  forever: boolean;
  /** the creator can cancel it and take back what is still locked. */
  revocable: boolean;
  beneficiary: Address | null;
  /** unix seconds when what it still holds first becomes withdrawable (in the past: already withdrawable); null when locked for good. */
  unlocks_at: number | null;
  releases: ReleaseItem[];
}

export interface LockShare {
  /** the LP supply or the token supply, base units; null when unknown. */
  total: string | null;
  /** held by locks until a time (whether or not that time has passed). */
  locked_pct: number | null;
  /** held by locks that never release it. */
  locked_forever_pct: number | null;
  /** the earliest meaningful unlock (docs/locks.md): null when nothing is locked until a time. */
  unlocks_at: number | null;
  /** withdrawable from locks by the end of the horizon (what is already withdrawable included). */
  unlocking_pct: number | null;
}

export interface LocksReport {
  /** unix seconds the shares are computed at. */
  as_of: number;
  horizon_hours: number;
  lp: (LockShare & { pool: Address; venue: string | null; lp_mint: Address | null }) | null;
  supply: LockShare;
  /** the earlier of the LP's and the supply's unlocks_at. */
  unlocks_at: number | null;
  items: LockItem[];
  /** programs read; and those that could not be (what they lock is unknown). */
  read: LockerId[];
  failed: { locker: LockerId; reason: string }[];
}

/** The report's flag: a meaningful share of the LP or of the supply becomes withdrawable inside the horizon. */
export interface UnlockWithinHorizon {
  horizon_hours: number;
  /** the earliest meaningful unlock inside the horizon (in the past: already withdrawable). */
  at: number;
  /** which unlocks first. */
  asset: "lp" | "supply";
  /** share of that asset withdrawable by the end of the horizon. */
  pct: number;
  lp_pct: number | null;
  supply_pct: number | null;
}
