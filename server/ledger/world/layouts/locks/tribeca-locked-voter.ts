// Tribeca's locked voter (LocktDz...): a Locker per governance token
// ["Locker", base] (8 + 131 bytes) and an Escrow per voter ["Escrow", locker,
// owner] (8 + 153 bytes) holding its tokens until escrow_ends_at
// (TribecaHQ/tribeca programs/locked-voter/src/state.rs).
import { PROGRAMS } from "@/server/ledger/constants";
import { addressBytes, associatedTokenAddress, findProgramAddress } from "@/server/ledger/crypto/pda";
import { anchorAccount, anchorIx } from "@/server/ledger/world/ix/anchor";
import { bytes } from "@/server/ledger/world/ix/bytes";
import type { ProgramCall } from "@/server/ledger/world/actions/program-call";

export const LOCKED_VOTER_PROGRAM = "LocktDzaV1W2Bm9DeZeiyz4J9zs4fRqNiYqQyracRXw";

export function lockerAddress(base: string) {
  return findProgramAddress(["Locker", addressBytes(base)], LOCKED_VOTER_PROGRAM);
}

export function escrowAddress(locker: string, owner: string) {
  return findProgramAddress(["Escrow", addressBytes(locker), addressBytes(owner)], LOCKED_VOTER_PROGRAM);
}

export function lockerBytes(base: string, mint: string, governor: string, lockedSupply: bigint): Buffer {
  return bytes()
    .raw(anchorAccount("Locker"))
    .pubkey(base).u8(lockerAddress(base).bump).pubkey(mint).u64(lockedSupply).pubkey(governor)
    .bool(false).u8(10).u64(0n).u64(4n * 365n * 86_400n).u64(0n) // params: whitelist, multiplier, min/max stake duration, activation votes
    .build();
}

export function newLockerCall(payer: string, base: string, mint: string, governor: string): ProgramCall {
  const locker = lockerAddress(base);
  return {
    programId: LOCKED_VOTER_PROGRAM,
    accounts: [base, locker.address, mint, governor, payer, PROGRAMS.system],
    data: bytes().raw(anchorIx("new_locker")).u8(locker.bump).bool(false).u8(10).u64(0n).u64(4n * 365n * 86_400n).u64(0n).build(),
    logs: ["Program log: Instruction: NewLocker"],
    signers: [base],
    states: [{ address: locker.address, owner: LOCKED_VOTER_PROGRAM, bytes: lockerBytes(base, mint, governor, 0n) }],
  };
}

export interface EscrowLock {
  owner: string;
  ownerTokens: string;
  amount: bigint;
  startedAt: number;
  endsAt: number;
}

/** new_escrow and lock in one go: the escrow, its token account, the tokens, the locker's new total. */
export function escrowLockCall(base: string, mint: string, governor: string, e: EscrowLock, lockedSupplyAfter: bigint): ProgramCall {
  const locker = lockerAddress(base).address;
  const escrow = escrowAddress(locker, e.owner);
  const tokens = associatedTokenAddress(escrow.address, mint, PROGRAMS.token);
  const state = bytes()
    .raw(anchorAccount("Escrow"))
    .pubkey(locker).pubkey(e.owner).u8(escrow.bump).pubkey(tokens).u64(e.amount).i64(BigInt(e.startedAt)).i64(BigInt(e.endsAt)).pubkey(e.owner)
    .build();
  return {
    programId: LOCKED_VOTER_PROGRAM,
    accounts: [locker, escrow.address, tokens, e.owner, e.ownerTokens, PROGRAMS.token],
    data: bytes().raw(anchorIx("lock")).u64(e.amount).i64(BigInt(e.endsAt - e.startedAt)).build(),
    logs: ["Program log: Instruction: Lock"],
    states: [{ address: escrow.address, owner: LOCKED_VOTER_PROGRAM, bytes: state }],
    tokenAccounts: [{ address: tokens, mint, owner: escrow.address }],
    moves: [{ from: e.ownerTokens, to: tokens, amount: e.amount }],
    updates: [{ address: locker, bytes: lockerBytes(base, mint, governor, lockedSupplyAfter) }],
  };
}
