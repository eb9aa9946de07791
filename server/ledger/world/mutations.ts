// State changes, always inside a TxDraft: every touched account must be a
// writable key of the draft, and a failed draft changes nothing (only its fee
// is charged at commit).
import { PROGRAMS, rentExempt } from "@/server/ledger/constants";
import { accountExtensionsFor, tokenAccountSpace } from "@/server/ledger/world/token-space";
import type { TxDraft } from "@/server/ledger/world/tx-draft";
import type { AccountData, Address, TokenAccountState } from "@/server/ledger/world/types";

export function moveLamports(tx: TxDraft, from: Address, to: Address, lamports: bigint): void {
  tx.assertWritable(from);
  tx.assertWritable(to);
  if (tx.failed || lamports === 0n) return;
  const source = tx.world.getAccount(from);
  if (!source || source.lamports < lamports) throw new Error(`${from} has ${source?.lamports ?? 0n} lamports, needs ${lamports}`);
  source.lamports -= lamports;
  const target = tx.world.getAccount(to) ?? tx.world.putAccount(to, { lamports: 0n, owner: PROGRAMS.system });
  target.lamports += lamports;
  syncNative(tx, from);
  syncNative(tx, to);
}

/** Wrapped-SOL token accounts track their lamports above the rent reserve. */
function syncNative(tx: TxDraft, address: Address): void {
  const account = tx.world.getAccount(address);
  if (account?.data.kind === "token" && account.data.token.isNative !== null) {
    account.data.token.amount = account.lamports - account.data.token.isNative;
  }
}

export function createAccount(tx: TxDraft, payer: Address, address: Address, owner: Address, space: number, data: AccountData): bigint {
  tx.assertWritable(address);
  const lamports = rentExempt(space);
  if (tx.failed) return lamports;
  const existing = tx.world.getAccount(address);
  if (existing && existing.data.kind !== "none") throw new Error(`account ${address} already exists`);
  moveLamports(tx, payer, address, lamports);
  const account = tx.world.getAccount(address)!;
  account.owner = owner;
  account.data = data;
  if (data.kind === "token") tx.world.indexTokenAccount(address, data.token);
  return lamports;
}

export interface NewTokenAccount {
  payer: Address;
  address: Address;
  mint: Address;
  owner: Address;
  isAta: boolean;
}

/** Creates a token account for `mint`; returns its space and rent (for the createAccount CPI). */
export function createTokenAccount(tx: TxDraft, spec: NewTokenAccount): { space: number; lamports: bigint } {
  const mint = tx.world.getMint(spec.mint);
  if (!mint && !tx.failed) throw new Error(`no mint ${spec.mint}`);
  const programId = mint?.programId ?? PROGRAMS.token;
  const extensions = mint ? accountExtensionsFor(mint, spec.isAta) : [];
  const space = tokenAccountSpace(programId, extensions);
  const frozen = mint?.extensions.some((e) => e.type === "defaultAccountState" && e.state === "frozen") ?? false;
  const isNative = spec.mint === "So11111111111111111111111111111111111111112" ? rentExempt(space) : null;
  const token: TokenAccountState = {
    programId,
    mint: spec.mint,
    owner: spec.owner,
    amount: 0n,
    delegate: null,
    delegatedAmount: 0n,
    state: frozen ? "frozen" : "initialized",
    isNative,
    closeAuthority: null,
    extensions,
    withheldAmount: 0n,
  };
  const lamports = createAccount(tx, spec.payer, spec.address, programId, space, { kind: "token", token });
  return { space, lamports };
}

function tokenOf(tx: TxDraft, address: Address): TokenAccountState {
  const token = tx.world.getTokenAccount(address);
  if (!token) throw new Error(`${address} is not a token account`);
  return token;
}

export function mintTokens(tx: TxDraft, mintAddress: Address, account: Address, amount: bigint): void {
  tx.assertWritable(mintAddress);
  tx.assertWritable(account);
  if (tx.failed) return;
  const mint = tx.world.getMint(mintAddress);
  if (!mint) throw new Error(`no mint ${mintAddress}`);
  mint.supply += amount;
  tokenOf(tx, account).amount += amount;
}

/** Moves tokens; a transfer fee (Token-2022) is withheld in the destination account. */
export function moveTokens(tx: TxDraft, from: Address, to: Address, amount: bigint, withheld = 0n): void {
  tx.assertWritable(from);
  tx.assertWritable(to);
  if (tx.failed) return;
  const source = tokenOf(tx, from);
  const target = tokenOf(tx, to);
  if (source.mint !== target.mint) throw new Error("mint mismatch");
  if (source.amount < amount) throw new Error(`${from} holds ${source.amount}, cannot send ${amount}`);
  if (source.state === "frozen" || target.state === "frozen") throw new Error(`frozen account in transfer ${from} -> ${to}`);
  source.amount -= amount;
  target.amount += amount - withheld;
  target.withheldAmount += withheld;
  if (source.isNative !== null) tx.world.getAccount(from)!.lamports -= amount;
  if (target.isNative !== null) tx.world.getAccount(to)!.lamports += amount;
}

export function burnTokens(tx: TxDraft, account: Address, mintAddress: Address, amount: bigint): void {
  tx.assertWritable(account);
  tx.assertWritable(mintAddress);
  if (tx.failed) return;
  tokenOf(tx, account).amount -= amount;
  tx.world.getMint(mintAddress)!.supply -= amount;
}

/** Closes a token account (must be empty unless native); its lamports go to `destination`. */
export function closeTokenAccount(tx: TxDraft, address: Address, destination: Address): void {
  tx.assertWritable(address);
  tx.assertWritable(destination);
  if (tx.failed) return;
  const account = tx.world.getAccount(address)!;
  const token = tokenOf(tx, address);
  if (token.isNative === null && token.amount !== 0n) throw new Error(`closing non-empty ${address}`);
  const lamports = account.lamports;
  account.lamports = 0n;
  tx.world.unindexTokenAccount(address, token);
  tx.world.accounts.delete(address);
  const target = tx.world.getAccount(destination) ?? tx.world.putAccount(destination, { lamports: 0n, owner: PROGRAMS.system });
  target.lamports += lamports;
}
