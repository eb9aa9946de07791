// The TokenSnapshot: everything the gatherer read from the chain and the market
// for one mint, and the only input of the engine. Amounts are bigint in base
// units (token base units or lamports); the engine derives percentages.
// A snapshot round-trips through JSON with serializeSnapshot/parseSnapshot so a
// scan can be replayed in tests with no network and no database.
import type { LocksSnapshot } from "@/server/engine/locks/lock-types";

export type Address = string;
export type Signature = string;

/** Venue ids the normalizer recognises by program id. */
export type Venue =
  | "pumpfun"
  | "pumpswap"
  | "raydium_amm_v4"
  | "raydium_cpmm"
  | "raydium_clmm"
  | "raydium_launchlab"
  | "meteora_dlmm"
  | "meteora_damm"
  | "meteora_dbc"
  | "orca_whirlpool"
  | "moonshot"
  | "jupiter"
  | "phoenix"
  | "solfi"
  | "zerofi"
  | "humidifi"
  | "tessera_v"
  | "goonfi"
  | "obric_v2"
  | "lifinity_v2"
  | "orca_v2"
  | "pancakeswap"
  | "heaven"
  | "stabble"
  | "openbook_v2"
  // venues named for issue 17 (server/chain/labels/trading-venues.ts, each with its source)
  | "manifest"
  | "openbook_v1"
  | "raydium_stable"
  | "saber"
  | "saros"
  | "crema"
  | "invariant"
  | "aldrin"
  | "orca_v1"
  | "lifinity_v1"
  | "fluxbeam"
  | "bonkswap"
  | "goosefx"
  | "mercurial"
  | "sanctum"
  | "boop"
  | "one_dex"
  | "sugar"
  | "vertigo"
  | "virtuals"
  | "wavebreak"
  | "okx"
  | "dflow"
  | "raydium_router"
  | "jupiter_dca"
  | "jupiter_limit"
  | "alphaq"
  | "bisonfi"
  | "byreal"
  | "titan"
  | "jupiter_order_engine"
  | "unknown";

export type MintExtension =
  | { kind: "transferFeeConfig"; feeBps: number; maxFee: bigint; configAuthority: Address | null; withdrawAuthority: Address | null }
  | { kind: "transferHook"; programId: Address | null; authority: Address | null }
  | { kind: "permanentDelegate"; delegate: Address | null }
  | { kind: "defaultAccountState"; state: "initialized" | "frozen" }
  | { kind: "nonTransferable" }
  | { kind: "pausable"; authority: Address | null; paused: boolean }
  | { kind: "mintCloseAuthority"; authority: Address | null }
  | { kind: "other"; name: string };

export interface MintSnapshot {
  programId: Address;
  isToken2022: boolean;
  decimals: number;
  supply: bigint;
  mintAuthority: Address | null;
  freezeAuthority: Address | null;
  extensions: MintExtension[];
}

/** A SOL transfer that funded `to`, found in `to`'s history. hop 1 funds a holder. */
export interface FundingLink {
  hop: number;
  from: Address;
  to: Address;
  signature: Signature;
  slot: number;
  blockTime: number | null;
  lamports: bigint;
}

/** How a buy was sent (server/chain/fingerprint): what a bundler's wallets share and independent traders do not. */
export interface BuyFingerprint {
  /** account key 0; a fee payer other than the buyer is someone paying for it. */
  feePayer: Address;
  /** SetComputeUnitLimit units; null at the default limit. */
  cuLimit: number | null;
  /** SetComputeUnitPrice, micro-lamports per compute unit; null when unset. */
  cuPrice: number | null;
  /** transfers to the public Jito tip accounts. */
  tips: { account: Address; lamports: bigint }[];
  /** address lookup tables of a v0 message. */
  lookupTables: Address[];
}

export interface BuySnapshot {
  signature: Signature;
  slot: number;
  blockTime: number | null;
  amount: bigint;
  venue: Venue | null;
  /** absent in snapshots gathered before fingerprints were read. */
  fingerprint?: BuyFingerprint;
}

export interface HolderSnapshot {
  rank: number; // 1-based among non-liquidity holders, by amount
  owner: Address;
  tokenAccount: Address;
  amount: bigint;
  /** true when the owner's history was walked (false: cap or upstream failure). */
  traced: boolean;
  /** earliest acquisition of the mint by this owner seen in its history. */
  firstBuy: BuySnapshot | null;
  /** funding chain, hop 1 first; empty when no inbound SOL funding was found. */
  funding: FundingLink[];
}

/**
 * One of the token's first buying wallets (decisions "Beyond one slot and one
 * snapshot"): traced with the holders whether or not it still holds, so a group
 * that bought early and sold out stays visible.
 */
export interface EarlyBuyerSnapshot {
  owner: Address;
  /** its first buy of the mint, with the buy's fingerprint. */
  firstBuy: BuySnapshot;
  /** funding chain, hop 1 first, like a holder's. */
  funding: FundingLink[];
  /** the wallet's buys and sells of the mint seen in its history, oldest first. */
  trades: TradeSnapshot[];
  /** false when the wallet's history was cut (full page, or more trades than read): sells may be missing. */
  historyComplete: boolean;
}

/** A token account excluded from holder ranking (pool, bonding curve, program vault). */
export interface LiquidityAccountSnapshot {
  /** the token account's owner: the pool or curve itself, or an AMM's shared vault authority (Raydium v4, CPMM). */
  owner: Address;
  /**
   * the pool's own account (AMM id, pool state, bonding curve): the owner unless that is a shared
   * authority, then read from an instruction naming the vault; null when it could not be found.
   * Absent in snapshots gathered before it existed (then the owner is all that is known).
   */
  pool?: Address | null;
  tokenAccount: Address;
  amount: bigint;
  kind: "pool" | "bonding_curve" | "program_vault";
  venue: Venue | null;
}

/** One swap-like change of an owner's balance of the mint. */
export interface TradeSnapshot {
  signature: Signature;
  slot: number;
  blockTime: number | null;
  owner: Address;
  side: "buy" | "sell";
  amount: bigint; // absolute token delta
  balanceBefore: bigint;
  balanceAfter: bigint;
  lamports: bigint | null; // SOL paid (buy) or received (sell), when known
  venue: Venue | null;
}

/** What we know of a wallet that funded holders (hop 1..N). */
export interface FunderProfile {
  address: Address;
  label: string | null; // labelled exchange / infrastructure name
  balanceLamports: bigint | null;
  /** distinct wallets this funder sent SOL to in its sampled history. */
  fundedWallets: number | null;
  sampledTxs: number;
  historyCapped: boolean;
  isProgramOwned: boolean;
  /** the profile could not be read (upstream failure): whether it is an exchange is unknown. */
  unreadable?: boolean;
}

export interface LaunchSnapshot {
  mint: Address;
  signature: Signature;
  slot: number;
  blockTime: number | null;
  venue: Venue | null;
  symbol: string | null;
  market:
    | { status: "ok"; liquidityUsd: number; marketCap: number; peakMarketCap: number | null; /** the deepest pair's DEX (DexScreener dexId). */ dexId?: string }
    | { status: "none" }
    | { status: "unavailable" };
  /**
   * from the launch's own trade history (sampled within a budget): its peak market cap in SOL and
   * the lowest traded after it, priced in USD by the engine; a reason when unread. Snapshots stored
   * before the floor existed carry `pumpAndDump` (a 90% fall in 7 days) instead: read as unknown.
   */
  history?:
    | {
        status: "ok";
        peakMcapSol: number | null;
        floorAfterPeakSol?: number | null;
        pumpAndDump?: boolean | null;
        /** the launch's largest sellers (and the creator, when it sold), with who funded them (absent in older snapshots). */
        sellers?: LaunchSeller[];
      }
    | { status: "unavailable"; reason: string };
}

/** A wallet that sold one of the deployer's earlier launches, from that launch's sampled trades. */
export interface LaunchSeller {
  wallet: Address;
  /** tokens it bought and sold in the sampled trades, base units. */
  bought: bigint;
  sold: bigint;
  /** its hop-1 funder: the creator when the creator's own history shows it sending the wallet SOL or tokens; null when unread (and for the creator). */
  funder: Address | null;
}

/**
 * Launch records of the creators this service has stored scans of, per band
 * of launch counts (docs/scoring.md "Deployer verdict"): what a deployer's
 * record is compared with. Counts, not rates: the engine decides whether a
 * band has enough creators to replace the documented prior.
 */
export interface DeployerRecordBand {
  /** creators whose judged (sampled) earlier launches number min..max (null: no upper end). */
  min: number;
  max: number | null;
  creators: number;
  sampledLaunches: number;
  deadLaunches: number;
  /** launches whose pump-and-dump could be judged, and those that were. */
  pumpKnownLaunches: number;
  pumpAndDumps: number;
}

export type DeployerSnapshot =
  | {
      status: "ok";
      creator: Address;
      /** null when the creator was read from the mint's bonding curve because its history was too long to reach the creation. */
      creationSignature: Signature | null;
      creationSlot: number | null;
      venue: Venue | null;
      /** false when paging stopped at a cap or a failure before the start of history. */
      historyComplete: boolean;
      /** earlier mint creations by the creator (the scanned mint excluded). */
      launches: LaunchSnapshot[];
    }
  | { status: "unknown"; reason: string };

export type MarketSnapshot =
  | {
      status: "ok";
      priceUsd: number | null;
      liquidityUsd: number;
      marketCap: number | null;
      fdv: number | null;
      pairAddress: Address;
      dexId: string;
      pairCreatedAt: number | null; // ms
      pairCount: number;
      name: string | null;
      symbol: string | null;
      /** the deepest pair's quote token and the mint's price in it, when known. */
      quoteMint?: Address | null;
      priceNative?: number | null;
    }
  | { status: "none" }
  | { status: "unavailable"; error: string };

export type SellQuoteSnapshot =
  | { status: "ok"; routable: true; amountIn: bigint; outLamports: bigint; priceImpactPct: number; routeLabels: string[] }
  | { status: "ok"; routable: false; amountIn: bigint; reason: string }
  | { status: "unavailable"; error: string }
  | { status: "skipped"; reason: string };

export interface CoverageSnapshot {
  holderCap: number;
  fundingHops: number;
  holdersFound: number;
  holdersTraced: number;
  /** names of caps that cut the trace short, e.g. "holder_signatures_page". */
  capsHit: string[];
  /** upstream failures that left a part of the snapshot empty. */
  failures: { source: "rpc" | "market" | "quote"; what: string; message: string }[];
}

export interface TokenSnapshot {
  mint: Address;
  /** unix seconds when gathering finished; the engine has no clock. */
  observedAt: number;
  /** the slot the mint account was read at (the report's `slot`); absent in older snapshots. */
  observedSlot?: number | null;
  mintInfo: ({ status: "ok" } & MintSnapshot) | { status: "unavailable"; error: string } | { status: "not_a_mint" };
  holders: HolderSnapshot[];
  /** the token's first buying wallets (at most 100), in first-buy order; absent in older snapshots. */
  earlyBuyers?: EarlyBuyerSnapshot[];
  liquidityAccounts: LiquidityAccountSnapshot[];
  trades: TradeSnapshot[];
  funders: Record<Address, FunderProfile>;
  deployer: DeployerSnapshot;
  market: MarketSnapshot;
  sellQuote: SellQuoteSnapshot;
  /** locks of the supply and of the main pool's LP (docs/locks.md); absent in snapshots gathered before they were read. */
  locks?: LocksSnapshot;
  coverage: CoverageSnapshot;
  /** the service's stored deployer records by band of launch counts; absent: the engine's documented prior. */
  deployerRecords?: DeployerRecordBand[];
}

const BIGINT_TAG = "__bigint:";

/** JSON with bigints kept exact as tagged strings. */
export function serializeSnapshot(snapshot: TokenSnapshot): string {
  return JSON.stringify(snapshot, (_key, value) => (typeof value === "bigint" ? `${BIGINT_TAG}${value}` : value));
}

export function parseSnapshot(json: string): TokenSnapshot {
  return JSON.parse(json, (_key, value) =>
    typeof value === "string" && value.startsWith(BIGINT_TAG) ? BigInt(value.slice(BIGINT_TAG.length)) : value,
  ) as TokenSnapshot;
}
