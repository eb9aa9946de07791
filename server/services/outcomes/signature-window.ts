// Which of a reading's new signatures are read now: the ones after the scan's
// slot that did not fail, across the mint's and the market vault's lists (a
// signature in both counts once), oldest first, at most `cap`. Each list's
// cursor moves past what was read or skipped and no further, so what the cap
// left is the next reading's. Also the market's newest activity before the
// scan (the first reading's fallback for "last trade") and the USD value of
// the market's quote unit. Pure.
import { KNOWN_ACCOUNTS } from "@/server/chain/labels/known-programs";
import type { SignatureInfo } from "@/server/chain/solana-rpc/schemas";
import type { MarketSnapshot } from "@/server/engine/snapshot";

export interface SignatureList {
  address: string;
  /** newest first, as getSignaturesForAddress answers */
  items: SignatureInfo[];
}

export interface UnreadWindow {
  toRead: SignatureInfo[];
  /** found after the scan and left for later (the cap) */
  unread: number;
  cursors: Record<string, string>;
  activityBeforeScan: { at: number; signature: string } | null;
}

const STABLE_MINTS = new Set(["EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB"]);

export function pickUnread(lists: SignatureList[], scanSlot: number | null, cap: number, wantsActivityBeforeScan: boolean): UnreadWindow {
  const key = (s: SignatureInfo) => `${String(s.slot).padStart(12, "0")}:${s.signature}`;
  const isAfterScan = (s: SignatureInfo) => scanSlot === null || s.slot > scanSlot;
  const unique = new Map<string, SignatureInfo>();
  for (const list of lists) for (const item of list.items) if (item.err === null && isAfterScan(item)) unique.set(item.signature, item);
  const wanted = [...unique.values()].sort((a, b) => (key(a) < key(b) ? -1 : 1));
  const toRead = wanted.slice(0, cap);
  // everything before the first signature left unread is consumed (read, failed, or before the scan)
  const firstUnread = toRead.length < wanted.length ? key(wanted[toRead.length]) : null;
  const cursors: Record<string, string> = {};
  for (const list of lists) {
    const consumed = firstUnread === null ? list.items : list.items.filter((s) => key(s) < firstUnread);
    if (consumed[0]) cursors[list.address] = consumed[0].signature;
  }
  const before = wantsActivityBeforeScan
    ? lists
        .at(-1)!
        .items.find((s) => s.err === null && !isAfterScan(s) && s.blockTime !== null && s.blockTime !== undefined)
    : undefined;
  return { toRead, unread: wanted.length - toRead.length, cursors, activityBeforeScan: before ? { at: before.blockTime!, signature: before.signature } : null };
}

/** USD per base unit of the market's quote token: SOL (priceUsd / priceNative per SOL), USDC and USDT 1:1. */
export function quoteUsdPerUnit(market: MarketSnapshot): number | null {
  if (market.status !== "ok") return null;
  if (market.quoteMint && STABLE_MINTS.has(market.quoteMint)) return 1e-6;
  if (market.quoteMint !== KNOWN_ACCOUNTS.wrappedSolMint || !market.priceUsd || !market.priceNative) return null;
  return market.priceUsd / market.priceNative / 1e9;
}
