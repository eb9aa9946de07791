// Raydium Burn & Earn (LockrWmn...): lock_cp_liquidity moves CPMM LP into the
// vault of the ["lock_cp_authority_seed"] PDA for good, writes
// LockedCpLiquidityState at ["locked_liquidity", fee_nft_mint] (8 + 248 bytes,
// sevenlabs-hq/carbon raydium-liquidity-locking-decoder) and mints the fee NFT
// to the owner.
import { PROGRAMS } from "@/server/ledger/constants";
import { addressBytes, associatedTokenAddress, findProgramAddress } from "@/server/ledger/crypto/pda";
import { anchorAccount, anchorIx } from "@/server/ledger/world/ix/anchor";
import { bytes } from "@/server/ledger/world/ix/bytes";
import type { ProgramCall } from "@/server/ledger/world/actions/program-call";

export const RAYDIUM_LOCK_PROGRAM = "LockrWmn6K5twhz3y9w1dQERbmgSaRkfnTeTKbpofwE";

export interface CpLockPlan {
  owner: string;
  pool: string;
  lpMint: string;
  ownerLp: string;
  /** a fresh keypair: the fee NFT's mint. */
  feeNftMint: string;
  amount: bigint;
  epoch: bigint;
}

export function cpLockAddresses(p: Pick<CpLockPlan, "feeNftMint" | "lpMint" | "owner">) {
  const authority = findProgramAddress(["lock_cp_authority_seed"], RAYDIUM_LOCK_PROGRAM).address;
  return {
    authority,
    locked: findProgramAddress(["locked_liquidity", addressBytes(p.feeNftMint)], RAYDIUM_LOCK_PROGRAM).address,
    lpVault: associatedTokenAddress(authority, p.lpMint, PROGRAMS.token),
    feeNftAccount: associatedTokenAddress(p.owner, p.feeNftMint, PROGRAMS.token),
  };
}

export function lockedCpBytes(p: CpLockPlan): Buffer {
  return bytes()
    .raw(anchorAccount("LockedCpLiquidityState"))
    .u64(p.amount).u64(0n).u64(0n).u64(p.amount) // locked, claimed, unclaimed, last_lp
    .u128(0n).u64(p.epoch) // last_k, recent_epoch
    .pubkey(p.pool).pubkey(p.feeNftMint).pubkey(p.owner).pubkey(p.lpMint)
    .zeros(64)
    .build();
}

export function cpLockCall(p: CpLockPlan): ProgramCall {
  const a = cpLockAddresses(p);
  return {
    programId: RAYDIUM_LOCK_PROGRAM,
    accounts: [a.authority, p.owner, p.owner, p.owner, p.feeNftMint, a.feeNftAccount, p.pool, a.locked, p.lpMint, p.ownerLp, a.lpVault],
    data: bytes().raw(anchorIx("lock_cp_liquidity")).u64(p.amount).u8(1).bool(false).build(),
    logs: ["Program log: Instruction: LockCpLiquidity"],
    mints: [{ address: p.feeNftMint, program: PROGRAMS.token, decimals: 0, authority: a.authority }],
    states: [{ address: a.locked, owner: RAYDIUM_LOCK_PROGRAM, bytes: lockedCpBytes(p) }],
    tokenAccounts: [
      { address: a.lpVault, mint: p.lpMint, owner: a.authority },
      { address: a.feeNftAccount, mint: p.feeNftMint, owner: p.owner },
    ],
    moves: [{ from: p.ownerLp, to: a.lpVault, amount: p.amount }],
    mintTo: [{ mint: p.feeNftMint, account: a.feeNftAccount, amount: 1n }],
  };
}
