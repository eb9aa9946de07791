// The mint, its largest token accounts, and which of them are liquidity.
// A wallet is an ed25519 key (on the curve); pools, bonding curves and program
// vaults are owned by PDAs (off the curve). That rule holds on mainnet for
// every venue, so liquidity is found without a venue list; the owner's program
// only names the kind (curve, pool) when we know it.
import { PublicKey } from "@solana/web3.js";
import bs58 from "bs58";
import { KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import { getPoolAuthorityVenue, getVenueByProgramId } from "@/server/chain/labels/venues";
import { isLiquidityProgram } from "@/server/chain/labels/program-labels";
import { parseMintAccount } from "@/server/chain/solana-rpc/transform";
import type { AccountInfo } from "@/server/chain/solana-rpc/schemas";
import type { Address, LiquidityAccountSnapshot, TokenSnapshot } from "@/server/engine/snapshot";
import type { ScanRpc } from "@/server/services/scan/gather/scan-rpc";
import type { CoverageRecorder } from "@/server/services/scan/gather/coverage";

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

/** Owner (32 bytes) and amount (u64 LE) of a token account: offsets 32-72 under both token programs. */
const OWNER_AND_AMOUNT = { offset: 32, length: 40 };

/**
 * Every token account of the mint with its owner and amount, from one getProgramAccounts per token
 * program (sent in round 1 beside getTokenLargestAccounts, so the owners of the largest accounts
 * need no round of their own). Best effort: null when the RPC refuses or the answer is too big
 * (a mint with very many holders); the caller then reads the largest accounts instead. Its own
 * HTTP request, outside the scan's coverage: a refusal here is not a gap in the report. `signal`: the
 * scan went on without it (gather-snapshot.ts), so the download stops.
 */
export async function readTokenAccountsByMint(mint: Address, scan: ScanRpc, signal?: AbortSignal): Promise<Map<Address, TokenAccountRow> | null> {
  const { requests } = scan.rpc;
  const filters = [{ memcmp: { offset: 0, bytes: mint } }];
  let answers;
  try {
    answers = await scan.rpc.batch(
      [KNOWN_PROGRAMS.splToken, KNOWN_PROGRAMS.token2022].map((program) => requests.getProgramAccounts(program, { encoding: "base64", dataSlice: OWNER_AND_AMOUNT, filters })),
      { signal },
    );
  } catch {
    return null;
  }
  const rows = new Map<Address, TokenAccountRow>();
  for (const answer of answers) {
    if (!answer.ok) return null;
    for (const keyed of answer.value) {
      const data = keyed.account.data;
      const bytes = Array.isArray(data) && data[1] === "base64" ? Buffer.from(data[0], "base64") : null;
      if (!bytes || bytes.length !== OWNER_AND_AMOUNT.length) continue;
      rows.set(keyed.pubkey, { address: keyed.pubkey, owner: bs58.encode(bytes.subarray(0, 32)), amount: bytes.readBigUInt64LE(32) });
    }
  }
  return rows;
}

/** The largest accounts' owners and amounts: from the mint-wide listing when it has them all, else one getMultipleAccounts round. */
export async function readLargestAccounts(addresses: Address[], byMint: Map<Address, TokenAccountRow> | null, scan: ScanRpc): Promise<TokenAccountRow[]> {
  if (byMint && addresses.every((a) => byMint.has(a))) return addresses.map((a) => byMint.get(a)!);
  return readTokenAccounts(addresses, await scan.accounts(addresses, "jsonParsed"));
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
