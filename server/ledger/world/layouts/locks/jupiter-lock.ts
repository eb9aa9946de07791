// Jupiter Lock (LocpQg...) as the program writes it: the VestingEscrow PDA
// ["escrow", base] (zero-copy, 8 + 288 bytes: jup-ag/jup-lock
// programs/locker/src/state/vesting_escrow.rs), its token account (the
// escrow's ATA), and the create_vesting_escrow_v2 instruction (Token-2022
// aware: CreateVestingEscrowParameters, then an empty remaining-accounts info).
import { PROGRAMS } from "@/server/ledger/constants";
import { associatedTokenAddress, findProgramAddress, addressBytes } from "@/server/ledger/crypto/pda";
import { anchorAccount, anchorIx } from "@/server/ledger/world/ix/anchor";
import { bytes } from "@/server/ledger/world/ix/bytes";
import type { ProgramCall } from "@/server/ledger/world/actions/program-call";

export const JUPITER_LOCK_PROGRAM = "LocpQgucEQHbqNABEYvBvwoxCPsSbG91A1QaQhQQqjn";
const EVENT_AUTHORITY_SEED = "__event_authority";

export interface JupiterEscrowPlan {
  base: string;
  creator: string;
  recipient: string;
  mint: string;
  tokenProgram: string;
  creatorTokens: string;
  vestingStart: number;
  cliffTime: number;
  frequency: number;
  cliffAmount: bigint;
  amountPerPeriod: bigint;
  periods: number;
  /** 0 none, 1 creator, 2 recipient, 3 either. */
  cancelMode: number;
}

export function jupiterEscrowAddress(base: string) {
  return findProgramAddress(["escrow", addressBytes(base)], JUPITER_LOCK_PROGRAM);
}

export function jupiterEscrowBytes(p: JupiterEscrowPlan): Buffer {
  const { bump } = jupiterEscrowAddress(p.base);
  return bytes()
    .raw(anchorAccount("VestingEscrow"))
    .pubkey(p.recipient).pubkey(p.mint).pubkey(p.creator).pubkey(p.base)
    .u8(bump).u8(0).u8(p.cancelMode).u8(p.tokenProgram === PROGRAMS.token2022 ? 1 : 0).zeros(4)
    .u64(BigInt(p.cliffTime)).u64(BigInt(p.frequency)).u64(p.cliffAmount).u64(p.amountPerPeriod).u64(BigInt(p.periods))
    .u64(0n) // total_claimed_amount
    .u64(BigInt(p.vestingStart))
    .u64(0n) // cancelled_at
    .u64(0n).zeros(16 * 5) // padding_1, buffer
    .build();
}

export function jupiterEscrowCall(p: JupiterEscrowPlan): ProgramCall {
  const escrow = jupiterEscrowAddress(p.base).address;
  const escrowTokens = associatedTokenAddress(escrow, p.mint, p.tokenProgram);
  const total = p.cliffAmount + p.amountPerPeriod * BigInt(p.periods);
  const params = bytes().u64(BigInt(p.vestingStart)).u64(BigInt(p.cliffTime)).u64(BigInt(p.frequency)).u64(p.cliffAmount).u64(p.amountPerPeriod).u64(BigInt(p.periods)).u8(0).u8(p.cancelMode);
  return {
    programId: JUPITER_LOCK_PROGRAM,
    accounts: [p.base, escrow, escrowTokens, p.creator, p.creatorTokens, p.recipient, p.mint, p.tokenProgram, PROGRAMS.system, findProgramAddress([EVENT_AUTHORITY_SEED], JUPITER_LOCK_PROGRAM).address, JUPITER_LOCK_PROGRAM],
    data: bytes().raw(anchorIx("create_vesting_escrow_v2")).raw(params.build()).u8(0).build(),
    logs: ["Program log: Instruction: CreateVestingEscrowV2"],
    signers: [p.base],
    states: [{ address: escrow, owner: JUPITER_LOCK_PROGRAM, bytes: jupiterEscrowBytes(p) }],
    tokenAccounts: [{ address: escrowTokens, mint: p.mint, owner: escrow }],
    moves: [{ from: p.creatorTokens, to: escrowTokens, amount: total }],
  };
}
