// An owner's SOL side of a transaction, net of what is never a price: the
// network fee, tips to known tip accounts and fees to listed trading-bot fee
// accounts, and rent that is still held in an
// account the owner opened. SOL that passed through the owner's wrapped-SOL
// accounts counts: a pre-existing WSOL account's lamports move with its
// balance, and a temporary one (created, synced, swapped from and closed in
// the same transaction) holds nothing before or after, so the owner's own
// lamport change already carries the price it forwarded.
import type { NormalizedTransaction } from "@/server/chain/normalize/types";
import type { Address } from "@/server/engine/snapshot";
import { BOT_FEE_ACCOUNTS, OTHER_TIP_ACCOUNTS, TIP_ACCOUNTS } from "@/server/chain/trades/quote-mints";

const CREATE_KINDS = new Set(["createAccount", "createAccountWithSeed"]);

export function lamportDelta(tx: NormalizedTransaction, account: Address): bigint {
  return tx.solDeltas.find((s) => s.account === account)?.delta ?? 0n;
}

/** Lamports sent to tip accounts and listed bot fee accounts by `from` (every sender when null). */
export function sumTips(tx: NormalizedTransaction, from: Address | null): bigint {
  return tx.solTransfers.filter((t) => (TIP_ACCOUNTS.has(t.to) || BOT_FEE_ACCOUNTS.has(t.to) || OTHER_TIP_ACCOUNTS.has(t.to)) && (from === null || t.from === from)).reduce((sum, t) => sum + t.lamports, 0n);
}

/**
 * Signed lamports: > 0 the owner received SOL (a sell's proceeds), < 0 it
 * paid. The owner's token accounts are part of its position: their rent and
 * wrapped SOL are the owner's, so rent moved into its own new token account
 * nets out. Rent the owner put into accounts it does not own (a curve, a
 * fee recipient's account, a program's per-user account) is added back when
 * that account still exists; rent someone else put into the owner's new
 * accounts is taken out (a gift, not proceeds).
 */
export function computeSolValue(tx: NormalizedTransaction, owner: Address): bigint {
  const own = new Set(tx.tokenAccounts.filter((t) => t.owner === owner).map((t) => t.tokenAccount));
  let value = lamportDelta(tx, owner);
  for (const account of own) value += lamportDelta(tx, account);
  if (owner === tx.feePayer) value += tx.fee;
  value += sumTips(tx, owner);
  // an account funded by transfer and then allocated: only its first funding is rent (later ones may be price)
  const allocated = new Set(tx.allocatedAccounts);
  for (const t of tx.solTransfers) {
    if (t.to === owner) continue;
    const created = CREATE_KINDS.has(t.kind) || (allocated.delete(t.to) && tx.solDeltas.some((s) => s.account === t.to && s.pre === 0n));
    if (!created) continue;
    const stillHeld = tx.solDeltas.some((s) => s.account === t.to && s.post > 0n);
    if (!stillHeld) continue;
    if (t.from === owner && !own.has(t.to)) value += t.lamports;
    else if (t.from !== owner && own.has(t.to)) value -= t.lamports;
  }
  return value;
}

/** Whether wrapped SOL passed through an account of the owner (the swap's SOL leg went through it). */
export function touchedWrappedSol(tx: NormalizedTransaction, owner: Address, wsolMint: Address): boolean {
  if (tx.tokenAccounts.some((t) => t.owner === owner && t.mint === wsolMint && t.delta !== 0n)) return true;
  return tx.tokenOps.some((op) => op.kind === "initializeAccount" && op.mint === wsolMint && op.owner === owner);
}

/**
 * Wrapped SOL that flowed into (> 0) or out of (< 0) the owner's WSOL
 * accounts by token transfers, temporary ones included: the swap's own SOL
 * leg, before whatever the owner paid around it. Used when fees paid around
 * a small sell exceed its proceeds (the net is then not a price).
 */
export function wrappedSolFlow(tx: NormalizedTransaction, owner: Address, wsolMint: Address): bigint {
  const own = new Set(tx.tokenAccounts.filter((t) => t.owner === owner && t.mint === wsolMint).map((t) => t.tokenAccount));
  for (const op of tx.tokenOps) if (op.kind === "initializeAccount" && op.mint === wsolMint && op.owner === owner && op.account) own.add(op.account);
  let flow = 0n;
  for (const op of tx.tokenOps) {
    if (op.kind !== "transfer") continue;
    const into = op.destination !== null && own.has(op.destination);
    const outOf = op.source !== null && own.has(op.source);
    if (into && !outOf) flow += op.amount;
    if (outOf && !into) flow -= op.amount;
  }
  return flow;
}
