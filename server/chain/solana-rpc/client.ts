// The Solana JSON-RPC client: the transport (call, batch, stats) plus one typed
// helper per method the scanner uses. Helpers return the raw results as the
// schemas in ./schemas describe them; transforms live in ./transform.
import type { z } from "zod";
import { createJsonRpcTransport, type JsonRpcTransport, type JsonRpcTransportOptions, type RpcRequest } from "@/server/chain/solana-rpc/json-rpc";
import { MAX_MULTIPLE_ACCOUNTS, MAX_SIGNATURE_STATUSES, createRpcRequests, type Commitment, type RpcRequests } from "@/server/chain/solana-rpc/requests";
import type { rpcContextSchema } from "@/server/chain/solana-rpc/schemas";
import { createHistoryRequests, type HistoryRequests } from "@/server/chain/solana-rpc/history-requests";

export interface SolanaRpcOptions extends JsonRpcTransportOptions {
  /** default "confirmed": fresh enough for a scan, and not rolled back in practice. */
  commitment?: Commitment;
}

type Send<K extends keyof RpcRequests> = (...args: Parameters<RpcRequests[K]>) => Promise<ResultOf<ReturnType<RpcRequests[K]>>>;
type ResultOf<R> = R extends RpcRequest<infer T> ? T : never;
type SingleMethods = Exclude<keyof RpcRequests, "getMultipleAccounts" | "getSignatureStatuses">;
type Contexted<V> = { context: z.infer<typeof rpcContextSchema>; value: V[] };

export type SolanaRpc = JsonRpcTransport & { [K in SingleMethods]: Send<K> } & {
  requests: RpcRequests;
  /** an indexing provider's address-history methods, at the client's commitment (history-requests.ts) */
  history: HistoryRequests;
  /** any number of addresses: split into calls of 100; context.slot is the lowest slot seen. */
  getMultipleAccounts: Send<"getMultipleAccounts">;
  /** any number of signatures: split into calls of 256. */
  getSignatureStatuses: Send<"getSignatureStatuses">;
};

export function createSolanaRpc(options: SolanaRpcOptions): SolanaRpc {
  const transport = createJsonRpcTransport(options);
  const requests = createRpcRequests(options.commitment ?? "confirmed");
  const history = createHistoryRequests(options.commitment ?? "confirmed");
  const send = <T>(r: RpcRequest<T>) => transport.call(r.method, r.params, r.schema);
  const single = Object.fromEntries(
    (Object.keys(requests) as SingleMethods[]).map((name) => [
      name,
      (...args: unknown[]) => send((requests[name] as (...a: unknown[]) => RpcRequest<unknown>)(...args)),
    ]),
  ) as { [K in SingleMethods]: Send<K> };

  return {
    ...transport,
    ...single,
    requests,
    history,
    getMultipleAccounts: (addresses, encoding) =>
      inChunks(addresses, MAX_MULTIPLE_ACCOUNTS, (part) => send(requests.getMultipleAccounts(part, encoding))),
    getSignatureStatuses: (signatures, search) =>
      inChunks(signatures, MAX_SIGNATURE_STATUSES, (part) => send(requests.getSignatureStatuses(part, search))),
  };
}

async function inChunks<V>(keys: string[], size: number, fetchPart: (part: string[]) => Promise<Contexted<V>>): Promise<Contexted<V>> {
  const parts: string[][] = [];
  for (let i = 0; i < keys.length; i += size) parts.push(keys.slice(i, i + size));
  // an empty key list costs no request; slot 0 says "nothing was observed".
  if (parts.length === 0) return { context: { slot: 0 }, value: [] };
  const answers = await Promise.all(parts.map(fetchPart));
  return {
    context: answers.reduce((low, a) => (a.context.slot < low.slot ? a.context : low), answers[0].context),
    value: answers.flatMap((a) => a.value),
  };
}
