// A Raydium CPMM pool planted for lock worlds (CPMMoo8..., raydium-io/raydium-cp-swap
// programs/cp-swap/src/states/pool.rs, PoolState LEN 637): PDAs ["pool", config,
// token_0, token_1], ["pool_vault", pool, mint], ["pool_lp_mint", pool], vaults
// and LP mint under the shared authority GpMZbS... Token 0 is the smaller key.
import { ACCOUNTS, PROGRAMS } from "@/server/ledger/constants";
import { addressBytes, associatedTokenAddress, findProgramAddress } from "@/server/ledger/crypto/pda";
import { isqrt } from "@/server/ledger/world/amm-math";
import { anchorAccount, anchorIx, padTo } from "@/server/ledger/world/ix/anchor";
import { bytes } from "@/server/ledger/world/ix/bytes";
import type { ProgramCall } from "@/server/ledger/world/actions/program-call";

export const CPMM_PROGRAM = "CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C";
export const CPMM_AUTHORITY = "GpMZbSM2GgvTKHJirzeGfMFoaZ8UR2X7F4v8vHTvxFbL";
const POOL_LEN = 637;

export interface CpmmPlan {
  creator: string;
  config: string;
  mint: string;
  creatorTokens: string;
  creatorWsol: string;
  tokens: bigint;
  lamports: bigint;
  openTime: number;
}

export function cpmmAddresses(p: Pick<CpmmPlan, "config" | "mint" | "creator">) {
  const [token0, token1] = [p.mint, ACCOUNTS.wrappedSol].sort((a, b) => Buffer.compare(addressBytes(a), addressBytes(b)));
  const pool = findProgramAddress(["pool", addressBytes(p.config), addressBytes(token0), addressBytes(token1)], CPMM_PROGRAM).address;
  const vault = (mint: string) => findProgramAddress(["pool_vault", addressBytes(pool), addressBytes(mint)], CPMM_PROGRAM).address;
  const lpMint = findProgramAddress(["pool_lp_mint", addressBytes(pool)], CPMM_PROGRAM).address;
  return { pool, token0, token1, vault0: vault(token0), vault1: vault(token1), lpMint, creatorLp: associatedTokenAddress(p.creator, lpMint, PROGRAMS.token) };
}

export function cpmmPoolCall(p: CpmmPlan): { call: ProgramCall; lpMinted: bigint; pool: string; lpMint: string; creatorLp: string } {
  const a = cpmmAddresses(p);
  const lpMinted = isqrt(p.tokens * p.lamports);
  const state = bytes()
    .raw(anchorAccount("PoolState"))
    .pubkey(p.config).pubkey(p.creator).pubkey(a.vault0).pubkey(a.vault1).pubkey(a.lpMint).pubkey(a.token0).pubkey(a.token1)
    .pubkey(PROGRAMS.token).pubkey(PROGRAMS.token).pubkey(findProgramAddress(["observation", addressBytes(a.pool)], CPMM_PROGRAM).address)
    .u8(255).u8(0).u8(9).u8(a.token0 === p.mint ? 6 : 9).u8(a.token1 === p.mint ? 6 : 9)
    .u64(lpMinted).u64(0n).u64(0n).u64(0n).u64(0n).u64(BigInt(p.openTime)).u64(0n)
    .build();
  const amount = (mint: string) => (mint === p.mint ? p.tokens : p.lamports);
  const source = (mint: string) => (mint === p.mint ? p.creatorTokens : p.creatorWsol);
  const call: ProgramCall = {
    programId: CPMM_PROGRAM,
    accounts: [p.creator, p.config, CPMM_AUTHORITY, a.pool, a.token0, a.token1, a.lpMint, source(a.token0), source(a.token1), a.creatorLp, a.vault0, a.vault1],
    // initialize(init_amount_0, init_amount_1, open_time)
    data: bytes().raw(anchorIx("initialize")).u64(amount(a.token0)).u64(amount(a.token1)).u64(BigInt(p.openTime)).build(),
    logs: ["Program log: Instruction: Initialize"],
    mints: [{ address: a.lpMint, program: PROGRAMS.token, decimals: 9, authority: CPMM_AUTHORITY }],
    states: [{ address: a.pool, owner: CPMM_PROGRAM, bytes: padTo(state, POOL_LEN) }],
    tokenAccounts: [
      { address: a.vault0, mint: a.token0, owner: CPMM_AUTHORITY },
      { address: a.vault1, mint: a.token1, owner: CPMM_AUTHORITY },
      { address: a.creatorLp, mint: a.lpMint, owner: p.creator },
    ],
    moves: [
      { from: source(a.token0), to: a.vault0, amount: amount(a.token0) },
      { from: source(a.token1), to: a.vault1, amount: amount(a.token1) },
    ],
    mintTo: [{ mint: a.lpMint, account: a.creatorLp, amount: lpMinted }],
  };
  return { call, lpMinted, pool: a.pool, lpMint: a.lpMint, creatorLp: a.creatorLp };
}
