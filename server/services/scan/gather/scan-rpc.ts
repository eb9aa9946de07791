// A per-scan view of the RPC: every read is memoized for the scan (no call is
// repeated), and lists of reads go out as one JSON-RPC batch per round trip.
// Failures are recorded in the coverage and read as "absent", never thrown.
// `history` answers the scan's address-history questions on the path the RPC
// serves (history/address-history.ts); what it reads on the way (an
// address's transactions) is kept in the same memo.
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import type { NormalizedTransaction } from "@/server/chain/normalize/types";
import type { SolanaRpc } from "@/server/chain/solana-rpc/client";
import type { AccountInfo, SignatureInfo } from "@/server/chain/solana-rpc/schemas";
import type { RpcRequest } from "@/server/chain/solana-rpc/json-rpc";
import type { CoverageRecorder } from "@/server/services/scan/gather/coverage";
import { STANDARD_PLAN, type AddressHistory, type HistoryPlan } from "@/server/services/scan/gather/history/address-history";
import { createIndexedHistory } from "@/server/services/scan/gather/history/indexed-history";
import { createStandardHistory } from "@/server/services/scan/gather/history/standard-history";

export interface LoadedTransaction {
  raw: unknown;
  tx: NormalizedTransaction;
}

export interface SignaturePage {
  address: string;
  signatures: SignatureInfo[]; // newest first, as the RPC answers
  /** true when the page was full: older history exists beyond it. */
  capped: boolean;
}

export interface ScanRpc {
  transactions(signatures: string[]): Promise<Map<string, LoadedTransaction>>;
  signaturePages(requests: { address: string; limit: number; before?: string }[]): Promise<Map<string, SignaturePage>>;
  accounts(addresses: string[], encoding: "jsonParsed" | "base64"): Promise<Map<string, AccountInfo | null>>;
  batch<T>(requests: RpcRequest<T>[], what: string): Promise<(T | undefined)[]>;
  rpc: SolanaRpc;
  /** answers read another way (a history method's transactions and pages) enter the memo: nothing is read twice */
  keep: {
    transaction(signature: string, raw: Record<string, unknown>): void;
    page(request: { address: string; limit: number }, page: SignaturePage): void;
    hasPage(request: { address: string; limit: number }): boolean;
  };
  history: AddressHistory;
}

/** `onUnserved`: the RPC answered that it does not serve a history method after all (the plan is stale). */
export function createScanRpc(rpc: SolanaRpc, coverage: CoverageRecorder, plan: HistoryPlan = STANDARD_PLAN, onUnserved?: (reason: string) => void): ScanRpc {
  const txs = new Map<string, Promise<LoadedTransaction | null>>();
  const pages = new Map<string, Promise<SignaturePage | null>>();
  const accounts = new Map<string, Promise<AccountInfo | null | undefined>>();
  const kept = new Map<string, Record<string, unknown>>();
  /** asked by getTransaction, not yet answered */
  const inFlight = new Set<string>();

  async function batch<T>(requests: RpcRequest<T>[], what: string): Promise<(T | undefined)[]> {
    if (requests.length === 0) return [];
    const results = await rpc.batch(requests);
    return results.map((r) => {
      if (r.ok) return r.value as T;
      coverage.fail(what, r.error);
      return undefined;
    });
  }

  /** Starts one batch for the keys not yet cached, caching a promise per key. */
  function memoBatch<K, V>(cache: Map<string, Promise<V>>, keys: K[], keyOf: (k: K) => string, load: (missing: K[]) => Promise<V[]>) {
    const missing = keys.filter((k, i) => !cache.has(keyOf(k)) && keys.findIndex((o) => keyOf(o) === keyOf(k)) === i);
    if (missing.length > 0) {
      const loaded = load(missing);
      missing.forEach((k, i) => cache.set(keyOf(k), loaded.then((values) => values[i])));
    }
    return Promise.all(keys.map((k) => cache.get(keyOf(k))!));
  }

  const pageKey = (r: { address: string; limit: number; before?: string }) => `${r.address}:${r.limit}:${r.before ?? ""}`;
  const view: Omit<ScanRpc, "history"> = {
    rpc,
    batch,
    keep: {
      // normalized when first asked for: most of an address's kept history is never read
      transaction(signature, raw) {
        if (!txs.has(signature)) kept.set(signature, raw);
        // a getTransaction of it still on its way (another branch asked first): whoever asks from now
        // on takes this copy, and waits for no round trip of that read
        else if (inFlight.delete(signature)) txs.set(signature, Promise.resolve(toLoaded(raw, signature, coverage)));
      },
      page(request, page) {
        if (!pages.has(pageKey(request))) pages.set(pageKey(request), Promise.resolve(page));
      },
      hasPage: (request) => pages.has(pageKey(request)),
    },
    async transactions(signatures) {
      for (const signature of signatures) {
        const raw = kept.get(signature);
        if (raw === undefined || txs.has(signature)) continue;
        txs.set(signature, Promise.resolve(toLoaded(raw, signature, coverage)));
        kept.delete(signature);
      }
      const loaded = await memoBatch(txs, signatures, (s) => s, async (missing) => {
        missing.forEach((s) => inFlight.add(s));
        const raws = await batch(missing.map((s) => rpc.requests.getTransaction(s)), "getTransaction").finally(() => missing.forEach((s) => inFlight.delete(s)));
        return raws.map((raw, i) => toLoaded(raw, missing[i], coverage));
      });
      const out = new Map<string, LoadedTransaction>();
      loaded.forEach((value, i) => value && out.set(signatures[i], value));
      return out;
    },
    async signaturePages(requests) {
      const loaded = await memoBatch(pages, requests, pageKey, async (missing) => {
        const lists = await batch(
          missing.map((r) => rpc.requests.getSignaturesForAddress(r.address, { limit: r.limit, ...(r.before ? { before: r.before } : {}) })),
          "getSignaturesForAddress",
        );
        return lists.map((list, i) => (list ? { address: missing[i].address, signatures: list, capped: list.length >= missing[i].limit } : null));
      });
      const out = new Map<string, SignaturePage>();
      loaded.forEach((page, i) => page && out.set(requests[i].address, page));
      return out;
    },
    async accounts(addresses, encoding) {
      const loaded = await memoBatch(accounts, addresses, (a) => `${encoding}:${a}`, async (missing) => {
        const chunks: string[][] = [];
        for (let i = 0; i < missing.length; i += 100) chunks.push(missing.slice(i, i + 100));
        const answers = await batch(chunks.map((c) => rpc.requests.getMultipleAccounts(c, { encoding })), "getMultipleAccounts");
        return chunks.flatMap((c, i) => c.map((_, j) => (answers[i] ? (answers[i]!.value[j] ?? null) : undefined)));
      });
      const out = new Map<string, AccountInfo | null>();
      loaded.forEach((value, i) => value !== undefined && out.set(addresses[i], value));
      return out;
    },
  };
  const history = plan.path === "indexed" ? createIndexedHistory(view, plan, onUnserved) : createStandardHistory(view);
  return { ...view, history };
}

function toLoaded(raw: Record<string, unknown> | null | undefined, signature: string, coverage: CoverageRecorder): LoadedTransaction | null {
  if (!raw) return null;
  try {
    return { raw, tx: normalizeTransaction(raw, signature) };
  } catch (error) {
    coverage.fail("normalizeTransaction", error);
    return null;
  }
}
