// Inputs of the analytics layers: the scan's TokenSnapshot plus what the
// trade-history reader gathered (every buy and sell of the mint, back to the
// start of trading within caps) and the LP token's holders. Amounts are bigint base units (tokens) or lamports.
import type { Cluster, ExitedCluster } from "@/server/contracts/scan-report";
import type { LockEntry } from "@/server/engine/locks/lock-types";
import type { Address, Signature, TokenSnapshot, Venue } from "@/server/engine/snapshot";

/** The scan's coordinated groups the analytics read: live clusters of every type, and exited groups. */
export interface ScanGroups {
  clusters: Cluster[];
  exited: ExitedCluster[];
}

/** Reserves of the pool (or bonding curve) that took the other side of a trade. */
export interface PoolReserves {
  pool: Address;
  tokenBefore: bigint;
  tokenAfter: bigint;
  /** SOL or wrapped SOL held by the pool, lamports. */
  solBefore: bigint;
  solAfter: bigint;
}

/** One buy or sell: the owner's net change of the mint in one transaction. */
export interface HistoryTrade {
  signature: Signature;
  slot: number;
  blockTime: number | null;
  owner: Address;
  side: "buy" | "sell";
  /** absolute token change, base units. */
  amount: bigint;
  balanceAfter: bigint;
  /** SOL paid (buy) or received (sell), lamports: the owner's SOL + wrapped SOL change net of fee, rent still held and tips; null when the quote is not SOL (a stablecoin or token-for-token trade). */
  lamports: bigint | null;
  /** what was paid or received: the wrapped-SOL mint for SOL, a stablecoin, or another token (absent in older snapshots). */
  quoteMint?: Address;
  /** absolute, in the quote mint's base units. */
  quoteAmount?: bigint;
  venue: Venue | null;
  reserves: PoolReserves | null;
  /** who paid the transaction's fee (account key 0); absent in older snapshots. */
  feePayer?: Address;
}

/** A SOL or token transfer from the creator seen in the history (team detection). */
export interface CreatorTransfer {
  to: Address;
  slot: number;
  signature: Signature;
  kind: "sol" | "token";
}

export interface TradeHistorySnapshot {
  trades: HistoryTrade[];
  /** slot trading opened: the curve's creation slot, or the pool's creation slot. */
  tradingOpenedSlot: number | null;
  /** false when a cap or a failure stopped paging before the start of trading. */
  complete: boolean;
  transactionsRead: number;
  capsHit: string[];
  creatorTransfers: CreatorTransfer[];
}

/** The main pool's LP token, for burned / locked shares. */
export interface LpSnapshot {
  /** the pool's own account (never a shared vault authority); null when it could not be found. */
  pool: Address | null;
  venue: Venue | null;
  lpMint: Address | null;
  /** current LP supply; null when unread. */
  supply: bigint | null;
  /** LP ever minted (supply + burned), when the history shows it. */
  minted: bigint | null;
  /** the largest LP holders (the incinerator's share counts as burned). */
  holders: { owner: Address; amount: bigint }[];
  /** locks of this LP read from the locker programs (docs/locks.md). */
  locks: LockEntry[];
}

export interface AnalyticsSnapshot {
  token: TokenSnapshot;
  history: TradeHistorySnapshot;
  lp: LpSnapshot | null;
  /** slot of the reads; every answer names it. */
  slot: number | null;
}
