// One top-level instruction of a program the ledger does not execute itself
// (lockers, vesting programs, pools of venues planted for them), with the
// effects the real program has as its CPIs: accounts created (System
// createAccount), LP mints initialised, token accounts opened, SOL wrapped,
// tokens minted and moved (SPL Token). The scenario gives the exact account
// bytes, built from the program's layout (world/layouts/locks).
import { MINT_RENT, PROGRAMS, rentExempt } from "@/server/ledger/constants";
import { initializeAccount3Ix, initializeMint2Ix, mintToIx, syncNativeIx, transferIx as tokenTransferIx } from "@/server/ledger/world/ix/spl-token";
import { createAccountIx, transferIx } from "@/server/ledger/world/ix/system";
import { createAccount, createTokenAccount, mintTokens, moveLamports, moveTokens } from "@/server/ledger/world/mutations";
import type { TxDraft } from "@/server/ledger/world/tx-draft";
import type { Address, TxRecord } from "@/server/ledger/world/types";
import { openTx, type ExecContext } from "@/server/ledger/world/actions/common";
import type { Action } from "@/server/ledger/world/actions/types";

export interface ProgramCall {
  programId: Address;
  accounts: Address[];
  data: Buffer;
  /** the program's log line, e.g. "Program log: Instruction: CreateVestingEscrowV2". */
  logs?: string[];
  /**
   * signers besides the actor (a new keypair account, an escrow's base key). NFT mints of
   * positions are left out on purpose: a mint its creator signs for reads as a token launch.
   */
  signers?: Address[];
  /** mints opened first (LP mints): token program, decimals, mint authority. */
  mints?: { address: Address; program: Address; decimals: number; authority: Address }[];
  /** program-owned accounts created with exactly these bytes. */
  states?: { address: Address; owner: Address; bytes: Buffer }[];
  /** token accounts opened (vaults, escrows), owned by `owner`. */
  tokenAccounts?: { address: Address; mint: Address; owner: Address }[];
  /** SOL moved into wrapped-SOL token accounts (then synced). */
  wraps?: { account: Address; lamports: bigint }[];
  /** tokens minted by the mint's authority. */
  mintTo?: { mint: Address; account: Address; amount: bigint }[];
  /** tokens moved between token accounts, signed by the source's owner. */
  moves?: { from: Address; to: Address; amount: bigint }[];
  /** existing program accounts whose bytes the instruction rewrites (a position locked, a locker's total). */
  updates?: { address: Address; bytes: Buffer }[];
}

type Call = Extract<Action, { kind: "programCall" }>;

export function execProgramCall(ctx: ExecContext, a: Call): TxRecord {
  const tx = openTx(ctx, a.actor, { computeUnitLimit: 300_000, microLamportsPerCu: 100_000, ...a });
  const c = a.call;
  for (const signer of c.signers ?? []) tx.signer(signer);
  tx.writable(...(c.mints ?? []).map((m) => m.address), ...(c.states ?? []).map((s) => s.address), ...(c.tokenAccounts ?? []).map((t) => t.address));
  tx.writable(...(c.moves ?? []).flatMap((m) => [m.from, m.to]), ...(c.mintTo ?? []).map((m) => m.account), ...(c.wraps ?? []).map((w) => w.account), ...(c.updates ?? []).map((u) => u.address));
  const index = tx.instruction({ programId: c.programId, accounts: c.accounts, data: c.data, stackHeight: null }, c.logs ?? []);
  for (const m of c.mints ?? []) {
    createAccount(tx, a.actor, m.address, m.program, 82, { kind: "mint", mint: { programId: m.program, decimals: m.decimals, supply: 0n, mintAuthority: m.authority, freezeAuthority: null, extensions: [] } });
    tx.innerInstruction(index, createAccountIx(a.actor, m.address, MINT_RENT, 82, m.program, 2));
    tx.innerInstruction(index, initializeMint2Ix(m.program, m.address, m.decimals, m.authority, null, 2));
  }
  for (const s of c.states ?? []) {
    createAccount(tx, a.actor, s.address, s.owner, s.bytes.length, { kind: "bytes", bytes: s.bytes });
    tx.innerInstruction(index, createAccountIx(a.actor, s.address, rentExempt(s.bytes.length), s.bytes.length, s.owner, 2));
  }
  for (const t of c.tokenAccounts ?? []) openTokenAccount(tx, index, a.actor, t);
  for (const w of c.wraps ?? []) {
    moveLamports(tx, a.actor, w.account, w.lamports);
    tx.innerInstruction(index, transferIx(a.actor, w.account, w.lamports, 2));
    tx.innerInstruction(index, syncNativeIx(PROGRAMS.token, w.account, 2), ["Program log: Instruction: SyncNative"]);
  }
  for (const m of c.mintTo ?? []) {
    const mint = ctx.world.getMint(m.mint);
    if (!mint?.mintAuthority) throw new Error(`mint ${m.mint} has no authority`);
    mintTokens(tx, m.mint, m.account, m.amount);
    tx.innerInstruction(index, mintToIx(mint.programId, m.mint, m.account, mint.mintAuthority, m.amount, 2), ["Program log: Instruction: MintTo"]);
  }
  for (const m of c.moves ?? []) {
    const source = ctx.world.getTokenAccount(m.from);
    if (!source) throw new Error(`${m.from} is not a token account`);
    moveTokens(tx, m.from, m.to, m.amount);
    tx.innerInstruction(index, tokenTransferIx(source.programId, m.from, m.to, source.owner, m.amount, 2), ["Program log: Instruction: Transfer"]);
  }
  for (const u of c.updates ?? []) {
    const account = ctx.world.getAccount(u.address);
    if (account?.data.kind !== "bytes" || account.data.bytes.length !== u.bytes.length) throw new Error(`${u.address} is not a ${u.bytes.length}-byte program account`);
    if (!tx.failed) account.data = { kind: "bytes", bytes: u.bytes };
  }
  return tx.commit();
}

function openTokenAccount(tx: TxDraft, index: number, payer: Address, t: { address: Address; mint: Address; owner: Address }): void {
  const { space, lamports } = createTokenAccount(tx, { payer, address: t.address, mint: t.mint, owner: t.owner, isAta: false });
  const program = tx.world.getMint(t.mint)?.programId ?? PROGRAMS.token;
  tx.innerInstruction(index, createAccountIx(payer, t.address, lamports, space, program, 2));
  tx.innerInstruction(index, initializeAccount3Ix(program, t.address, t.mint, t.owner, 2));
}
