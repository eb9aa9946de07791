// A Raydium CLMM pool (CAMMCzo...) planted for lock worlds, the creator's
// position in it and its Burn & Earn lock (sevenlabs-hq/carbon decoders:
// raydium-clmm-decoder pool_state.rs and personal_position_state.rs,
// raydium-liquidity-locking-decoder locked_clmm_position_state.rs). The
// position NFT moves to a token account of the locking program's authority
// ["program_authority_seed"]; LockedClmmPositionState records pool and position.
import { ACCOUNTS, PROGRAMS } from "@/server/ledger/constants";
import { addressBytes, associatedTokenAddress, findProgramAddress } from "@/server/ledger/crypto/pda";
import { anchorAccount, anchorIx, padTo } from "@/server/ledger/world/ix/anchor";
import { bytes } from "@/server/ledger/world/ix/bytes";
import type { ProgramCall } from "@/server/ledger/world/actions/program-call";
import { RAYDIUM_LOCK_PROGRAM } from "@/server/ledger/world/layouts/locks/raydium-lp-lock";

export const CLMM_PROGRAM = "CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK";
const POOL_LEN = 1544;
const POSITION_LEN = 281;

export interface ClmmPlan {
  creator: string;
  config: string;
  mint: string;
  creatorTokens: string;
  creatorWsol: string;
  tokens: bigint;
  lamports: bigint;
  liquidity: bigint;
  /** the position NFT's mint (not a signer here: a mint its creator signs for reads as a launch). */
  positionNft: string;
}

export function clmmAddresses(p: Pick<ClmmPlan, "config" | "mint" | "positionNft">) {
  const [mint0, mint1] = [p.mint, ACCOUNTS.wrappedSol].sort((a, b) => Buffer.compare(addressBytes(a), addressBytes(b)));
  const pool = findProgramAddress(["pool", addressBytes(p.config), addressBytes(mint0), addressBytes(mint1)], CLMM_PROGRAM);
  const vault = (mint: string) => findProgramAddress(["pool_vault", addressBytes(pool.address), addressBytes(mint)], CLMM_PROGRAM).address;
  const authority = findProgramAddress(["program_authority_seed"], RAYDIUM_LOCK_PROGRAM).address;
  return {
    pool: pool.address,
    bump: pool.bump,
    mint0,
    mint1,
    vault0: vault(mint0),
    vault1: vault(mint1),
    position: findProgramAddress(["position", addressBytes(p.positionNft)], CLMM_PROGRAM).address,
    lockAuthority: authority,
    locked: findProgramAddress(["locked_position", addressBytes(p.positionNft)], RAYDIUM_LOCK_PROGRAM).address,
    lockedNftAccount: associatedTokenAddress(authority, p.positionNft, PROGRAMS.token2022),
  };
}

export function clmmPoolBytes(p: ClmmPlan): Buffer {
  const a = clmmAddresses(p);
  const decimals = (mint: string) => (mint === p.mint ? 6 : 9);
  const state = bytes()
    .raw(anchorAccount("PoolState"))
    .u8(a.bump).pubkey(p.config).pubkey(p.creator).pubkey(a.mint0).pubkey(a.mint1).pubkey(a.vault0).pubkey(a.vault1)
    .pubkey(findProgramAddress(["observation", addressBytes(a.pool)], CLMM_PROGRAM).address)
    .u8(decimals(a.mint0)).u8(decimals(a.mint1)).u16(60)
    .u128(p.liquidity).u128(1n << 64n)
    .build();
  return padTo(state, POOL_LEN);
}

export function personalPositionBytes(p: ClmmPlan): Buffer {
  const a = clmmAddresses(p);
  return padTo(bytes().raw(anchorAccount("PersonalPositionState")).u8(255).pubkey(p.positionNft).pubkey(a.pool).u32(0xfffc4000).u32(0x3c000).u128(p.liquidity).build(), POSITION_LEN);
}

export function lockedClmmBytes(p: ClmmPlan): Buffer {
  const a = clmmAddresses(p);
  return bytes().raw(anchorAccount("LockedClmmPositionState")).u8(255).pubkey(p.creator).pubkey(a.pool).pubkey(a.position).pubkey(a.lockedNftAccount).pubkey(p.positionNft).u64(812n).zeros(64).build();
}

/** create_pool with the creator's tokens, open_position_v2 with all the liquidity, then lock_clmm_position: three instructions. */
export function clmmCalls(p: ClmmPlan): ProgramCall[] {
  const a = clmmAddresses(p);
  const amount = (mint: string) => (mint === p.mint ? p.tokens : p.lamports);
  const source = (mint: string) => (mint === p.mint ? p.creatorTokens : p.creatorWsol);
  const nftAccount = associatedTokenAddress(p.creator, p.positionNft, PROGRAMS.token2022);
  return [
    {
      programId: CLMM_PROGRAM,
      accounts: [p.creator, p.config, a.pool, a.mint0, a.mint1, a.vault0, a.vault1],
      data: bytes().raw(anchorIx("create_pool")).u128(1n << 64n).u64(0n).build(),
      logs: ["Program log: Instruction: CreatePool"],
      states: [{ address: a.pool, owner: CLMM_PROGRAM, bytes: clmmPoolBytes(p) }],
      tokenAccounts: [
        { address: a.vault0, mint: a.mint0, owner: a.pool },
        { address: a.vault1, mint: a.mint1, owner: a.pool },
      ],
    },
    {
      programId: CLMM_PROGRAM,
      accounts: [p.creator, p.creator, p.positionNft, nftAccount, a.pool, a.position, source(a.mint0), source(a.mint1), a.vault0, a.vault1],
      data: bytes().raw(anchorIx("open_position_v2")).u32(0xfffc4000).u32(0x3c000).u128(p.liquidity).u64(amount(a.mint0)).u64(amount(a.mint1)).build(),
      logs: ["Program log: Instruction: OpenPositionV2"],
      mints: [{ address: p.positionNft, program: PROGRAMS.token2022, decimals: 0, authority: a.pool }],
      states: [{ address: a.position, owner: CLMM_PROGRAM, bytes: personalPositionBytes(p) }],
      tokenAccounts: [{ address: nftAccount, mint: p.positionNft, owner: p.creator }],
      moves: [
        { from: source(a.mint0), to: a.vault0, amount: amount(a.mint0) },
        { from: source(a.mint1), to: a.vault1, amount: amount(a.mint1) },
      ],
      mintTo: [{ mint: p.positionNft, account: nftAccount, amount: 1n }],
    },
    {
      programId: RAYDIUM_LOCK_PROGRAM,
      accounts: [a.lockAuthority, p.creator, p.creator, p.creator, nftAccount, a.position, p.positionNft, a.locked, a.lockedNftAccount],
      data: bytes().raw(anchorIx("lock_clmm_position")).bool(true).build(),
      logs: ["Program log: Instruction: LockClmmPosition"],
      states: [{ address: a.locked, owner: RAYDIUM_LOCK_PROGRAM, bytes: lockedClmmBytes(p) }],
      tokenAccounts: [{ address: a.lockedNftAccount, mint: p.positionNft, owner: a.lockAuthority }],
      moves: [{ from: nftAccount, to: a.lockedNftAccount, amount: 1n }],
    },
  ];
}
