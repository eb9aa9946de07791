// The main pool's LP token: its supply now, the LP ever minted (from the
// history), who holds the most of it (LP at the incinerator counts as burned)
// and its locks. The scan's lock reader found the main pool by its account
// and read its LP's locks: that LP wins (a position-based pool has none);
// when it found no pool (a venue it does not know), the LP the history saw
// created at the pool's opening is read, and that mint's lockers asked here.
import type { LpSnapshot } from "@/server/engine/analytics/types";
import type { LocksSnapshot } from "@/server/engine/locks/lock-types";
import type { Address, Venue } from "@/server/engine/snapshot";
import type { DecodeContext } from "@/server/chain/locks/types";
import { readLpMintLocks } from "@/server/services/scan/gather/locks/read-locks";
import type { ScanRpc } from "@/server/services/scan/gather/scan-rpc";
import type { LpOrigin } from "@/server/services/scan/gather/trade-history";

/** LP holders read: the largest accounts hold what matters. */
const LP_HOLDERS = 20;

/** `pool`: the main pool's own account (snapshot-helpers getPoolAddress: never a shared AMM authority), when known. */
export async function readLpSnapshot(
  pool: { address: Address | null; venue: Venue | null } | null,
  origin: LpOrigin | null,
  scan: ScanRpc,
  known: { locks: LocksSnapshot | undefined; clock: () => DecodeContext },
): Promise<LpSnapshot | null> {
  const found = known.locks?.lp;
  // the main pool's own account names its LP (or has none: positions are NFTs); a mint the
  // history saw created beside a deposit may be a position NFT's, or another pool's LP
  if (found && (found.lpMint === null || found.lpMint !== origin?.lpMint)) {
    return found.lpMint === null ? fromLockReader(known.locks) : readLpToken({ address: found.pool, venue: found.venue }, found.lpMint, null, known.locks!, scan);
  }
  if (!pool || !origin) return fromLockReader(known.locks);
  // the lockers are asked by the LP mint and the pool's own account (a pool not resolved: by the LP mint's holders only)
  const locks = found ? known.locks! : pool.address ? await readLpMintLocks(origin.lpMint, pool.address, known.clock, scan) : { lp: null, locks: [], read: [], failed: [] };
  return readLpToken(pool, origin.lpMint, origin.lpMinted > 0n ? origin.lpMinted : null, locks, scan);
}

/** An LP token's supply and largest holders, with its locks. */
async function readLpToken(pool: { address: Address | null; venue: Venue | null }, lpMint: Address, minted: bigint | null, locks: LocksSnapshot, scan: ScanRpc): Promise<LpSnapshot> {
  const { requests } = scan.rpc;
  const [mintAnswer, largestAnswer] = await scan.batch<unknown>([requests.getAccountInfo(lpMint, { encoding: "jsonParsed" }), requests.getTokenLargestAccounts(lpMint)], "LP mint");
  const supply = readSupply(mintAnswer);
  const largest = ((largestAnswer as { value?: { address: string; amount: string }[] } | undefined)?.value ?? []).filter((r) => r.amount !== "0").slice(0, LP_HOLDERS);
  const accounts = await scan.accounts(
    largest.map((r) => r.address),
    "jsonParsed",
  );
  return {
    pool: pool.address,
    venue: pool.venue,
    lpMint,
    supply,
    minted,
    holders: largest.map((r) => ({ owner: ownerOf(accounts.get(r.address)) ?? r.address, amount: BigInt(r.amount) })),
    locks: locks.locks.filter((l) => l.asset === "lp"),
  };
}

/**
 * No pool opening in the history (a pool created by a program the trade decoder does not
 * know, or beyond the history read): the lock reader's LP, found from the pool account, with
 * its supply (or the pool's liquidity for position-based pools) as the whole minted.
 */
function fromLockReader(locks: LocksSnapshot | undefined): LpSnapshot | null {
  const lp = locks?.lp;
  if (!lp) return null;
  return { pool: lp.pool, venue: lp.venue, lpMint: lp.lpMint, supply: lp.total, minted: null, holders: [], locks: locks.locks.filter((l) => l.asset === "lp") };
}

function readSupply(answer: unknown): bigint | null {
  const supply = (answer as { value?: { data?: { parsed?: { info?: { supply?: string } } } } } | undefined)?.value?.data?.parsed?.info?.supply;
  return supply && /^\d+$/.test(supply) ? BigInt(supply) : null;
}

function ownerOf(account: { data: unknown } | null | undefined): Address | null {
  const owner = (account?.data as { parsed?: { info?: { owner?: string } } } | undefined)?.parsed?.info?.owner;
  return typeof owner === "string" ? owner : null;
}
