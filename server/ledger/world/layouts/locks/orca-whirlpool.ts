// An Orca Whirlpool planted for lock worlds, a position in it and the
// LockConfig that makes the position permanent (orca-so/whirlpools
// programs/whirlpool/src/state: whirlpool.rs LEN 653, position.rs LEN 216,
// lock_config.rs LEN 241). PDAs: ["whirlpool", config, mint_a, mint_b,
// tick_spacing], ["position", position_mint], ["lock_config", position].
import { ACCOUNTS, PROGRAMS } from "@/server/ledger/constants";
import { addressBytes, associatedTokenAddress, findProgramAddress } from "@/server/ledger/crypto/pda";
import { anchorAccount, anchorIx } from "@/server/ledger/world/ix/anchor";
import { bytes } from "@/server/ledger/world/ix/bytes";
import type { ProgramCall } from "@/server/ledger/world/actions/program-call";

export const WHIRLPOOL_PROGRAM = "whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc";
const TICK_SPACING = 64;

export interface WhirlpoolPlan {
  creator: string;
  config: string;
  mint: string;
  creatorTokens: string;
  creatorWsol: string;
  tokens: bigint;
  lamports: bigint;
  liquidity: bigint;
  /** fresh keypairs: the two vaults and the position's mint. */
  vaultA: string;
  vaultB: string;
  positionMint: string;
  lockedAt: number;
}

export function whirlpoolAddresses(p: Pick<WhirlpoolPlan, "config" | "mint" | "positionMint">) {
  const spacing = Buffer.alloc(2);
  spacing.writeUInt16LE(TICK_SPACING);
  const pool = findProgramAddress(["whirlpool", addressBytes(p.config), addressBytes(p.mint), addressBytes(ACCOUNTS.wrappedSol), spacing], WHIRLPOOL_PROGRAM);
  const position = findProgramAddress(["position", addressBytes(p.positionMint)], WHIRLPOOL_PROGRAM).address;
  return { pool: pool.address, bump: pool.bump, position, lockConfig: findProgramAddress(["lock_config", addressBytes(position)], WHIRLPOOL_PROGRAM).address };
}

export function whirlpoolBytes(p: WhirlpoolPlan): Buffer {
  const a = whirlpoolAddresses(p);
  return bytes()
    .raw(anchorAccount("Whirlpool"))
    .pubkey(p.config).u8(a.bump).u16(TICK_SPACING).u16(TICK_SPACING).u16(3000).u16(1300)
    .u128(p.liquidity).u128(1n << 64n).u32(0).u64(0n).u64(0n)
    .pubkey(p.mint).pubkey(p.vaultA).u128(0n)
    .pubkey(ACCOUNTS.wrappedSol).pubkey(p.vaultB).u128(0n)
    .u64(0n).zeros(3 * 128)
    .build();
}

export function positionBytes(p: WhirlpoolPlan): Buffer {
  const a = whirlpoolAddresses(p);
  return bytes().raw(anchorAccount("Position")).pubkey(a.pool).pubkey(p.positionMint).u128(p.liquidity).u32(0xfffff000).u32(4096).zeros(16 + 8 + 16 + 8 + 3 * 24).build();
}

export function lockConfigBytes(p: WhirlpoolPlan): Buffer {
  const a = whirlpoolAddresses(p);
  return bytes().raw(anchorAccount("LockConfig")).pubkey(a.position).pubkey(p.creator).pubkey(a.pool).u64(BigInt(p.lockedAt)).u8(0).zeros(128).build();
}

/** initialize the pool, open the creator's full-range position with all the liquidity, then lock it: three instructions. */
export function whirlpoolCalls(p: WhirlpoolPlan): ProgramCall[] {
  const a = whirlpoolAddresses(p);
  const positionTokens = associatedTokenAddress(p.creator, p.positionMint, PROGRAMS.token2022);
  return [
    {
      programId: WHIRLPOOL_PROGRAM,
      accounts: [p.config, p.mint, ACCOUNTS.wrappedSol, p.creator, a.pool, p.vaultA, p.vaultB],
      data: bytes().raw(anchorIx("initialize_pool")).u8(a.bump).u16(TICK_SPACING).u128(1n << 64n).build(),
      logs: ["Program log: Instruction: InitializePool"],
      signers: [p.vaultA, p.vaultB],
      states: [{ address: a.pool, owner: WHIRLPOOL_PROGRAM, bytes: whirlpoolBytes(p) }],
      tokenAccounts: [
        { address: p.vaultA, mint: p.mint, owner: a.pool },
        { address: p.vaultB, mint: ACCOUNTS.wrappedSol, owner: a.pool },
      ],
      moves: [
        { from: p.creatorTokens, to: p.vaultA, amount: p.tokens },
        { from: p.creatorWsol, to: p.vaultB, amount: p.lamports },
      ],
    },
    {
      programId: WHIRLPOOL_PROGRAM,
      accounts: [p.creator, p.creator, a.position, p.positionMint, positionTokens, a.pool],
      data: bytes().raw(anchorIx("open_position_with_token_extensions")).i64(-4096n).build(),
      logs: ["Program log: Instruction: OpenPositionWithTokenExtensions"],
      mints: [{ address: p.positionMint, program: PROGRAMS.token2022, decimals: 0, authority: a.position }],
      states: [{ address: a.position, owner: WHIRLPOOL_PROGRAM, bytes: positionBytes(p) }],
      tokenAccounts: [{ address: positionTokens, mint: p.positionMint, owner: p.creator }],
      mintTo: [{ mint: p.positionMint, account: positionTokens, amount: 1n }],
    },
    {
      programId: WHIRLPOOL_PROGRAM,
      accounts: [p.creator, p.creator, a.position, p.positionMint, positionTokens, a.lockConfig, a.pool],
      data: bytes().raw(anchorIx("lock_position")).u8(0).build(),
      logs: ["Program log: Instruction: LockPosition"],
      states: [{ address: a.lockConfig, owner: WHIRLPOOL_PROGRAM, bytes: lockConfigBytes(p) }],
    },
  ];
}
