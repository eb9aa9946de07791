// Shared by the AMM executors: wrapping SOL into the user's WSOL ATA and
// closing it again (what wallets send around every swap), or into a
// temporary seed account (createAccountWithSeed, initializeAccount3,
// transfer, syncNative; what Raydium's UI and many bots send), and pool lookup.
import { createHash } from "node:crypto";
import bs58 from "bs58";
import { PROGRAMS } from "@/server/ledger/constants";
import { addressBytes } from "@/server/ledger/crypto/pda";
import { closeAccountIx, initializeAccount3Ix, syncNativeIx } from "@/server/ledger/world/ix/spl-token";
import { createAccountWithSeedIx, transferIx } from "@/server/ledger/world/ix/system";
import { closeTokenAccount, createTokenAccount, moveLamports } from "@/server/ledger/world/mutations";
import type { TxDraft } from "@/server/ledger/world/tx-draft";
import type { Address, PoolState, PoolVenue } from "@/server/ledger/world/types";
import type { World } from "@/server/ledger/world/world";
import { ensureAtaTop, NATIVE_MINT } from "@/server/ledger/world/actions/common";

export function wrapSol(tx: TxDraft, user: Address, lamports: bigint): Address {
  const wsol = ensureAtaTop(tx, user, user, NATIVE_MINT);
  if (lamports > 0n) {
    tx.instruction(transferIx(user, wsol, lamports));
    moveLamports(tx, user, wsol, lamports);
    tx.instruction(syncNativeIx(PROGRAMS.token, wsol), ["Program log: Instruction: SyncNative"]);
  }
  return wsol;
}

/** Address of createAccountWithSeed: sha256(base || seed || owner), as the System program derives it. */
export function seedAddress(base: Address, seed: string, owner: Address): Address {
  return bs58.encode(createHash("sha256").update(addressBytes(base)).update(seed).update(addressBytes(owner)).digest());
}

/**
 * A temporary WSOL account at a seed address, funded and synced: in no
 * token balance list once the swap closes it, so a decoder must read the
 * price from the owner's own lamports. The seed is the slot: an account is
 * created and closed within its transaction, so a later reuse is fresh.
 */
export function wrapSolWithSeed(tx: TxDraft, user: Address, lamports: bigint): Address {
  const seed = `wsol${tx.slot}`;
  const wsol = seedAddress(user, seed, PROGRAMS.token);
  tx.writable(user, wsol);
  const { space, lamports: rent } = createTokenAccount(tx, { payer: user, address: wsol, mint: NATIVE_MINT, owner: user, isAta: false });
  tx.instruction(createAccountWithSeedIx(user, wsol, seed, rent, space, PROGRAMS.token));
  tx.instruction(initializeAccount3Ix(PROGRAMS.token, wsol, NATIVE_MINT, user), ["Program log: Instruction: InitializeAccount3"]);
  tx.instruction(transferIx(user, wsol, lamports));
  moveLamports(tx, user, wsol, lamports);
  tx.instruction(syncNativeIx(PROGRAMS.token, wsol), ["Program log: Instruction: SyncNative"]);
  return wsol;
}

/** Every third wallet (by address) buys through a temporary seed account, the rest through their WSOL ATA. */
export function usesSeedWsol(user: Address): boolean {
  return addressBytes(user)[31] % 3 === 0;
}

export function unwrapSol(tx: TxDraft, user: Address, wsol: Address): void {
  tx.instruction(closeAccountIx(PROGRAMS.token, wsol, user, user), ["Program log: Instruction: CloseAccount"]);
  closeTokenAccount(tx, wsol, user);
}

export interface PoolView {
  address: Address;
  pool: PoolState;
  baseReserve: bigint;
  quoteReserve: bigint;
}

export function poolViews(world: World, mint: Address): PoolView[] {
  const out: PoolView[] = [];
  for (const address of world.venuesByMint.get(mint) ?? []) {
    const data = world.getAccount(address)?.data;
    if (data?.kind !== "pool") continue;
    const baseReserve = world.getTokenAccount(data.pool.baseVault)?.amount ?? 0n;
    const quoteReserve = world.getTokenAccount(data.pool.quoteVault)?.amount ?? 0n;
    out.push({ address, pool: data.pool, baseReserve, quoteReserve });
  }
  return out;
}

/** The pool with the most SOL, optionally of one venue. */
export function deepestPool(world: World, mint: Address, venue?: PoolVenue): PoolView {
  const views = poolViews(world, mint).filter((v) => !venue || v.pool.venue === venue);
  if (views.length === 0) throw new Error(`no pool for ${mint}`);
  return views.reduce((best, v) => (v.quoteReserve > best.quoteReserve ? v : best));
}

export function poolPriceSol(view: { baseReserve: bigint; quoteReserve: bigint }, baseDecimals: number): number {
  if (view.baseReserve === 0n) return 0;
  return Number(view.quoteReserve) / 1e9 / (Number(view.baseReserve) / 10 ** baseDecimals);
}
