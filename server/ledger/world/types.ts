// The ledger's world state: accounts with structured data (encoded to the real
// binary layouts only when asked), and transactions kept as structured
// records (rendered to json / jsonParsed only when asked).
export type Address = string;

export type MintExtensionState =
  | {
      type: "transferFeeConfig";
      configAuthority: Address | null;
      withdrawAuthority: Address | null;
      withheldAmount: bigint;
      olderFee: TransferFee;
      newerFee: TransferFee;
    }
  | { type: "transferHook"; authority: Address | null; programId: Address | null }
  | { type: "permanentDelegate"; delegate: Address | null }
  | { type: "defaultAccountState"; state: "initialized" | "frozen" }
  | { type: "mintCloseAuthority"; authority: Address | null }
  | { type: "nonTransferable" }
  | { type: "metadataPointer"; authority: Address | null; metadataAddress: Address | null }
  | { type: "tokenMetadata"; updateAuthority: Address | null; name: string; symbol: string; uri: string };

export interface TransferFee {
  epoch: bigint;
  maximumFee: bigint;
  basisPoints: number;
}

export interface MintState {
  programId: Address;
  decimals: number;
  supply: bigint;
  mintAuthority: Address | null;
  freezeAuthority: Address | null;
  extensions: MintExtensionState[];
}

export type TokenAccountExtension = "immutableOwner" | "transferFeeAmount" | "transferHookAccount";

export interface TokenAccountState {
  programId: Address;
  mint: Address;
  owner: Address;
  amount: bigint;
  delegate: Address | null;
  delegatedAmount: bigint;
  state: "initialized" | "frozen";
  /** rent-exempt reserve for wrapped-SOL accounts, null otherwise. */
  isNative: bigint | null;
  closeAuthority: Address | null;
  extensions: TokenAccountExtension[];
  withheldAmount: bigint;
}

/** pump.fun bonding curve account (151-byte layout of the current program). */
export interface CurveState {
  mint: Address;
  virtualTokenReserves: bigint;
  virtualSolReserves: bigint;
  realTokenReserves: bigint;
  realSolReserves: bigint;
  tokenTotalSupply: bigint;
  complete: boolean;
  creator: Address;
}

export type PoolVenue = "pumpswap" | "raydium_v4";

export interface PoolState {
  venue: PoolVenue;
  baseMint: Address;
  quoteMint: Address;
  baseVault: Address;
  quoteVault: Address;
  lpMint: Address;
  creator: Address;
  /** total swap fee kept by the pool and the protocol, basis points. */
  feeBps: number;
  openSlot: number;
  lpSupply: bigint;
  /** Raydium v4 only: the OpenBook market and the AMM's side accounts. */
  market: Address | null;
  raydium: { openOrders: Address; targetOrders: Address; withdrawQueue: Address; lpVault: Address } | null;
}

export type AccountData =
  | { kind: "none" }
  | { kind: "mint"; mint: MintState }
  | { kind: "token"; token: TokenAccountState }
  | { kind: "curve"; curve: CurveState }
  | { kind: "pool"; pool: PoolState }
  | { kind: "bytes"; bytes: Buffer };

export interface Account {
  address: Address;
  lamports: bigint;
  owner: Address;
  executable: boolean;
  data: AccountData;
}

export interface ParsedInfo {
  program: string;
  type: string;
  info: Record<string, unknown>;
}

/** The node renders a Memo instruction's `parsed` as the plain memo string. */
export interface ParsedText {
  program: string;
  text: string;
}

export interface InstructionRecord {
  programId: Address;
  accounts: Address[];
  data: Uint8Array;
  /** present when the RPC node has a parser for the program (system, spl-token, ATA, memo...). */
  parsed?: ParsedInfo | ParsedText;
  stackHeight: number | null;
}

export interface AccountKeyRecord {
  pubkey: Address;
  signer: boolean;
  writable: boolean;
}

export interface TokenBalanceRecord {
  accountIndex: number;
  mint: Address;
  owner: Address;
  programId: Address;
  amount: bigint;
  decimals: number;
}

export type TransactionError =
  | { InstructionError: [number, unknown] }
  | { InsufficientFundsForRent: { account_index: number } }
  | { DuplicateInstruction: number }
  | string;

export interface TxRecord {
  signature: string;
  signatures: string[];
  slot: number;
  blockTime: number;
  /** order within the slot (0-based), for newest-first listings. */
  indexInSlot: number;
  version: 0 | "legacy";
  accountKeys: AccountKeyRecord[];
  instructions: InstructionRecord[];
  innerInstructions: { index: number; instructions: InstructionRecord[] }[];
  logMessages: string[];
  fee: bigint;
  err: TransactionError | null;
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: TokenBalanceRecord[];
  postTokenBalances: TokenBalanceRecord[];
  computeUnitsConsumed: number;
  recentBlockhash: string;
  /** "[len] text" per memo instruction joined by "; ", as getSignaturesForAddress shows it. */
  memo: string | null;
  /** wall-clock ms at which the live ledger processed it; absent for the replayed (finalized) history. */
  submittedAtMs?: number;
}
