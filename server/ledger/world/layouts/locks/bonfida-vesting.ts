// Bonfida token vesting (CChTq6...): the vesting account is the PDA of a
// 32-byte seed, packed with no discriminator (Bonfida/token-vesting
// program/src/state.rs): destination token account, mint, is_initialized,
// then (release_time u64, amount u64) per schedule. The tokens sit in the
// vesting PDA's associated token account. Instruction Create = tag 1.
import { PROGRAMS } from "@/server/ledger/constants";
import { associatedTokenAddress, findProgramAddress } from "@/server/ledger/crypto/pda";
import { bytes } from "@/server/ledger/world/ix/bytes";
import type { ProgramCall } from "@/server/ledger/world/actions/program-call";

export const BONFIDA_VESTING_PROGRAM = "CChTq6PthWU82YZkbveA3WDf7s97BWhBK4Vx9bmsT743";

export interface BonfidaPlan {
  /** 31 bytes of seed: the vesting account is its PDA (bonfidaAddresses). */
  seed: Buffer;
  sender: string;
  senderTokens: string;
  destinationTokens: string;
  mint: string;
  schedules: { releaseTime: number; amount: bigint }[];
}

/** The vesting PDA of `seed31` and the 32-byte seed the instruction carries (seed31 + bump: PDA seeds hash as one byte string). */
export function bonfidaAddresses(seed31: Buffer) {
  const { address, bump } = findProgramAddress([seed31.subarray(0, 31)], BONFIDA_VESTING_PROGRAM);
  return { seed: Buffer.concat([seed31.subarray(0, 31), Buffer.of(bump)]), vesting: address };
}

export function bonfidaVestingBytes(p: BonfidaPlan): Buffer {
  const out = bytes().pubkey(p.destinationTokens).pubkey(p.mint).u8(1);
  for (const s of p.schedules) out.u64(BigInt(s.releaseTime)).u64(s.amount);
  return out.build();
}

export function bonfidaVestingCall(p: BonfidaPlan): ProgramCall {
  const { seed, vesting } = bonfidaAddresses(p.seed);
  const vestingTokens = associatedTokenAddress(vesting, p.mint, PROGRAMS.token);
  const total = p.schedules.reduce((sum, s) => sum + s.amount, 0n);
  const data = bytes().u8(1).raw(seed).pubkey(p.mint).pubkey(p.destinationTokens);
  for (const s of p.schedules) data.u64(BigInt(s.releaseTime)).u64(s.amount);
  return {
    programId: BONFIDA_VESTING_PROGRAM,
    accounts: [PROGRAMS.token, vesting, vestingTokens, p.sender, p.senderTokens],
    data: data.build(),
    states: [{ address: vesting, owner: BONFIDA_VESTING_PROGRAM, bytes: bonfidaVestingBytes(p) }],
    tokenAccounts: [{ address: vestingTokens, mint: p.mint, owner: vesting }],
    moves: [{ from: p.senderTokens, to: vestingTokens, amount: total }],
  };
}
