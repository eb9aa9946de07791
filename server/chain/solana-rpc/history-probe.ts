// Asks an RPC endpoint which address-history methods it serves. "Method not
// found" (-32601) is an answer, as is a refusal for the caller's plan (Helius
// documents an error for free plans; an HTTP 401/403 or another JSON-RPC
// error): the method is then not served. Only a failure to get any answer
// (timeout, 429/5xx after retries) is an error, and the caller keeps what it
// knew. The probe asks about an address that has no history, so a provider
// that serves the method answers an empty page and bills one call each.
import { RpcError, UpstreamError, UpstreamResponseError } from "@/server/chain/errors";
import type { JsonRpcTransport } from "@/server/chain/solana-rpc/json-rpc";
import type { Commitment } from "@/server/chain/solana-rpc/requests";
import { createHistoryRequests, DOCUMENTED_FULL_LIMIT, MAX_HISTORY_SIGNATURES, SIGNATURES_FOR_ADDRESS_REVERSE } from "@/server/chain/solana-rpc/history-requests";
import { signaturesForAddressResultSchema } from "@/server/chain/solana-rpc/schemas";

/** base58 of sha256("cabal-hunter/history-probe"): a valid address no transaction names. */
export const PROBE_ADDRESS = "J4h5kBwtppCGSFdmTKH74iqYyYZfTXcZaJzTqvGG3wiP";

export type Served<T extends object = object> = ({ served: true } & T) | { served: false; reason: string };

export interface HistoryMethods {
  /** fullLimit: the largest full page accepted (1,000 on newer docs, 100 in the OpenAPI). */
  transactionsForAddress: Served<{ fullLimit: number }>;
  /** probed and reported; not used (no public documentation of its parameters was found). */
  signaturesForAddressReverse: Served;
}

export const NOTHING_PROBED: HistoryMethods = {
  transactionsForAddress: { served: false, reason: "not probed" },
  signaturesForAddressReverse: { served: false, reason: "not probed" },
};

/** Not served: the endpoint answered, and the answer is a refusal. Anything else rethrows. */
function refusal(error: unknown): string {
  if (error instanceof RpcError) return error.code === -32601 ? "method not found (-32601)" : `refused: ${error.message}`;
  if (error instanceof UpstreamResponseError && error.status >= 400 && error.status < 500 && error.status !== 429) return `refused: HTTP ${error.status}`;
  throw error;
}

export async function probeHistoryMethods(transport: JsonRpcTransport, commitment: Commitment = "confirmed"): Promise<HistoryMethods> {
  const requests = createHistoryRequests(commitment);
  const wide = requests.transactionsForAddress(PROBE_ADDRESS, { sortOrder: "asc", limit: MAX_HISTORY_SIGNATURES });
  const reverse = { method: SIGNATURES_FOR_ADDRESS_REVERSE, params: [PROBE_ADDRESS, { limit: 1 }], schema: signaturesForAddressResultSchema };
  const [wideAnswer, reverseAnswer] = await transport.batch([wide, reverse]);
  const served = async (): Promise<HistoryMethods["transactionsForAddress"]> => {
    if (wideAnswer.ok) return { served: true, fullLimit: MAX_HISTORY_SIGNATURES };
    // -32602: the method is there but a full page of 1,000 is not: ask again at the documented 100
    if (!(wideAnswer.error instanceof RpcError && wideAnswer.error.code === -32602)) return { served: false, reason: refusal(wideAnswer.error) };
    try {
      await transport.call(wide.method, [PROBE_ADDRESS, { ...(wide.params[1] as object), limit: DOCUMENTED_FULL_LIMIT }], wide.schema);
      return { served: true, fullLimit: DOCUMENTED_FULL_LIMIT };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return { served: false, reason: refusal(error) };
    }
  };
  return {
    transactionsForAddress: await served(),
    signaturesForAddressReverse: reverseAnswer.ok ? { served: true } : { served: false, reason: refusal(reverseAnswer.error) },
  };
}
