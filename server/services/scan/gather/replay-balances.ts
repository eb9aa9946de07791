// Time travel: a token account's balance at a past slot, replayed from its own
// history with standard RPC. getSignaturesForAddress lists the account's
// transactions newest first; the newest one at or before the slot is read with
// getTransaction, and its post token balance for the account is the balance at
// the end of that slot (pre/post balances are recorded by the validator, so
// transfers in and out count as well as swaps). No transaction up to the slot:
// the account did not hold the token then. Two round trips for every account at
// once (lists, then transactions), more only for an account whose newest page
// does not reach back to the slot.
import type { Address } from "@/server/engine/snapshot";
import type { CoverageRecorder } from "@/server/services/scan/gather/coverage";
import type { ScanRpc, SignaturePage } from "@/server/services/scan/gather/scan-rpc";

export interface ReplayTarget {
  owner: Address;
  tokenAccount: Address;
}

export interface ReplayedBalance extends ReplayTarget {
  /** base units at the end of the slot; null when the history could not be read back that far (cap or failure). */
  amount: bigint | null;
  /** the transaction the balance was read from (null: none up to the slot, or unknown). */
  signature: string | null;
}

export interface ReplayCaps {
  /** signatures per page of an account's history. */
  pageLimit: number;
  /** pages read per account before its balance is given up as unknown. */
  pageCap: number;
}

/** The cap named in the coverage when an account's history did not reach back to the slot: its balance is unknown. */
export const REPLAY_PAGES_CAP = "replay_signature_pages";

/** 1,000 signatures a page, 3 pages: a wallet's token account rarely has more; a pool's vault may (its balance is then unknown). */
export const DEFAULT_REPLAY_CAPS: ReplayCaps = { pageLimit: 1000, pageCap: 3 };

/** The newest signature at or before the slot on a page (newest first), or what the page says about older ones. */
function findAtOrBefore(page: SignaturePage, slot: number): { signature: string } | "none" | "older" {
  const hit = page.signatures.find((s) => s.slot <= slot);
  if (hit) return { signature: hit.signature };
  return page.capped ? "older" : "none";
}

/** Balance of each target at the end of `slot`, keyed by token account. */
export async function replayBalancesAt(
  targets: ReplayTarget[],
  slot: number,
  scan: ScanRpc,
  coverage: CoverageRecorder,
  caps: ReplayCaps = DEFAULT_REPLAY_CAPS,
): Promise<Map<Address, ReplayedBalance>> {
  const unique = [...new Map(targets.map((t) => [t.tokenAccount, t])).values()];
  const found = new Map<Address, string | null>();
  let round = unique.map((t) => ({ address: t.tokenAccount, limit: caps.pageLimit }) as { address: Address; limit: number; before?: string });
  for (let page = 1; round.length > 0; page++) {
    const pages = await scan.signaturePages(round);
    const next: typeof round = [];
    for (const request of round) {
      const answer = pages.get(request.address);
      if (!answer) continue; // failure: recorded by the scan, balance unknown
      const hit = findAtOrBefore(answer, slot);
      if (hit === "none") found.set(request.address, null);
      else if (hit !== "older") found.set(request.address, hit.signature);
      else if (page < caps.pageCap) next.push({ ...request, before: answer.signatures.at(-1)!.signature });
      else coverage.cap(REPLAY_PAGES_CAP);
    }
    round = next;
  }
  const wanted = [...found.values()].filter((s): s is string => s !== null);
  const loaded = await scan.transactions([...new Set(wanted)]);
  const out = new Map<Address, ReplayedBalance>();
  for (const target of unique) {
    const signature = found.get(target.tokenAccount);
    if (signature === undefined) {
      out.set(target.tokenAccount, { ...target, amount: null, signature: null });
      continue;
    }
    if (signature === null) {
      out.set(target.tokenAccount, { ...target, amount: 0n, signature: null });
      continue;
    }
    const entry = loaded.get(signature)?.tx.tokenAccounts.find((a) => a.tokenAccount === target.tokenAccount);
    // a transaction that names the account without a token balance for it (created and closed in it, or unreadable): nothing held
    out.set(target.tokenAccount, { ...target, amount: loaded.has(signature) ? (entry?.post ?? 0n) : null, signature });
  }
  return out;
}
