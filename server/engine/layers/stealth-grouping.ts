// Stealth bundles (decisions "Beyond one slot and one snapshot"): fresh wallets
// whose first buys land within 5 consecutive slots, inside the first 150 slots
// after trading opens, and whose buy transactions share a fingerprint that
// independent traders do not: a fee payer other than the buyer, or at least two
// of {compute-unit limit, compute-unit price, tip amount within 5%, lookup table}.
// A bot's shared fee account is NOT a trait (many strangers share it).
import type { EarlyWallet } from "@/server/engine/early-wallets";
import type { SharedFingerprint } from "@/server/contracts/scan-report";
import type { BuyFingerprint } from "@/server/engine/snapshot";

/** at least this many wallets form a stealth bundle. */
export const STEALTH_MIN_WALLETS = 3;
/** "within 5 consecutive slots": last first-buy slot minus the first, at most. */
export const STEALTH_MAX_SLOT_SPREAD = 4;
/** first buys this many slots after trading opens (the earliest buy seen), at most. */
export const STEALTH_LAUNCH_WINDOW_SLOTS = 150;
/** fresh: first funded at most 24 h (seconds) before the buy. */
export const STEALTH_FRESH_SECONDS = 24 * 3600;
/** the same in slots (400 ms each) when a block time is missing. */
export const STEALTH_FRESH_SLOTS = 216_000;
/** tips of "the same amount": within 5% of each other, as basis points. */
export const STEALTH_TIP_TOLERANCE_BPS = 500n;
/**
 * A compute setting, fee payer or lookup table that at least this many other
 * early buyers (not fresh, or outside the launch window) also used is a
 * venue's or a wallet app's default, which strangers share: it is no trait.
 */
export const STEALTH_PUBLIC_VALUE_MIN_USERS = 2;

type Trait = "fee_payer" | "cu_limit" | "cu_price" | "tip" | "lookup_table";
const PAIRABLE: Trait[] = ["cu_limit", "cu_price", "tip", "lookup_table"];
/** the trait sets tried for each anchor: a foreign fee payer alone, or any two others. */
const TRAIT_SETS: Trait[][] = [["fee_payer"], ...PAIRABLE.flatMap((a, i) => PAIRABLE.slice(i + 1).map((b) => [a, b]))];

export interface StealthGroup {
  members: EarlyWallet[];
  fingerprint: SharedFingerprint;
  slotSpread: number;
}

export function isFresh(wallet: EarlyWallet): boolean {
  const link = wallet.funding.find((l) => l.hop === 1 && l.to === wallet.owner);
  if (!link) return false;
  const buy = wallet.firstBuy;
  if (link.slot > buy.slot) return false;
  if (link.blockTime !== null && buy.blockTime !== null) return buy.blockTime - link.blockTime <= STEALTH_FRESH_SECONDS;
  return buy.slot - link.slot <= STEALTH_FRESH_SLOTS;
}

const tipOf = (f: BuyFingerprint): bigint => f.tips.reduce((sum, t) => sum + t.lamports, 0n);
const withinTolerance = (low: bigint, high: bigint) => low > 0n && (high - low) * 10_000n <= STEALTH_TIP_TOLERANCE_BPS * low;

/** The trait values of one buy, as keys ("cu_limit:140000"); tips are compared by amount instead. */
function valueKeys(f: BuyFingerprint): string[] {
  return [
    `fee_payer:${f.feePayer}`,
    ...(f.cuLimit !== null ? [`cu_limit:${f.cuLimit}`] : []),
    ...(f.cuPrice !== null ? [`cu_price:${f.cuPrice}`] : []),
    ...f.lookupTables.map((t) => `lookup_table:${t}`),
  ];
}

/** Values used by at least STEALTH_PUBLIC_VALUE_MIN_USERS independent early buyers. */
function findPublicValues(independent: EarlyWallet[]): Set<string> {
  const users = new Map<string, number>();
  for (const w of independent) {
    if (!w.firstBuy.fingerprint) continue;
    for (const key of new Set(valueKeys(w.firstBuy.fingerprint))) users.set(key, (users.get(key) ?? 0) + 1);
  }
  return new Set([...users].filter(([, n]) => n >= STEALTH_PUBLIC_VALUE_MIN_USERS).map(([key]) => key));
}

function matches(trait: Trait, anchor: EarlyWallet, other: EarlyWallet, publicValues: Set<string>): boolean {
  const a = anchor.firstBuy.fingerprint!;
  const b = other.firstBuy.fingerprint!;
  const isPrivate = (value: unknown) => !publicValues.has(`${trait}:${value}`);
  if (trait === "fee_payer") return a.feePayer === b.feePayer && a.feePayer !== anchor.owner && b.feePayer !== other.owner && isPrivate(a.feePayer);
  if (trait === "cu_limit") return a.cuLimit !== null && a.cuLimit === b.cuLimit && isPrivate(a.cuLimit);
  if (trait === "cu_price") return a.cuPrice !== null && a.cuPrice === b.cuPrice && isPrivate(a.cuPrice);
  if (trait === "tip") {
    const [x, y] = [tipOf(a), tipOf(b)].sort((p, q) => (p < q ? -1 : p > q ? 1 : 0));
    return withinTolerance(x, y);
  }
  return a.lookupTables.some((table) => b.lookupTables.includes(table) && isPrivate(table));
}

/** The values every member's buy shares (the decisions' `fingerprint`). */
export function findSharedFingerprint(members: EarlyWallet[]): SharedFingerprint {
  const prints = members.map((m) => m.firstBuy.fingerprint!);
  const all = <T>(values: T[]) => (values.every((v) => v !== null && v === values[0]) ? values[0] : undefined);
  const shared: SharedFingerprint = {};
  const payer = all(prints.map((p) => p.feePayer));
  if (payer && members.every((m) => m.owner !== payer)) shared.fee_payer = payer;
  const limit = all(prints.map((p) => p.cuLimit));
  if (limit !== undefined && limit !== null) shared.cu_limit = limit;
  const price = all(prints.map((p) => p.cuPrice));
  if (price !== undefined && price !== null) shared.cu_price = price;
  const tips = prints.map(tipOf).sort((p, q) => (p < q ? -1 : p > q ? 1 : 0));
  if (withinTolerance(tips[0], tips.at(-1)!)) {
    shared.tip_lamports = Number(tips[0]);
    const account = all(prints.map((p) => (p.tips.length === 1 ? p.tips[0].account : null)));
    if (account) shared.tip_account = account;
  }
  const table = prints[0].lookupTables.find((t) => prints.every((p) => p.lookupTables.includes(t)));
  if (table) shared.lookup_table = table;
  return shared;
}

/** A fingerprint independent traders do not share: a foreign fee payer, or two of the four others. */
export function isBundleFingerprint(f: SharedFingerprint): boolean {
  const pairable = [f.cu_limit, f.cu_price, f.tip_lamports, f.lookup_table].filter((v) => v !== undefined).length;
  return f.fee_payer !== undefined || pairable >= 2;
}

function bestGroupFor(anchor: EarlyWallet, window: EarlyWallet[], publicValues: Set<string>): StealthGroup | null {
  let best: StealthGroup | null = null;
  for (const traits of TRAIT_SETS) {
    const members = window.filter((w) => w === anchor || traits.every((t) => matches(t, anchor, w, publicValues)));
    if (members.length < STEALTH_MIN_WALLETS || (best && members.length <= best.members.length)) continue;
    const fingerprint = findSharedFingerprint(members);
    if (!isBundleFingerprint(fingerprint)) continue;
    best = { members, fingerprint, slotSpread: members.at(-1)!.firstBuy.slot - members[0].firstBuy.slot };
  }
  return best;
}

/**
 * Stealth groups among early wallets (sorted by first-buy slot). Each earliest
 * unused fresh wallet anchors a 5-slot window; the largest set of window
 * wallets matching it on a trait set becomes a group. Deterministic.
 */
export function findStealthGroups(wallets: EarlyWallet[]): StealthGroup[] {
  if (wallets.length === 0) return [];
  const openSlot = Math.min(...wallets.map((w) => w.firstBuy.slot));
  const candidates = wallets.filter(
    (w) => w.firstBuy.fingerprint && w.firstBuy.slot - openSlot <= STEALTH_LAUNCH_WINDOW_SLOTS && isFresh(w),
  );
  const publicValues = findPublicValues(wallets.filter((w) => !candidates.includes(w)));
  const used = new Set<string>();
  const groups: StealthGroup[] = [];
  for (const anchor of candidates) {
    if (used.has(anchor.owner)) continue;
    const window = candidates.filter(
      (w) => !used.has(w.owner) && w.firstBuy.slot >= anchor.firstBuy.slot && w.firstBuy.slot - anchor.firstBuy.slot <= STEALTH_MAX_SLOT_SPREAD,
    );
    const group = bestGroupFor(anchor, window, publicValues);
    if (!group) continue;
    group.members.forEach((m) => used.add(m.owner));
    groups.push(group);
  }
  return groups;
}
