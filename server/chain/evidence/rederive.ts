// Re-derives an evidence pack's flags from the chain (issue 30): every cited
// transaction is read from any RPC (standard getTransaction, jsonParsed), read
// by the scan's own decoders (normalizeTransaction, the trade decoder, the
// funding link, the buy fingerprint), and the engine's own layer runs on what
// they show (partial-snapshot.ts). Per flag: reproduced, not reproduced, or not
// checkable (it rests on account state or market data, which no transaction
// shows), with why. Pure but for the injected fetch: `npm run verify` and the
// /verify page run this same module.
import type { EvidenceFlag, EvidencePayload } from "@/server/contracts/evidence/pack";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import type { NormalizedTransaction } from "@/server/chain/normalize/types";
import { ENGINE_VERSION } from "@/server/engine/evidence/evidence-types";
import { rederiveFlag, type TxRead } from "@/server/chain/evidence/rederive-flags";

export type FlagStatus = "reproduced" | "not_reproduced" | "not_checkable";

export interface FlagCheck {
  id: string;
  kind: EvidenceFlag["kind"];
  status: FlagStatus;
  /** why, in words */
  detail: string;
  /** what the flag rests on that was taken from the pack, not re-derived */
  trusted: string[];
}

export interface Rederivation {
  flags: FlagCheck[];
  /** cited transactions read, and those the RPC did not return (with why) */
  read: number;
  unread: { signature: string; why: string }[];
  /** set when the pack's engine is not this verifier's: its rules may differ */
  engineNote: string | null;
}

/** The JSON-RPC `result` of getTransaction(signature, { encoding: "jsonParsed", maxSupportedTransactionVersion: 0 }); null when unknown. */
export type FetchTransaction = (signature: string) => Promise<unknown>;

export async function rederivePack(payload: EvidencePayload, fetchTransaction: FetchTransaction, options: { concurrency?: number } = {}): Promise<Rederivation> {
  const wanted = [...new Set(payload.flags.filter((flag) => flag.checkable !== "not_in_transactions").flatMap((flag) => flag.evidence.map((tx) => tx.signature)))];
  const reads = await readAll(wanted, fetchTransaction, options.concurrency ?? 8);
  const flags = payload.flags.map((flag) => rederiveFlag(flag, payload, reads));
  const unread = [...reads].filter(([, read]) => read.tx === null).map(([signature, read]) => ({ signature, why: read.why }));
  const engineNote = payload.engine.version === ENGINE_VERSION ? null : `the pack was judged by engine ${payload.engine.version}; this verifier runs ${ENGINE_VERSION}: a rule may have changed between them`;
  return { flags, read: wanted.length - unread.length, unread, engineNote };
}

async function readAll(signatures: string[], fetchTransaction: FetchTransaction, concurrency: number): Promise<Map<string, TxRead>> {
  const reads = new Map<string, TxRead>();
  let next = 0;
  const worker = async () => {
    while (next < signatures.length) {
      const signature = signatures[next++];
      reads.set(signature, await readOne(signature, fetchTransaction));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, signatures.length) }, worker));
  return reads;
}

async function readOne(signature: string, fetchTransaction: FetchTransaction): Promise<TxRead> {
  let raw: unknown;
  try {
    raw = await fetchTransaction(signature);
  } catch (error) {
    return { tx: null, raw: null, why: `the RPC failed: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (raw === null || raw === undefined) return { tx: null, raw: null, why: "the RPC does not know this transaction" };
  let tx: NormalizedTransaction;
  try {
    tx = normalizeTransaction(raw, signature);
  } catch (error) {
    return { tx: null, raw: null, why: `not a getTransaction answer: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}` };
  }
  return { tx, raw, why: "" };
}

/** A FetchTransaction over a JSON-RPC URL with fetch (Node 20, browsers). */
export function fetchTransactionsFrom(rpcUrl: string, fetchImpl: typeof fetch = fetch): FetchTransaction {
  let id = 0;
  return async (signature) => {
    const body = { jsonrpc: "2.0", id: ++id, method: "getTransaction", params: [signature, { encoding: "jsonParsed", maxSupportedTransactionVersion: 0, commitment: "confirmed" }] };
    const response = await fetchImpl(rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const answer = (await response.json()) as { result?: unknown; error?: { message?: string } };
    if (answer.error) throw new Error(answer.error.message ?? "JSON-RPC error");
    return answer.result ?? null;
  };
}
