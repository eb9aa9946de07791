// What the outcome rule reads and keeps. The service reads the chain and the
// market; the engine folds what was read into a case's running state and
// judges a checkpoint from it. Amounts are bigint base units, times unix
// seconds, money USD.
import type { OutcomeLabel } from "@/server/engine/outcomes/thresholds";

/** A wallet whose sells can make a rug (the deployer, a flagged group's member, a top-20 holder at the scan). */
export interface TrackedOwner {
  owner: string;
  /** its token accounts of the mint (from the report's holders, or found later) */
  accounts: string[];
  /** what it held at the scan */
  heldAtScan: bigint;
  /** tokens it sold since the scan (decoded sells, never transfers) */
  sold: bigint;
  /** the signatures of those sells */
  sells: string[];
}

/** A group whose sells are judged together. */
export interface TrackedGroup {
  id: string;
  kind: "deployer" | "flagged_cluster" | "post_scan_dump";
  /** cluster type for flagged_cluster (funding, time_sync, stealth_bundle, coordinated_exit, exited) */
  detail: string | null;
  owners: string[];
  /** post_scan_dump: the slot the group sold together in */
  slot?: number;
  /** post_scan_dump: the signatures of the dump */
  signatures?: string[];
}

/** The pool or bonding curve a seller exits through: whose quote reserve is the liquidity. */
export interface MarketRef {
  /** owner of the market's token accounts (pool PDA, AMM authority or the curve itself) */
  owner: string;
  /** the market's token account of the mint */
  baseAccount: string;
}

/** A transaction that moved the liquidity or the price, ranked by how much. */
export interface RankedSignature {
  signature: string;
  /** USD the quote reserve fell by (drains), or tokens sold (sells) as a number */
  size: number;
}

export interface CaseState {
  version: 1;
  scanSlot: number | null;
  supply: bigint | null;
  market: MarketRef | null;
  owners: TrackedOwner[];
  groups: TrackedGroup[];
  /** newest signature read per address: where the next reading starts */
  cursors: Record<string, string>;
  liquidityPeakUsd: number | null;
  marketCapPeak: number | null;
  /** transactions that took the most out of the main market's quote reserve */
  drains: RankedSignature[];
  /** the largest sells since the scan */
  bigSells: RankedSignature[];
  /** the newest trades since the scan, newest first */
  recentTrades: { signature: string; time: number }[];
  tradesSinceScan: number;
  /** the newest trade seen, or the market's newest activity before the scan */
  lastTradeAt: number | null;
  lastTradeSignature: string | null;
  /** transactions left unread (the per-reading cap or the budget): evidence may be incomplete */
  unreadSignatures: number;
}

/** One reading of the token at a checkpoint (the service's market and account reads). */
export interface Reading {
  at: number;
  liquidityUsd: number | null;
  marketCap: number | null;
  /** USD per base unit of the market's quote token (SOL: SOL/USD / 1e9), to value reserves; null when unknown */
  quoteUsdPerUnit: number | null;
}

export interface GroupSale {
  id: string;
  kind: TrackedGroup["kind"];
  detail: string | null;
  owners: string[];
  heldAtScan: string;
  sold: string;
  /** sold / held at the scan, percent (2 decimals); null when it held nothing */
  soldPct: number | null;
  signatures: string[];
}

/** What a checkpoint's label was judged on, stored beside it and served. */
export interface CheckpointFacts {
  checkedAt: number;
  liquidityAtScanUsd: number | null;
  liquidityUsd: number | null;
  liquidityPeakUsd: number | null;
  /** fall from the peak, percent (2 decimals) */
  liquidityDropPct: number | null;
  marketCapAtScan: number | null;
  marketCap: number | null;
  marketCapPeak: number | null;
  /** market cap now / at the scan, percent (2 decimals) */
  priceVsScanPct: number | null;
  groups: GroupSale[];
  tradesSinceScan: number;
  lastTradeAt: number | null;
  quietWindowSeconds: number;
  unreadSignatures: number;
}

export interface CheckpointVerdict {
  label: OutcomeLabel;
  evidence: string[];
  reasons: string[];
  facts: CheckpointFacts;
}
