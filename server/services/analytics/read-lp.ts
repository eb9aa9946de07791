// The main pool's LP token: its supply now, the LP ever minted (from the
// history), who holds the most of it (LP at the incinerator counts as burned)
// and its locks. The scan's lock reader already read the locks of the LP it
// found by the pool's account; when the history names another LP mint (a
// venue the pool lookup does not know), that mint's lockers are asked here;
// when the history shows no pool opening, the lock reader's LP stands in.
import type { LpSnapshot } from "@/server/engine/analytics/types";
import type { LocksSnapshot } from "@/server/engine/locks/lock-types";
import type { Address, Venue } from "@/server/engine/snapshot";
import type { DecodeContext } from "@/server/chain/locks/types";
import { readLpMintLocks } from "@/server/services/scanning/gather/locks/read-locks";
import type { ScanRpc } from "@/server/services/scanning/gather/scan-rpc";
import type { LpOrigin } from "@/server/services/scanning/gather/trade-history";

/** LP holders read: the largest accounts hold what matters. */
const LP_HOLDERS = 20;

export async function readLpSnapshot(
  pool: { owner: Address; venue: Venue | null } | null,
  origin: LpOrigin | null,
  scan: ScanRpc,
  known: { locks: LocksSnapshot | undefined; clock: () => DecodeContext },
): Promise<LpSnapshot | null> {
  if (!pool || !origin) return fromLockReader(known.locks);
  const { requests } = scan.rpc;
  const sameLp = known.locks?.lp?.lpMint === origin.lpMint;
  const [[mintAnswer, largestAnswer], locks] = await Promise.all([
    scan.batch<unknown>([requests.getAccountInfo(origin.lpMint, { encoding: "jsonParsed" }), requests.getTokenLargestAccounts(origin.lpMint)], "LP mint"),
    sameLp ? Promise.resolve(known.locks!) : readLpMintLocks(origin.lpMint, pool.owner, known.clock, scan),
  ]);
  const supply = readSupply(mintAnswer);
  const largest = ((largestAnswer as { value?: { address: string; amount: string }[] } | undefined)?.value ?? []).filter((r) => r.amount !== "0").slice(0, LP_HOLDERS);
  const accounts = await scan.accounts(
    largest.map((r) => r.address),
    "jsonParsed",
  );
  return {
    pool: pool.owner,
    venue: pool.venue,
    lpMint: origin.lpMint,
    supply,
    minted: origin.lpMinted > 0n ? origin.lpMinted : null,
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
