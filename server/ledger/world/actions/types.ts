// Declarative actions a scenario schedules. The builder applies them in slot
// order against the world; amounts that depend on state (tokens out of a
// curve, "sell 40 % of the bag") are resolved when the action runs.
import type { ProgramCall } from "@/server/ledger/world/actions/program-call";
import type { StreamflowVesting } from "@/server/ledger/world/ix/streamflow";
import type { Address, MintExtensionState, PoolVenue } from "@/server/ledger/world/types";

/** A token amount: exact base units, a fraction of the current balance, or all of it. */
export type TokenAmount = { raw: bigint } | { fraction: number } | "all";

export interface TxStyle {
  /** pays the fee when it differs from the acting wallet (relayers, bundlers). */
  feePayer?: Address;
  microLamportsPerCu?: number;
  computeUnitLimit?: number;
  /** the transaction fails (slippage) and changes nothing but the fee. */
  fail?: boolean;
  jitoTipLamports?: bigint;
  /** which public Jito tip account gets the tip (bundlers pick one at random); default ACCOUNTS.jitoTip. */
  jitoTipAccount?: Address;
  /** a trading bot's fee, a System transfer to its fee account (what every user of the bot pays). */
  botFee?: { account: Address; lamports: bigint };
}

export type Action =
  | ({ kind: "transfer"; from: Address; to: Address; lamports: bigint; legacy?: boolean } & TxStyle)
  | ({ kind: "transferMany"; from: Address; to: { address: Address; lamports: bigint }[] } & TxStyle)
  | ({
      kind: "pumpCreate";
      creator: Address;
      mint: Address;
      name: string;
      symbol: string;
      uri: string;
      devBuyLamports?: bigint;
    } & TxStyle)
  | ({ kind: "pumpBuy"; user: Address; mint: Address; lamports: bigint } & TxStyle)
  | ({ kind: "pumpSell"; user: Address; mint: Address; amount: TokenAmount; closeAccount?: boolean } & TxStyle)
  | ({ kind: "pumpMigrate"; mint: Address } & TxStyle)
  | ({ kind: "poolCreate"; venue: PoolVenue; creator: Address; mint: Address; tokenAmount: TokenAmount; lamports: bigint } & TxStyle)
  | ({ kind: "poolBuy"; user: Address; mint: Address; lamports: bigint; venue?: PoolVenue } & TxStyle)
  | ({ kind: "poolSell"; user: Address; mint: Address; amount: TokenAmount; venue?: PoolVenue } & TxStyle)
  | ({ kind: "poolWithdraw"; owner: Address; mint: Address; fraction: number; venue?: PoolVenue } & TxStyle)
  | ({
      kind: "splCreate";
      creator: Address;
      mint: Address;
      program: "token" | "token2022";
      decimals: number;
      supply: bigint;
      name: string;
      symbol: string;
      revokeMintAuthority: boolean;
      /** defaults to the creator; a different wallet can hold it from the start. */
      mintAuthority?: Address;
      freezeAuthority: Address | null;
      /** Jupiter refuses to route sells of this token (see market/jupiter.ts). */
      sellBlocked?: boolean;
      extensions?: MintExtensionState[];
    } & TxStyle)
  | ({ kind: "mintTo"; authority: Address; mint: Address; to: Address; amount: bigint } & TxStyle)
  | ({ kind: "tokenTransfer"; from: Address; to: Address; mint: Address; amount: TokenAmount; checked?: boolean } & TxStyle)
  | ({ kind: "freeze"; authority: Address; mint: Address; owner: Address } & TxStyle)
  /** SPL Burn from the owner's ATA (e.g. LP tokens burned for good). */
  | ({ kind: "tokenBurn"; owner: Address; mint: Address; amount: TokenAmount } & TxStyle)
  /** a Streamflow token lock of the owner's tokens until `unlockAt` (unix s); `metadata` is the contract account (a fresh keypair). */
  | ({ kind: "streamflowLock"; owner: Address; mint: Address; amount: TokenAmount; unlockAt: number; metadata: Address; name: string; recipient?: Address; vesting?: StreamflowVesting } & TxStyle)
  /** one instruction of a locker, vesting or pool program with its effects (world/actions/program-call.ts). */
  | ({ kind: "programCall"; actor: Address; call: ProgramCall } & TxStyle)
  /** creates the owner's ATA when missing, then thaws it (frozen-by-default mints). */
  | ({ kind: "thaw"; authority: Address; mint: Address; owner: Address } & TxStyle);

export interface ScheduledAction {
  slot: number;
  /** stable tiebreak inside a slot: scenario order, then declaration order. */
  order: number;
  scenarioId: string;
  action: Action;
}
