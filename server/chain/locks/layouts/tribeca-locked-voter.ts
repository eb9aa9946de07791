// Tribeca locked voter (LocktDz...): vote-escrowed governance tokens, each
// Escrow locked until escrow_ends_at (TribecaHQ/tribeca,
// programs/locked-voter/src/state.rs). Locker (Anchor borsh): 8 base, 40 bump,
// 41 token_mint, 73 locked_supply. Escrow: 8 locker, 40 owner, 72 bump,
// 73 tokens, 105 amount, 113 escrow_started_at i64, 121 escrow_ends_at i64.
// An escrow's tokens can be withdrawn (`exit`) once escrow_ends_at has passed.
import { anchorDiscriminator, discriminatorFilter, hasDiscriminator, memcmp, readI64Seconds, readPubkey, readU64 } from "@/server/chain/locks/account-bytes";
import type { LockerProgram, ProgramQuery } from "@/server/chain/locks/types";
import { LOCKER_NAMES, type DecodedLock } from "@/server/engine/locks/lock-types";

export const TRIBECA_LOCKED_VOTER: LockerProgram = {
  id: "tribeca_locked_voter",
  name: LOCKER_NAMES.tribeca_locked_voter,
  programId: "LocktDzaV1W2Bm9DeZeiyz4J9zs4fRqNiYqQyracRXw",
  locks: ["supply"],
  source: { repo: "TribecaHQ/tribeca", path: "programs/locked-voter/src/state.rs", commit: "5ea1ea0b3695947f70d271ae5a004eb0d2a129f5", read: "2026-11-28" },
};

const LOCKER = anchorDiscriminator("Locker");
const ESCROW = anchorDiscriminator("Escrow");

export function tribecaLockersQuery(mint: string): ProgramQuery {
  return { program: TRIBECA_LOCKED_VOTER.programId, filters: [discriminatorFilter(LOCKER), memcmp(41, mint)] };
}

export function tribecaEscrowsQuery(locker: string): ProgramQuery {
  return { program: TRIBECA_LOCKED_VOTER.programId, filters: [discriminatorFilter(ESCROW), memcmp(8, locker)] };
}

/** The locker's token mint, or null when the account is not a Locker. */
export function decodeTribecaLocker(data: Buffer): string | null {
  return hasDiscriminator(data, LOCKER) ? readPubkey(data, 41) : null;
}

export function decodeTribecaEscrow(account: string, data: Buffer, mint: string): DecodedLock | null {
  if (data.length < 129 || !hasDiscriminator(data, ESCROW)) return null;
  const amount = readU64(data, 105);
  const endsAt = readI64Seconds(data, 121);
  if (!amount || endsAt === null) return null;
  return {
    locker: "tribeca_locked_voter",
    program: TRIBECA_LOCKED_VOTER.programId,
    account,
    mint,
    pool: null,
    amount,
    claimed: 0n,
    releases: [{ kind: "at", at: endsAt, amount }],
    beneficiary: readPubkey(data, 40),
    revocable: false,
  };
}
