// UNCX's Solana LP locker (GsSCS3...) for Raydium AMM v4 LP: the TokenLock PDA
// ["uncx_locker", lock id u64 LE] (8 + 138 bytes, uncx-network/raydium-amm-lp-locker
// state/token_lock.rs) and the LP moved into the per-pool vault
// ["uncx_lp_vault", amm] owned by the ["uncx_authority"] PDA (accounts_ix/lock_lp.rs).
import { addressBytes, findProgramAddress } from "@/server/ledger/crypto/pda";
import { anchorAccount, anchorIx } from "@/server/ledger/world/ix/anchor";
import { bytes } from "@/server/ledger/world/ix/bytes";
import type { ProgramCall } from "@/server/ledger/world/actions/program-call";

export const UNCX_PROGRAM = "GsSCS3vPWrtJ5Y9aEVVT65fmrex5P5RGHXdZvsdbWgfo";

export interface UncxLockPlan {
  owner: string;
  amm: string;
  lpMint: string;
  ownerLp: string;
  lockId: bigint;
  lockedAt: number;
  unlockAt: number;
  amount: bigint;
}

export function uncxAddresses(p: Pick<UncxLockPlan, "amm" | "lockId">) {
  const id = Buffer.alloc(8);
  id.writeBigUInt64LE(p.lockId);
  return {
    lock: findProgramAddress(["uncx_locker", id], UNCX_PROGRAM),
    vault: findProgramAddress(["uncx_lp_vault", addressBytes(p.amm)], UNCX_PROGRAM).address,
    authority: findProgramAddress(["uncx_authority"], UNCX_PROGRAM).address,
  };
}

export function uncxTokenLockBytes(p: UncxLockPlan): Buffer {
  const { lock } = uncxAddresses(p);
  return bytes()
    .raw(anchorAccount("TokenLock"))
    .u8(lock.bump).pubkey(p.amm).pubkey(p.lpMint).u64(p.lockId)
    .i64(BigInt(p.lockedAt)).i64(BigInt(p.unlockAt))
    .u8(0) // country_code
    .u64(p.amount).u64(p.amount) // initial, current
    .pubkey(p.owner)
    .build();
}

export function uncxLockCall(p: UncxLockPlan): ProgramCall {
  const a = uncxAddresses(p);
  return {
    programId: UNCX_PROGRAM,
    accounts: [p.owner, a.vault, a.authority, p.amm, a.lock.address, p.lpMint, p.ownerLp],
    // create_and_lock_lp(lock_owner, unlock_date, country_code, fee_payment_method, lp amount)
    data: bytes().raw(anchorIx("create_and_lock_lp")).pubkey(p.owner).i64(BigInt(p.unlockAt)).u8(0).u8(0).u64(p.amount).build(),
    logs: ["Program log: Instruction: CreateAndLockLp"],
    states: [{ address: a.lock.address, owner: UNCX_PROGRAM, bytes: uncxTokenLockBytes(p) }],
    tokenAccounts: [{ address: a.vault, mint: p.lpMint, owner: a.authority }],
    moves: [{ from: p.ownerLp, to: a.vault, amount: p.amount }],
  };
}
