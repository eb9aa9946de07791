// Caps of one scan. Each bounds upstream work; when one cuts the trace short
// the snapshot's coverage says so (see docs/scoring.md "Caps").
export interface GatherOptions {
  /** top wallet holders traced (pools, curves and vaults excluded). */
  holderCap: number;
  /** funding hops walked above each holder (1 = direct funder only). */
  fundingHops: number;
  /** pages of 1,000 signatures read from the mint's history to reach its creation. */
  signaturePageCap: number;
  /** signatures read per wallet (holder, funder, creator). */
  walletSignatureLimit: number;
  /** transactions sampled from crowded slots of the mint/pool history (bundles, exits). */
  tradeTxCap: number;
  /** transactions of the creator's history read to find its launches. */
  deployerTxCap: number;
  /** newest transactions of a busy funder sampled to estimate how many wallets it funds. */
  funderSampleTxs: number;
  /**
   * read the owners of the largest accounts from one getProgramAccounts per token program in
   * round 1 (SCAN_OWNERS_FROM_PROGRAM_ACCOUNTS); false, or an RPC that refuses it, costs a round.
   */
  ownersFromProgramAccounts?: boolean;
  /** trace the token's first buyers (exited groups); false only to measure what the trace costs. */
  firstBuyers?: boolean;
  /** read locks of the supply and of the main pool's LP (docs/locks.md); false only to measure what they cost. */
  locks?: boolean;
  /** ms timestamp of the pool's creation (DexScreener pairCreatedAt), when the caller knows it. */
  pairCreatedAt?: number;
  /** the whole scan's deadline, ms from its start (SCAN_DEADLINE_MS); reads past it are skipped and the report degraded. */
  deadlineMs?: number;
  /** an explicit deadline signal instead of deadlineMs (tests fire it by hand). */
  deadline?: AbortSignal;
}

export const DEFAULT_GATHER_OPTIONS: GatherOptions = {
  holderCap: 20,
  fundingHops: 2,
  signaturePageCap: 3,
  walletSignatureLimit: 1000,
  tradeTxCap: 40,
  deployerTxCap: 60,
  funderSampleTxs: 10,
};

/** A funder with at least this many signatures is sampled for its fan-out. */
export const BUSY_FUNDER_SIGNATURES = 50;
/** Oldest transactions of a wallet read to find what funded it. */
export const FUNDING_TX_WINDOW = 3;
