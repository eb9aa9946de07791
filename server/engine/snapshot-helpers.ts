// Small read-only views of a snapshot shared by several layers.
import type { Address, HolderSnapshot, LiquidityAccountSnapshot, TokenSnapshot } from "@/server/engine/snapshot";

/** Total supply in base units; null when the mint could not be read. */
export function getSupply(snapshot: TokenSnapshot): bigint | null {
  return snapshot.mintInfo.status === "ok" ? snapshot.mintInfo.supply : null;
}

export function getDecimals(snapshot: TokenSnapshot): number | null {
  return snapshot.mintInfo.status === "ok" ? snapshot.mintInfo.decimals : null;
}

/** Holders by owner, first entry kept (the gatherer ranks owners, so duplicates are not expected). */
export function getHoldersByOwner(snapshot: TokenSnapshot): Map<Address, HolderSnapshot> {
  const byOwner = new Map<Address, HolderSnapshot>();
  for (const holder of [...snapshot.holders].sort((a, b) => a.rank - b.rank)) {
    if (!byOwner.has(holder.owner)) byOwner.set(holder.owner, holder);
  }
  return byOwner;
}

/** Each owner's summed holding, so a cluster's share never double counts. */
export function sumHoldings(snapshot: TokenSnapshot, owners: Iterable<Address>): bigint {
  const wanted = new Set(owners);
  let total = 0n;
  for (const holder of snapshot.holders) if (wanted.has(holder.owner)) total += holder.amount;
  return total;
}

/** Hop-1 funding signature of a holder: the transfer that funded the wallet itself. */
export function getHopOneSignature(holder: HolderSnapshot): string | null {
  const link = holder.funding.find((candidate) => candidate.to === holder.owner);
  return link ? link.signature : null;
}

export function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The pool a liquidity account belongs to (never an AMM's shared authority); its owner in snapshots older than `pool`. */
export function getPoolAddress(account: LiquidityAccountSnapshot): Address | null {
  return account.pool === undefined ? account.owner : account.pool;
}
