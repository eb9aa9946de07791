// The main pool's LP token: its supply now, the LP ever minted (from the
// history), and who holds it. LP held by a known locker counts as locked, with
// the unlock time decoded where the locker's contract layout is known.
import type { LpSnapshot } from "@/server/engine/analytics/types";
import type { Address, Venue } from "@/server/engine/snapshot";
import type { ScanRpc } from "@/server/services/scanning/gather/scan-rpc";
import type { LpOrigin } from "@/server/services/scanning/gather/trade-history";

interface Locker {
  programId: Address;
  name: string;
  /** where a lock contract names its escrow token account, and its unlock time (u64 seconds). */
  contract: { size: number; escrowOffset: number; unlockOffset: number } | null;
}

/**
 * Common LP lockers. Streamflow: program from labels/programs-and-venues.csv (photon-explorer);
 * Contract layout from streamflow-finance/rust-sdk state.rs (1104 bytes, escrow_tokens at 209,
 * end_time at 33). Raydium liquidity locking: CSV (sevenlabs-hq/carbon); its lock is an NFT
 * position, so only the share is read, not the unlock time.
 */
export const LP_LOCKERS: readonly Locker[] = [
  { programId: "strmRqUCoQUgGUan5YhzUZa6KqdzwX5L6FpUxfmKg5m", name: "Streamflow", contract: { size: 1104, escrowOffset: 209, unlockOffset: 33 } },
  { programId: "LockrWmn6K5twhz3y9w1dQERbmgSaRkfnTeTKbpofwE", name: "Raydium liquidity locking", contract: null },
];
/** LP accounts checked for a lock: the largest ones hold what matters. */
const LOCK_CHECKS = 5;

export async function readLpSnapshot(pool: { address: Address | null; venue: Venue | null }, origin: LpOrigin | null, scan: ScanRpc): Promise<LpSnapshot | null> {
  if (!origin) return null;
  const { requests } = scan.rpc;
  const [mintAnswer, largestAnswer] = await scan.batch<unknown>([requests.getAccountInfo(origin.lpMint, { encoding: "jsonParsed" }), requests.getTokenLargestAccounts(origin.lpMint)], "LP mint");
  const supply = readSupply(mintAnswer);
  const largest = ((largestAnswer as { value?: { address: string; amount: string }[] } | undefined)?.value ?? []).filter((r) => r.amount !== "0");
  const top = largest.slice(0, LOCK_CHECKS).map((r) => r.address);
  const streamflow = LP_LOCKERS.filter((l) => l.contract);
  const [accounts, contracts] = await Promise.all([
    scan.accounts(largest.map((r) => r.address), "jsonParsed"),
    scan.batch<{ pubkey: string; account: { data: unknown } }[]>(
      streamflow.flatMap((l) => top.map((address) => requests.getProgramAccounts(l.programId, { encoding: "base64", filters: [{ dataSize: l.contract!.size }, { memcmp: { offset: l.contract!.escrowOffset, bytes: address } }] }))),
      "LP lock contracts",
    ),
  ]);
  const owners = largest.map((r) => ({ account: r.address, amount: BigInt(r.amount), owner: ownerOf(accounts.get(r.address)) ?? r.address }));
  const ownerPrograms = await scan.accounts([...new Set(owners.map((o) => o.owner))], "base64");
  const unlocks = new Map<Address, { locker: string; unlocksAt: number | null }>();
  streamflow.forEach((l, i) =>
    top.forEach((address, j) => {
      const found = contracts[i * top.length + j]?.[0];
      if (found) unlocks.set(address, { locker: l.name, unlocksAt: readU64(found.account.data, l.contract!.unlockOffset) });
    }),
  );
  return {
    pool: pool.address,
    venue: pool.venue,
    lpMint: origin.lpMint,
    supply,
    minted: origin.lpMinted > 0n ? origin.lpMinted : null,
    holders: owners.map((o) => {
      const byContract = unlocks.get(o.account);
      const program = ownerPrograms.get(o.owner)?.owner;
      const byOwner = LP_LOCKERS.find((l) => l.programId === program);
      return { owner: o.owner, amount: o.amount, locker: byContract?.locker ?? byOwner?.name ?? null, unlocksAt: byContract?.unlocksAt ?? null };
    }),
  };
}

function readSupply(answer: unknown): bigint | null {
  const supply = (answer as { value?: { data?: { parsed?: { info?: { supply?: string } } } } } | undefined)?.value?.data?.parsed?.info?.supply;
  return supply && /^\d+$/.test(supply) ? BigInt(supply) : null;
}

function ownerOf(account: { data: unknown } | null | undefined): Address | null {
  const owner = (account?.data as { parsed?: { info?: { owner?: string } } } | undefined)?.parsed?.info?.owner;
  return typeof owner === "string" ? owner : null;
}

function readU64(data: unknown, offset: number): number | null {
  if (!Array.isArray(data) || typeof data[0] !== "string") return null;
  const bytes = Buffer.from(data[0], "base64");
  return bytes.length >= offset + 8 ? Number(bytes.readBigUInt64LE(offset)) : null;
}

