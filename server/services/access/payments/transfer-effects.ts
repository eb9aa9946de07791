// What a transaction did to USDC balances, read from meta.pre/postTokenBalances
// (the effect, not the instructions: a CPI transfer counts, a decoy instruction
// that moved nothing does not; security-reference §1.5.6). Amounts are bigint
// base units from uiTokenAmount.amount; uiAmount floats are never read.
import bs58 from "bs58";
import type { PaymentInstruction, PaymentTransaction, TokenBalance } from "@/server/services/access/payments/transaction-schema";

export const MEMO_PROGRAM_V2 = "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr";
export const MEMO_PROGRAM_V1 = "Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo";

/** Static keys then lookup-table keys, the order accountIndex refers to. jsonParsed
 * answers already list table keys (source "lookupTable"); json answers keep them in
 * meta.loadedAddresses (writable first, then readonly). */
export function fullAccountKeys(tx: PaymentTransaction): string[] {
  const keys = tx.transaction.message.accountKeys.map((key) => (typeof key === "string" ? key : key.pubkey));
  const hasTableKeys = tx.transaction.message.accountKeys.some((key) => typeof key !== "string" && key.source === "lookupTable");
  const loaded = tx.meta?.loadedAddresses;
  if (!hasTableKeys && loaded) keys.push(...loaded.writable, ...loaded.readonly);
  return keys;
}

export interface AccountDelta {
  /** post - pre, base units; a missing pre entry counts as 0 */
  delta: bigint;
  decimals: number | null;
}

/** The change of one token account's balance, matching the mint, owner and program on every entry used. */
export function accountDelta(
  tx: PaymentTransaction,
  accountIndex: number,
  match: { mint: string; owner: string; programId: string },
): AccountDelta {
  const fits = (b: TokenBalance) =>
    b.accountIndex === accountIndex && b.mint === match.mint && b.owner === match.owner && (b.programId === undefined || b.programId === match.programId);
  const pre = (tx.meta?.preTokenBalances ?? []).find(fits);
  const post = (tx.meta?.postTokenBalances ?? []).find(fits);
  if (!post) return { delta: 0n, decimals: pre?.uiTokenAmount.decimals ?? null };
  const before = pre ? BigInt(pre.uiTokenAmount.amount) : 0n;
  return { delta: BigInt(post.uiTokenAmount.amount) - before, decimals: post.uiTokenAmount.decimals };
}

/** The owner whose balance of `mint` fell the most (the payer, for support and refunds). */
export function largestSender(tx: PaymentTransaction, mint: string, exceptOwner: string): string | null {
  const byOwner = new Map<string, bigint>();
  const add = (entries: TokenBalance[] | null | undefined, sign: bigint) => {
    for (const b of entries ?? []) {
      if (b.mint !== mint || !b.owner || b.owner === exceptOwner) continue;
      byOwner.set(b.owner, (byOwner.get(b.owner) ?? 0n) + sign * BigInt(b.uiTokenAmount.amount));
    }
  };
  add(tx.meta?.postTokenBalances, 1n);
  add(tx.meta?.preTokenBalances, -1n);
  let payer: string | null = null;
  let lowest = 0n;
  for (const [owner, change] of byOwner) {
    if (change < lowest) [payer, lowest] = [owner, change];
  }
  return payer;
}

export interface MemoFound {
  programId: string;
  text: string | null;
}

/** Every top-level memo instruction (v1 and v2), with its UTF-8 text. */
export function topLevelMemos(tx: PaymentTransaction, keys: string[]): MemoFound[] {
  const memos: MemoFound[] = [];
  for (const ix of tx.transaction.message.instructions) {
    const programId = ix.programId ?? (ix.programIdIndex !== undefined ? keys[ix.programIdIndex] : undefined);
    if (programId !== MEMO_PROGRAM_V2 && programId !== MEMO_PROGRAM_V1) continue;
    memos.push({ programId, text: memoText(ix) });
  }
  return memos;
}

function memoText(ix: PaymentInstruction): string | null {
  if (typeof ix.parsed === "string") return ix.parsed;
  if (typeof ix.data !== "string") return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bs58.decode(ix.data));
  } catch {
    return null;
  }
}
