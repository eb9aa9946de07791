// What a locker layout module exports: its program, where its layout comes from,
// the getProgramAccounts filters that find its accounts for one key (a mint, an
// LP mint or a pool) and a decoder from the account's bytes to DecodedLock.
import type { ProgramAccountsFilter } from "@/server/chain/solana-rpc/requests";
import type { DecodedLock, LockerId } from "@/server/engine/locks/lock-types";

export interface LayoutSource {
  /** "owner/repo" on GitHub, or a documentation URL. */
  repo: string;
  path: string;
  /** the commit the layout was read at (null for a documentation page). */
  commit: string | null;
  /** when it was read (YYYY-MM-DD). */
  read: string;
}

export interface LockerProgram {
  id: LockerId;
  name: string;
  programId: string;
  /** what its accounts lock: the token supply, LP tokens, or pool liquidity positions. */
  locks: readonly ("supply" | "lp_token" | "pool_liquidity")[];
  source: LayoutSource;
}

/** A getProgramAccounts query of one program. */
export interface ProgramQuery {
  program: string;
  filters: ProgramAccountsFilter[];
}

/** What a decoder needs besides the bytes: the scan's clock, for slot-based schedules and vesting not yet started. */
export interface DecodeContext {
  /** unix seconds of the reads. */
  now: number;
  /** the slot of the reads, when known. */
  slot: number | null;
}

export type LockDecoder = (account: string, data: Buffer, context: DecodeContext) => DecodedLock | null;
