// A Meteora DAMM v1 pool (Eo7WjK..., dynamic AMM) planted for lock worlds, and
// its lock escrow (MeteoraAg/damm-v1-sdk ts-client/src/amm/idl.ts). The pool
// keeps lp_mint @8, token_a_mint @40, token_b_mint @72, a_vault @104,
// b_vault @136 (Meteora dynamic vaults, 24Uqj9..., whose token_vault holds the
// tokens); LP mint PDA ["lp_mint", pool]. LockEscrow at
// ["lock_escrow", pool, owner] (8 + 152 bytes with padding), its LP in the
// escrow's associated token account; locked with no way back.
import { ACCOUNTS, PROGRAMS } from "@/server/ledger/constants";
import { addressBytes, associatedTokenAddress, findProgramAddress } from "@/server/ledger/crypto/pda";
import { isqrt } from "@/server/ledger/world/amm-math";
import { anchorAccount, anchorIx, padTo } from "@/server/ledger/world/ix/anchor";
import { bytes } from "@/server/ledger/world/ix/bytes";
import type { ProgramCall } from "@/server/ledger/world/actions/program-call";

export const DAMM_V1_PROGRAM = "Eo7WjKq67rjJQSZxS6z3YkapzY3eMj6Xy8X5EQVn5UaB";
export const METEORA_VAULT_PROGRAM = "24Uqj9JCLxUeoC3hGfh5W3s9FM9uCHDS2SG3LYwBpyTi";
/** room for the IDL's whole Pool (fees, bootstrapping, partner info, padding): readers use only the leading keys. */
const POOL_LEN = 944;
const VAULT_BASE = "HWzXGcGHy4tcpYfaRDCyLNzXqBTv3E6BttpCH2vJxArv";

export interface DammV1Plan {
  creator: string;
  /** the pool account (a keypair for permissionless pools). */
  pool: string;
  mint: string;
  creatorTokens: string;
  creatorWsol: string;
  tokens: bigint;
  lamports: bigint;
}

function vaultOf(mint: string) {
  const vault = findProgramAddress(["vault", addressBytes(mint), addressBytes(VAULT_BASE)], METEORA_VAULT_PROGRAM).address;
  return { vault, tokenVault: findProgramAddress(["token_vault", addressBytes(vault)], METEORA_VAULT_PROGRAM).address };
}

export function dammV1PoolCall(p: DammV1Plan): { call: ProgramCall; lpMint: string; creatorLp: string; lpMinted: bigint } {
  const lpMint = findProgramAddress(["lp_mint", addressBytes(p.pool)], DAMM_V1_PROGRAM).address;
  const a = vaultOf(p.mint);
  const b = vaultOf(ACCOUNTS.wrappedSol);
  const creatorLp = associatedTokenAddress(p.creator, lpMint, PROGRAMS.token);
  const lpMinted = isqrt(p.tokens * p.lamports);
  const state = bytes()
    .raw(anchorAccount("Pool"))
    .pubkey(lpMint).pubkey(p.mint).pubkey(ACCOUNTS.wrappedSol).pubkey(a.vault).pubkey(b.vault)
    .pubkey(findProgramAddress([addressBytes(a.vault), addressBytes(p.pool)], DAMM_V1_PROGRAM).address)
    .pubkey(findProgramAddress([addressBytes(b.vault), addressBytes(p.pool)], DAMM_V1_PROGRAM).address)
    .u8(255).bool(true)
    .build();
  const call: ProgramCall = {
    programId: DAMM_V1_PROGRAM,
    accounts: [p.pool, lpMint, p.mint, ACCOUNTS.wrappedSol, a.vault, b.vault, a.tokenVault, b.tokenVault, creatorLp, p.creatorTokens, p.creatorWsol, p.creator],
    // initialize_permissionless_pool(curve_type: ConstantProduct, token_a_amount, token_b_amount)
    data: bytes().raw(anchorIx("initialize_permissionless_pool")).u8(0).u64(p.tokens).u64(p.lamports).build(),
    logs: ["Program log: Instruction: InitializePermissionlessPool"],
    signers: [p.pool],
    mints: [{ address: lpMint, program: PROGRAMS.token, decimals: 9, authority: findProgramAddress(["lp_mint", addressBytes(p.pool)], DAMM_V1_PROGRAM).address }],
    states: [{ address: p.pool, owner: DAMM_V1_PROGRAM, bytes: padTo(state, POOL_LEN) }],
    tokenAccounts: [
      { address: a.tokenVault, mint: p.mint, owner: a.vault },
      { address: b.tokenVault, mint: ACCOUNTS.wrappedSol, owner: b.vault },
      { address: creatorLp, mint: lpMint, owner: p.creator },
    ],
    moves: [
      { from: p.creatorTokens, to: a.tokenVault, amount: p.tokens },
      { from: p.creatorWsol, to: b.tokenVault, amount: p.lamports },
    ],
    mintTo: [{ mint: lpMint, account: creatorLp, amount: lpMinted }],
  };
  return { call, lpMint, creatorLp, lpMinted };
}

export interface LockEscrowPlan {
  pool: string;
  owner: string;
  lpMint: string;
  ownerLp: string;
  amount: bigint;
}

export function lockEscrowAddress(pool: string, owner: string) {
  return findProgramAddress(["lock_escrow", addressBytes(pool), addressBytes(owner)], DAMM_V1_PROGRAM);
}

export function lockEscrowBytes(p: LockEscrowPlan, amount: bigint): Buffer {
  const escrow = lockEscrowAddress(p.pool, p.owner);
  return bytes()
    .raw(anchorAccount("LockEscrow"))
    .pubkey(p.pool).pubkey(p.owner).pubkey(associatedTokenAddress(escrow.address, p.lpMint, PROGRAMS.token))
    .u8(escrow.bump).u64(amount).u128(0n).u64(0n).u64(0n).u64(0n).zeros(7)
    .build();
}

/** create_lock_escrow, then lock: two instructions, the escrow first empty, then holding the LP. */
export function lockEscrowCalls(p: LockEscrowPlan): [ProgramCall, ProgramCall] {
  const escrow = lockEscrowAddress(p.pool, p.owner).address;
  const vault = associatedTokenAddress(escrow, p.lpMint, PROGRAMS.token);
  return [
    {
      programId: DAMM_V1_PROGRAM,
      accounts: [p.pool, escrow, p.owner, p.lpMint, p.owner, PROGRAMS.system],
      data: anchorIx("create_lock_escrow"),
      logs: ["Program log: Instruction: CreateLockEscrow"],
      states: [{ address: escrow, owner: DAMM_V1_PROGRAM, bytes: lockEscrowBytes(p, 0n) }],
      tokenAccounts: [{ address: vault, mint: p.lpMint, owner: escrow }],
    },
    {
      programId: DAMM_V1_PROGRAM,
      accounts: [p.pool, p.lpMint, escrow, p.owner, p.ownerLp, vault, PROGRAMS.token],
      data: bytes().raw(anchorIx("lock")).u64(p.amount).build(),
      logs: ["Program log: Instruction: Lock"],
      moves: [{ from: p.ownerLp, to: vault, amount: p.amount }],
      updates: [{ address: escrow, bytes: lockEscrowBytes(p, p.amount) }],
    },
  ];
}
