// The mint, its largest token accounts, and which of them are liquidity.
// A wallet is an ed25519 key (on the curve); pools, bonding curves and program
// vaults are owned by PDAs (off the curve). That rule holds on mainnet for
// every venue, so liquidity is found without a venue list; the owner's program
// only names the kind (curve, pool) when we know it.
import { PublicKey } from "@solana/web3.js";
import { getPoolAuthorityVenue, getVenueByProgramId } from "@/server/chain/labels/venues";
import { isLiquidityProgram } from "@/server/chain/labels/program-labels";
import { parseMintAccount } from "@/server/chain/solana-rpc/transform";
import type { AccountInfo } from "@/server/chain/solana-rpc/schemas";
import type { Address, LiquidityAccountSnapshot, TokenSnapshot } from "@/server/engine/snapshot";
import type { ScanRpc } from "@/server/services/scanning/gather/scan-rpc";
import type { CoverageRecorder } from "@/server/services/scanning/gather/coverage";

const PUMPFUN_PROGRAM = "6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P";

export interface HolderCandidate {
  owner: Address;
  tokenAccount: Address;
  amount: bigint;
}

export interface TokenAccountRow {
  address: Address;
  owner: Address;
  amount: bigint;
}

export function readMintInfo(account: unknown, coverage: CoverageRecorder): TokenSnapshot["mintInfo"] {
  if (account === undefined) return { status: "unavailable", error: "getAccountInfo failed" };
  try {
    const mint = parseMintAccount(account);
    return mint ? { status: "ok", ...mint } : { status: "not_a_mint" };
  } catch (error) {
    coverage.fail("mint account", error);
    return { status: "unavailable", error: error instanceof Error ? error.message : String(error) };
  }
}

/** Token accounts (jsonParsed) -> owner and amount; unreadable ones are skipped. */
export function readTokenAccounts(addresses: Address[], accounts: Map<Address, AccountInfo | null>): TokenAccountRow[] {
  const rows: TokenAccountRow[] = [];
  for (const address of addresses) {
    const data = accounts.get(address)?.data;
    if (!data || Array.isArray(data)) continue;
    const info = (data.parsed as { info?: { owner?: string; tokenAmount?: { amount?: string } } })?.info;
    if (!info?.owner || !info.tokenAmount?.amount || !/^\d+$/.test(info.tokenAmount.amount)) continue;
    rows.push({ address, owner: info.owner, amount: BigInt(info.tokenAmount.amount) });
  }
  return rows;
}

const onCurve = new Map<Address, boolean>();
/** Bound so a long-lived server does not grow the memo without end. */
const ON_CURVE_MEMO_MAX = 50_000;

/** On the ed25519 curve: a wallet key. Memoized: trades and ranking ask about the same owners many times. */
export function isWalletAddress(address: Address): boolean {
  const known = onCurve.get(address);
  if (known !== undefined) return known;
  let result = false;
  try {
    result = PublicKey.isOnCurve(new PublicKey(address).toBytes());
  } catch {
    result = false;
  }
  if (onCurve.size >= ON_CURVE_MEMO_MAX) onCurve.clear();
  onCurve.set(address, result);
  return result;
}

/** Wallet holders ranked by amount (a wallet with several accounts of the mint is one holder), capped. */
export function rankHolders(rows: TokenAccountRow[], holderCap: number): HolderCandidate[] {
  const byOwner = new Map<Address, HolderCandidate>();
  for (const row of rows) {
    if (!isWalletAddress(row.owner)) continue;
    const held = byOwner.get(row.owner);
    // the first (largest) account stays the reference; amounts add up.
    if (!held) byOwner.set(row.owner, { owner: row.owner, tokenAccount: row.address, amount: row.amount });
    else byOwner.set(row.owner, { ...held, amount: held.amount + row.amount });
  }
  const holders = [...byOwner.values()].filter((h) => h.amount > 0n).sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0));
  return holders.slice(0, holderCap);
}

/** The PDA-owned accounts (pools, curves, vaults), named by their owner's program. */
export async function describeLiquidityAccounts(rows: TokenAccountRow[], scan: ScanRpc): Promise<LiquidityAccountSnapshot[]> {
  const liquidityRows = rows.filter((r) => !isWalletAddress(r.owner));
  const owners = await scan.accounts([...new Set(liquidityRows.map((r) => r.owner))], "base64");
  return liquidityRows.map((row) => describeLiquidity(row, owners.get(row.owner) ?? null));
}

function describeLiquidity(row: TokenAccountRow, ownerAccount: AccountInfo | null): LiquidityAccountSnapshot {
  const program = ownerAccount?.owner ?? null;
  const venue = (program ? getVenueByProgramId(program) : null) ?? getPoolAuthorityVenue(row.owner);
  const kind = program === PUMPFUN_PROGRAM ? "bonding_curve" : (program && isLiquidityProgram(program)) || venue ? "pool" : "program_vault";
  return { owner: row.owner, tokenAccount: row.address, amount: row.amount, kind, venue };
}
