// Shared by the AMM executors: wrapping SOL into the user's WSOL ATA and
// closing it again (what wallets send around every swap), and pool lookup.
import { PROGRAMS } from "../../constants";
import { closeAccountIx, syncNativeIx } from "../ix/spl-token";
import { transferIx } from "../ix/system";
import { closeTokenAccount, moveLamports } from "../mutations";
import type { TxDraft } from "../tx-draft";
import type { Address, PoolState, PoolVenue } from "../types";
import type { World } from "../world";
import { ensureAtaTop, NATIVE_MINT } from "./common";

export function wrapSol(tx: TxDraft, user: Address, lamports: bigint): Address {
  const wsol = ensureAtaTop(tx, user, user, NATIVE_MINT);
  if (lamports > 0n) {
    tx.instruction(transferIx(user, wsol, lamports));
    moveLamports(tx, user, wsol, lamports);
    tx.instruction(syncNativeIx(PROGRAMS.token, wsol), ["Program log: Instruction: SyncNative"]);
  }
  return wsol;
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
