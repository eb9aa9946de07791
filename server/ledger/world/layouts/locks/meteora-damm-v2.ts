// A Meteora DAMM v2 pool (cp-amm, cpamdp...) planted for lock worlds, with a
// position whose liquidity is part permanently locked and part vesting
// (MeteoraAg/damm-v2 programs/cp-amm/src/state: pool.rs 8 + 1104,
// position.rs 8 + 400, vesting.rs 8 + 176). Vaults ["token_vault", mint, pool]
// under the pool authority; position ["position", nft_mint]. Points are unix
// seconds here (activation_type 1).
import { ACCOUNTS, PROGRAMS } from "@/server/ledger/constants";
import { addressBytes, associatedTokenAddress, findProgramAddress } from "@/server/ledger/crypto/pda";
import { anchorAccount, anchorIx } from "@/server/ledger/world/ix/anchor";
import { bytes } from "@/server/ledger/world/ix/bytes";
import type { ProgramCall } from "@/server/ledger/world/actions/program-call";

export const DAMM_V2_PROGRAM = "cpamdpZCGKUy5JxQXB4dcpGPiikHawvSWAd6mEn1sGG";
export const DAMM_V2_AUTHORITY = "HLnpSz9h2S4hiLQ43rnSD9XkcUThA7B8hQMKmDaiTLcC";

export interface DammV2Plan {
  creator: string;
  config: string;
  mint: string;
  creatorTokens: string;
  creatorWsol: string;
  tokens: bigint;
  lamports: bigint;
  liquidity: bigint;
  /** a fresh keypair: the position NFT's mint. */
  positionNft: string;
  activationPoint: number;
}

export interface DammV2Vesting {
  cliffPoint: number;
  frequency: number;
  cliffLiquidity: bigint;
  perPeriod: bigint;
  periods: number;
}

export function dammV2Addresses(p: Pick<DammV2Plan, "config" | "mint" | "positionNft" | "creator">) {
  const [first, second] = [p.mint, ACCOUNTS.wrappedSol].sort((a, b) => Buffer.compare(addressBytes(b), addressBytes(a)));
  const pool = findProgramAddress(["pool", addressBytes(p.config), addressBytes(first), addressBytes(second)], DAMM_V2_PROGRAM).address;
  const vault = (mint: string) => findProgramAddress(["token_vault", addressBytes(mint), addressBytes(pool)], DAMM_V2_PROGRAM).address;
  return { pool, vaultA: vault(p.mint), vaultB: vault(ACCOUNTS.wrappedSol), position: findProgramAddress(["position", addressBytes(p.positionNft)], DAMM_V2_PROGRAM).address };
}

export function dammV2PoolBytes(p: DammV2Plan, permanent: bigint): Buffer {
  const a = dammV2Addresses(p);
  return bytes()
    .raw(anchorAccount("Pool"))
    .zeros(160) // pool_fees
    .pubkey(p.mint).pubkey(ACCOUNTS.wrappedSol).pubkey(a.vaultA).pubkey(a.vaultB)
    .zeros(32 + 32) // whitelisted_vault, padding_0
    .u128(p.liquidity).u128(0n).u64(0n).u64(0n).u128(0n) // liquidity, padding_1, protocol fees, padding_2
    .u128(0n).u128(0n).u128(0n) // sqrt prices
    .u64(BigInt(p.activationPoint)).u8(1).zeros(7) // activation_point, activation_type = timestamp, flags
    .zeros(64) // fee per liquidity a, b
    .u128(permanent)
    .zeros(80) // metrics
    .pubkey(p.creator).u64(p.tokens).u64(p.lamports).u8(1).zeros(7 + 24)
    .zeros(2 * 192) // reward_infos
    .build();
}

export function innerVesting(v: DammV2Vesting | null): Buffer {
  if (!v) return Buffer.alloc(80);
  return bytes().u64(BigInt(v.cliffPoint)).u64(BigInt(v.frequency)).u128(v.cliffLiquidity).u128(v.perPeriod).u128(0n).u16(v.periods).zeros(14).build();
}

export function dammV2PositionBytes(p: DammV2Plan, liquidity: { unlocked: bigint; vested: bigint; permanent: bigint }): Buffer {
  const a = dammV2Addresses(p);
  return bytes()
    .raw(anchorAccount("Position"))
    .pubkey(a.pool).pubkey(p.positionNft)
    .zeros(64).u64(0n).u64(0n) // fee checkpoints, pending fees
    .u128(liquidity.unlocked).u128(liquidity.vested).u128(liquidity.permanent)
    .zeros(16 + 2 * 48) // metrics, reward_infos
    .raw(innerVesting(null))
    .u128(0n)
    .build();
}

export function dammV2VestingBytes(position: string, v: DammV2Vesting): Buffer {
  return bytes().raw(anchorAccount("Vesting")).pubkey(position).raw(innerVesting(v)).zeros(64).build();
}

/** initialize_pool: the pool, its vaults, the creator's position (all liquidity unlocked) and its NFT. */
export function dammV2PoolCall(p: DammV2Plan): ProgramCall {
  const a = dammV2Addresses(p);
  const nftAccount = associatedTokenAddress(p.creator, p.positionNft, PROGRAMS.token2022);
  return {
    programId: DAMM_V2_PROGRAM,
    accounts: [p.creator, p.positionNft, nftAccount, p.creator, p.config, DAMM_V2_AUTHORITY, a.pool, a.position, p.mint, ACCOUNTS.wrappedSol, a.vaultA, a.vaultB, p.creatorTokens, p.creatorWsol],
    // initialize_pool(liquidity u128, sqrt_price u128, activation_point Option<u64>)
    data: bytes().raw(anchorIx("initialize_pool")).u128(p.liquidity).u128(0n).u8(1).u64(BigInt(p.activationPoint)).build(),
    logs: ["Program log: Instruction: InitializePool"],
    mints: [{ address: p.positionNft, program: PROGRAMS.token2022, decimals: 0, authority: a.pool }],
    states: [
      { address: a.pool, owner: DAMM_V2_PROGRAM, bytes: dammV2PoolBytes(p, 0n) },
      { address: a.position, owner: DAMM_V2_PROGRAM, bytes: dammV2PositionBytes(p, { unlocked: p.liquidity, vested: 0n, permanent: 0n }) },
    ],
    tokenAccounts: [
      { address: a.vaultA, mint: p.mint, owner: DAMM_V2_AUTHORITY },
      { address: a.vaultB, mint: ACCOUNTS.wrappedSol, owner: DAMM_V2_AUTHORITY },
      { address: nftAccount, mint: p.positionNft, owner: p.creator },
    ],
    moves: [
      { from: p.creatorTokens, to: a.vaultA, amount: p.tokens },
      { from: p.creatorWsol, to: a.vaultB, amount: p.lamports },
    ],
    mintTo: [{ mint: p.positionNft, account: nftAccount, amount: 1n }],
  };
}

/** permanent_lock_position(liquidity): part of the position locked for good (pool and position rewritten). */
export function dammV2PermanentLockCall(p: DammV2Plan, permanent: bigint): ProgramCall {
  const a = dammV2Addresses(p);
  return {
    programId: DAMM_V2_PROGRAM,
    accounts: [a.pool, a.position, associatedTokenAddress(p.creator, p.positionNft, PROGRAMS.token2022), p.creator],
    data: bytes().raw(anchorIx("permanent_lock_position")).u128(permanent).build(),
    logs: ["Program log: Instruction: PermanentLockPosition"],
    updates: [
      { address: a.pool, bytes: dammV2PoolBytes(p, permanent) },
      { address: a.position, bytes: dammV2PositionBytes(p, { unlocked: p.liquidity - permanent, vested: 0n, permanent }) },
    ],
  };
}

/** lock_position(VestingParameters): a Vesting account (a fresh keypair) takes what is still unlocked. */
export function dammV2VestingCall(p: DammV2Plan, vestingAccount: string, v: DammV2Vesting, permanent: bigint): ProgramCall {
  const a = dammV2Addresses(p);
  const vested = v.cliffLiquidity + v.perPeriod * BigInt(v.periods);
  return {
    programId: DAMM_V2_PROGRAM,
    accounts: [a.pool, a.position, vestingAccount, associatedTokenAddress(p.creator, p.positionNft, PROGRAMS.token2022), p.creator, p.creator],
    // lock_position(cliff_point Option<u64>, period_frequency, cliff_unlock_liquidity, liquidity_per_period, number_of_period)
    data: bytes().raw(anchorIx("lock_position")).u8(1).u64(BigInt(v.cliffPoint)).u64(BigInt(v.frequency)).u128(v.cliffLiquidity).u128(v.perPeriod).u16(v.periods).build(),
    logs: ["Program log: Instruction: LockPosition"],
    signers: [vestingAccount],
    states: [{ address: vestingAccount, owner: DAMM_V2_PROGRAM, bytes: dammV2VestingBytes(a.position, v) }],
    updates: [{ address: a.position, bytes: dammV2PositionBytes(p, { unlocked: p.liquidity - permanent - vested, vested, permanent }) }],
  };
}
