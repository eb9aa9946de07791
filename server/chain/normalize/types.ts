// The normalized view of one getTransaction (jsonParsed) answer: what a scan
// needs to know, venue-independent. Amounts are bigint base units.
import type { Address, Signature, Venue } from "@/server/engine/snapshot";
import type { PoolAccountRef } from "@/server/chain/normalize/pool-accounts";

export interface TokenBalanceDelta {
  owner: Address;
  mint: Address;
  tokenAccount: Address;
  programId: Address | null;
  decimals: number;
  pre: bigint;
  post: bigint;
  delta: bigint; // post - pre; > 0 received (buy), < 0 sent (sell)
}

export interface SolBalanceDelta {
  account: Address;
  pre: bigint;
  post: bigint;
  delta: bigint; // lamports, fee included for the fee payer
}

export interface SolTransfer {
  from: Address;
  to: Address;
  lamports: bigint;
  inner: boolean; // true when it came from innerInstructions (CPI)
  kind: "transfer" | "transferWithSeed" | "createAccount" | "createAccountWithSeed";
}

export interface MintCreation {
  mint: Address;
  decimals: number;
  mintAuthority: Address | null;
  freezeAuthority: Address | null;
  programId: Address;
  inner: boolean;
}

export interface MintToEvent {
  mint: Address;
  account: Address;
  amount: bigint;
  authority: Address | null;
}

/** An spl-token / Token-2022 setAuthority (e.g. pump.fun create revoking the mint authority). */
export interface AuthorityChange {
  /** the mint (mint-level authority types) or token account (accountOwner, closeAccount). */
  target: Address;
  targetKind: "mint" | "account";
  /** as the RPC names it: "mintTokens", "freezeAccount", "accountOwner", "closeAccount", ... */
  authorityType: string;
  /** the signer that held the authority (a multisig address when multisig). */
  authority: Address | null;
  /** null = the authority is revoked for good. */
  newAuthority: Address | null;
  programId: Address;
  inner: boolean;
}

/** A token operation a trade decoder reads (transfers, supply changes, account lifecycle). */
export interface TokenOp {
  kind: "transfer" | "mintTo" | "burn" | "closeAccount" | "initializeAccount" | "syncNative";
  programId: Address;
  /** the program that invoked it (null = top-level, signed by a wallet directly). */
  parentProgram: Address | null;
  inner: boolean;
  amount: bigint;
  source: Address | null;
  destination: Address | null;
  /** the token account minted to, burned from, closed, initialized or synced. */
  account: Address | null;
  /** named by the *Checked forms, mintTo, burn and initializeAccount only. */
  mint: Address | null;
  /** initializeAccount's owner, closeAccount's owner. */
  owner: Address | null;
  authority: Address | null;
}

export interface NormalizedTransaction {
  signature: Signature;
  slot: number;
  blockTime: number | null;
  version: "legacy" | number;
  failed: boolean;
  fee: bigint;
  feePayer: Address;
  signers: Address[];
  /** every account key, static then lookup-table (writable, then readonly). */
  accountKeys: Address[];
  programIds: Address[]; // top-level and inner, deduplicated
  venues: Venue[]; // recognised venues among programIds, deduplicated
  tokenDeltas: TokenBalanceDelta[]; // only non-zero deltas
  /** every token balance entry, unchanged ones included (who owns which token account). */
  tokenAccounts: TokenBalanceDelta[];
  tokenOps: TokenOp[];
  solDeltas: SolBalanceDelta[]; // only non-zero deltas
  solTransfers: SolTransfer[];
  /** accounts allocated or assigned by the System program here (created, whether by createAccount or transfer + allocate + assign). */
  allocatedAccounts: Address[];
  mintCreations: MintCreation[];
  mintTos: MintToEvent[];
  /** setAuthority instructions, top-level and inner, in execution order. */
  authorityChanges: AuthorityChange[];
  /** pools that AMM instructions (Raydium v4, CPMM, LaunchLab) act on, with the vaults they name. */
  poolAccounts: PoolAccountRef[];
}
