// The watch detector's inputs and outputs. WatchTx is the part of a
// normalized transaction the detector reads, plus its trades as the one trade
// decoder (server/chain/trades) reads them: the service decodes, the engine
// imports nothing outside itself. Amounts are bigint base units; times unix seconds.

export interface WatchTx {
  signature: string;
  slot: number;
  blockTime: number | null;
  failed: boolean;
  tokenDeltas: ReadonlyArray<{ owner: string; mint: string; tokenAccount: string; pre: bigint; post: bigint; delta: bigint }>;
  solDeltas: ReadonlyArray<{ account: string; pre: bigint; post: bigint; delta: bigint }>;
  /** the buys and sells in it (decodeTransaction): a transfer, an LP add or burn is never one */
  trades: ReadonlyArray<WatchTrade>;
}

export interface WatchTrade {
  owner: string;
  mint: string;
  side: "buy" | "sell";
  /** tokens bought or sold, base units */
  amount: bigint;
}

/** A top-20 holder's balance of the mint as last seen. */
export interface HolderBag {
  owner: string;
  amount: bigint;
}

/** The main pool (or bonding curve): whose quote reserve is watched. */
export interface PoolRef {
  /** the owner of the pool's token accounts (pool PDA, AMM authority or curve) */
  owner: string;
  /** the pool's token account of the watched mint */
  baseAccount: string;
  /** the pool's SOL/USDC token account once seen; null: the reserve is the owner's lamports (curve) or not seen yet */
  quoteAccount: string | null;
}

export interface ReserveSample {
  time: number;
  slot: number;
  reserve: bigint;
  signature: string | null;
  /** the wallets that moved the reserve in this transaction: sellers of the mint, or who took an LP withdrawal */
  wallets?: string[];
  /** tokens of the mint sold in this transaction, base units */
  sold?: bigint;
}

export interface DrainAlertMark {
  time: number;
  action: "EXIT" | "REVIEW";
}

export interface WatchSnapshot {
  mint: string;
  supply: bigint;
  holders: HolderBag[];
  pool: PoolRef | null;
  /** reserve samples of the last DRAIN_WINDOW_SECONDS, oldest first */
  reserves: ReserveSample[];
  lastDrainAlert: DrainAlertMark | null;
  /** the new transactions since the last poll, in any order */
  txs: WatchTx[];
  /** unix seconds of this poll (for transactions without a blockTime) */
  now: number;
}

export type IncidentType = "coordinated_dump" | "liquidity_drain";

export interface WatchIncident {
  type: IncidentType;
  /** mint:type:slot, stored UNIQUE: the same incident is recorded once by any number of pollers */
  dedupeKey: string;
  slot: number;
  time: number;
  action: "EXIT" | "REVIEW";
  coordinated: boolean;
  /** the wallets that sold (dump), or pulled liquidity / sold into the drain (drain) */
  wallets: string[];
  /** tokens sold by those wallets in the incident, percent of supply (always a share of supply) */
  soldPct: number;
  /** liquidity_drain only: the quote reserve's fall from its window peak, percent */
  reserveDropPct?: number;
  signatures: string[];
  reason: string;
}

export interface WatchDetection {
  incidents: WatchIncident[];
  /** the state to keep for the next poll */
  holders: HolderBag[];
  pool: PoolRef | null;
  reserves: ReserveSample[];
  lastDrainAlert: DrainAlertMark | null;
}
