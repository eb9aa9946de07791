// A Raydium LaunchLab pool (LanMV9...) that has migrated, with the creator's
// vested share still in its base vault, and the VestingRecord of the
// beneficiary (IDL: raydium-io/raydium-docs public/launchpad_creator_fee_upgrade/raydium_launchpad.json):
// PoolState 8 + 421 bytes (vesting_schedule @101, base_mint @205),
// VestingRecord 8 + 152. PDAs ["pool", base, quote], ["pool_vault", pool, mint],
// ["pool_vesting", pool, beneficiary]; vaults under ["vault_auth_seed"].
import { ACCOUNTS } from "@/server/ledger/constants";
import { addressBytes, findProgramAddress } from "@/server/ledger/crypto/pda";
import { anchorAccount, anchorIx } from "@/server/ledger/world/ix/anchor";
import { bytes } from "@/server/ledger/world/ix/bytes";
import type { ProgramCall } from "@/server/ledger/world/actions/program-call";

export const LAUNCHLAB_PROGRAM = "LanMV9sAd7wArD4vJFi2qDdfnVhFxYSUg6eADduJ3uj";
/** Raydium's default platform config (labels/programs-and-venues.csv). */
const PLATFORM_CONFIG = "4Bu96XjU84XjPDSpveTVf6LYGCkfW5FK7SNkREWcEfV4";

export interface LaunchlabPlan {
  creator: string;
  mint: string;
  creatorTokens: string;
  supply: bigint;
  /** the creator's share held for vesting. */
  vested: bigint;
  /** when the pool migrated: the vesting's start_time. */
  migratedAt: number;
  cliffSeconds: number;
  unlockSeconds: number;
  beneficiary: string;
}

export function launchlabAddresses(p: Pick<LaunchlabPlan, "mint" | "beneficiary">) {
  const pool = findProgramAddress(["pool", addressBytes(p.mint), addressBytes(ACCOUNTS.wrappedSol)], LAUNCHLAB_PROGRAM).address;
  return {
    pool,
    authority: findProgramAddress(["vault_auth_seed"], LAUNCHLAB_PROGRAM).address,
    baseVault: findProgramAddress(["pool_vault", addressBytes(pool), addressBytes(p.mint)], LAUNCHLAB_PROGRAM).address,
    quoteVault: findProgramAddress(["pool_vault", addressBytes(pool), addressBytes(ACCOUNTS.wrappedSol)], LAUNCHLAB_PROGRAM).address,
    record: findProgramAddress(["pool_vesting", addressBytes(pool), addressBytes(p.beneficiary)], LAUNCHLAB_PROGRAM).address,
  };
}

export function launchlabPoolBytes(p: LaunchlabPlan, allocated: bigint): Buffer {
  const a = launchlabAddresses(p);
  return bytes()
    .raw(anchorAccount("PoolState"))
    .u64(0n).u8(255).u8(2).u8(6).u8(9).u8(1) // epoch, auth_bump, status = migrated, decimals, migrate_type = cpswap
    .u64(p.supply).zeros(8 * 9) // supply; total_base_sell .. migrate_fee
    .u64(p.vested).u64(BigInt(p.cliffSeconds)).u64(BigInt(p.unlockSeconds)).u64(BigInt(p.migratedAt)).u64(allocated)
    .pubkey(findProgramAddress(["global_config"], LAUNCHLAB_PROGRAM).address).pubkey(PLATFORM_CONFIG)
    .pubkey(p.mint).pubkey(ACCOUNTS.wrappedSol).pubkey(a.baseVault).pubkey(a.quoteVault).pubkey(p.creator)
    .u8(0).u8(0).zeros(62)
    .build();
}

export function vestingRecordBytes(p: LaunchlabPlan): Buffer {
  const a = launchlabAddresses(p);
  return bytes().raw(anchorAccount("VestingRecord")).u64(0n).pubkey(a.pool).pubkey(p.beneficiary).u64(0n).u64(p.vested).zeros(64).build();
}

/** The pool with the vested share in its base vault (its curve history is not replayed), then create_vesting_account. */
export function launchlabCalls(p: LaunchlabPlan): [ProgramCall, ProgramCall] {
  const a = launchlabAddresses(p);
  return [
    {
      programId: LAUNCHLAB_PROGRAM,
      accounts: [p.creator, p.creator, a.authority, a.pool, p.mint, ACCOUNTS.wrappedSol, a.baseVault, a.quoteVault],
      data: bytes().raw(anchorIx("initialize")).build(),
      logs: ["Program log: Instruction: Initialize"],
      states: [{ address: a.pool, owner: LAUNCHLAB_PROGRAM, bytes: launchlabPoolBytes(p, 0n) }],
      tokenAccounts: [
        { address: a.baseVault, mint: p.mint, owner: a.authority },
        { address: a.quoteVault, mint: ACCOUNTS.wrappedSol, owner: a.authority },
      ],
      moves: [{ from: p.creatorTokens, to: a.baseVault, amount: p.vested }],
    },
    {
      programId: LAUNCHLAB_PROGRAM,
      accounts: [p.creator, p.beneficiary, a.pool, a.record],
      data: bytes().raw(anchorIx("create_vesting_account")).u64(p.vested).build(),
      logs: ["Program log: Instruction: CreateVestingAccount"],
      states: [{ address: a.record, owner: LAUNCHLAB_PROGRAM, bytes: vestingRecordBytes(p) }],
      updates: [{ address: a.pool, bytes: launchlabPoolBytes(p, p.vested) }],
    },
  ];
}
