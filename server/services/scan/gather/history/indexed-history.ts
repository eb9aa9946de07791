// Address history through an indexing provider's getTransactionsForAddress:
// the same pages and transactions as the standard path, in fewer trips.
// - A wallet's activity is its oldest transactions in full, oldest first: for
//   a wallet of up to 100 transactions (most buyers and funders) that is its
//   whole history, so its page, its funding and its trades are all at hand in
//   one call. A longer history is then listed as today (one more trip), with
//   the newest transactions the caller reads next asked beside it.
// - The mint's history and first transactions are asked in round 1
//   (indexed-mint.ts).
// Anything the history method does not answer is read the standard way, so a
// refusal costs trips, never an answer.
import { signatureOfItem } from "@/server/chain/solana-rpc/history-requests";
import type { Address } from "@/server/engine/snapshot";
import type { ActivityRequest, AddressHistory, HistoryPlan } from "@/server/services/scan/gather/history/address-history";
import { infoOfFull, isUnserved, rawOfFull } from "@/server/services/scan/gather/history/history-items";
import { assembleMintHistory, startMintReads, type MintReads } from "@/server/services/scan/gather/history/indexed-mint";
import type { LoadedTransaction, ScanRpc, SignaturePage } from "@/server/services/scan/gather/scan-rpc";

/** full transactions asked per address at once: a whole history for most wallets (the documented page is 100) */
const ACTIVITY_PREFETCH = 100;
/** addresses per HTTP request: 10 full pages of 100 stay a few MB (the transport reads at most 32 MB) */
const ADDRESSES_PER_POST = 10;
/** the first-buyer trace reads at most this many of the mint's first transactions (EARLY_TX_CAP) */
const MINT_PREFETCH = 120;

type Reads = Omit<ScanRpc, "history">;

export function createIndexedHistory(scan: Reads, plan: Extract<HistoryPlan, { path: "indexed" }>, onUnserved: (reason: string) => void = () => undefined): AddressHistory {
  const mints = new Map<Address, MintReads>();
  const activities = new Map<string, Promise<SignaturePage | undefined>>();
  const mintReads = (mint: Address) => mints.get(mint) ?? mints.set(mint, startMintReads(scan, mint, Math.min(plan.fullLimit, MINT_PREFETCH))).get(mint)!;
  const { rpc, keep } = scan;

  const ordered = async (signatures: string[]) => {
    const loaded = await scan.transactions(signatures);
    return signatures.map((s) => loaded.get(s)).filter((t): t is LoadedTransaction => !!t);
  };

  /** One batch of oldest-first full pages; the addresses whose page is not their whole history are listed after. */
  async function readActivity(requests: ActivityRequest[]): Promise<(SignaturePage | undefined)[]> {
    const chunks: ActivityRequest[][] = [];
    for (let i = 0; i < requests.length; i += ADDRESSES_PER_POST) chunks.push(requests.slice(i, i + ADDRESSES_PER_POST));
    const limit = Math.min(plan.fullLimit, ACTIVITY_PREFETCH);
    const answers = (await Promise.all(chunks.map((c) => rpc.batch(c.map((r) => rpc.history.transactionsForAddress(r.address, { sortOrder: "asc", limit })))))).flat();
    const pages: (SignaturePage | undefined)[] = [];
    const longer: { request: ActivityRequest; index: number; indexed: boolean }[] = [];
    answers.forEach((answer, index) => {
      const request = requests[index];
      if (!answer.ok) {
        if (isUnserved(answer.error)) onUnserved(answer.error.message);
        return void longer.push({ request, index, indexed: false });
      }
      for (const item of answer.value.data) keep.transaction(signatureOfItem(item), rawOfFull(item));
      if (answer.value.paginationToken) return void longer.push({ request, index, indexed: true });
      const all = answer.value.data.map(infoOfFull).reverse();
      pages[index] = { address: request.address, signatures: all.slice(0, request.limit), capped: all.length >= request.limit };
    });
    if (longer.length > 0) {
      const sampled = longer.filter((l) => l.indexed && l.request.newest);
      const [listed] = await Promise.all([
        scan.signaturePages(longer.map(({ request: { address, limit } }) => ({ address, limit }))),
        rpc.batch(sampled.map((l) => rpc.history.transactionsForAddress(l.request.address, { sortOrder: "desc", limit: Math.min(l.request.newest!, plan.fullLimit), status: "succeeded" }))).then((newest) =>
          newest.forEach((answer) => answer.ok && answer.value.data.forEach((item) => keep.transaction(signatureOfItem(item), rawOfFull(item)))),
        ),
      ]);
      for (const { request, index } of longer) pages[index] = listed.get(request.address);
    }
    return pages;
  }

  return {
    path: "indexed",
    newestOfMint: (mint) => mintReads(mint).newest,
    mintHistory: (mint, pageCap) => assembleMintHistory(mint, mintReads(mint), scan, pageCap, onUnserved),
    async firstTransactions(history, cap, enough) {
      const mint = history.pages[0]?.address;
      const signatures = history.pages.flatMap((p) => p.signatures).filter((s) => s.err === null || s.err === undefined).reverse().slice(0, cap).map((s) => s.signature);
      const first = mint && mints.has(mint) ? await mints.get(mint)!.first : undefined;
      if (!mint || !first?.ok) return ordered(signatures);
      const prefetched = new Set(first.value.data.map(signatureOfItem));
      const covered = signatures.findIndex((s) => !prefetched.has(s));
      const head = await ordered(covered < 0 ? signatures : signatures.slice(0, covered));
      if (covered < 0 || enough?.(head)) return head;
      // the rest: the next page of the same listing, else one getTransaction each
      const token = first.value.paginationToken;
      if (token) {
        const [next] = await rpc.batch([rpc.history.transactionsForAddress(mint, { sortOrder: "asc", limit: plan.fullLimit, paginationToken: token })]);
        if (next.ok) next.value.data.forEach((item) => keep.transaction(signatureOfItem(item), rawOfFull(item)));
      }
      return ordered(signatures);
    },
    async activity(requests) {
      const key = (r: ActivityRequest) => `${r.address}:${r.limit}`;
      // listed already (the standard way, or by an earlier question): no read
      const missing = requests.filter((r, i) => !activities.has(key(r)) && !keep.hasPage(r) && requests.findIndex((o) => key(o) === key(r)) === i);
      if (missing.length > 0) {
        const read = readActivity(missing);
        missing.forEach((r, i) => activities.set(key(r), read.then((pages) => pages[i])));
      }
      const listedBefore = requests.filter((r) => !activities.has(key(r)));
      const before = listedBefore.length > 0 ? await scan.signaturePages(listedBefore) : new Map<Address, SignaturePage>();
      const out = new Map<Address, SignaturePage>();
      for (const r of requests) {
        const page = activities.has(key(r)) ? await activities.get(key(r)) : before.get(r.address);
        if (page) {
          out.set(r.address, page);
          keep.page(r, page);
        }
      }
      return out;
    },
  };
}
