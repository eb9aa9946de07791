// JSON-RPC 2.0 over the shared HTTP core: single calls, batches (one POST per
// chunk, answers matched by id), and the counters the bench and tests read.
import type { z } from "zod";
import { RpcError, UpstreamBodyError, UpstreamError } from "@/server/chain/errors";
import { fetchJson, type HttpOptions } from "@/server/chain/http/fetch-json";
import { parseBody } from "@/server/chain/http/parse-body";
import { recordCall } from "@/server/chain/solana-rpc/call-meter";
import { createSemaphore } from "@/server/chain/http/semaphore";
import { rpcResponseSchema, type RpcResponse } from "@/server/chain/solana-rpc/schemas";

export interface RpcRequest<T> {
  method: string;
  params: unknown[];
  schema: z.ZodType<T>;
}

export type BatchResult<T> = { ok: true; value: T } | { ok: false; error: UpstreamError };
type BatchResults<R extends readonly RpcRequest<unknown>[]> = {
  -readonly [K in keyof R]: BatchResult<R[K] extends RpcRequest<infer T> ? T : never>;
};

export interface RpcStats {
  /** JSON-RPC requests per method; each batch item counts once. */
  calls: Record<string, number>;
  /** HTTP requests sent, retries included. */
  httpRequests: number;
  /** the most HTTP requests in flight at once. */
  maxInFlight: number;
  retries: number;
}

export interface JsonRpcTransportOptions extends Pick<HttpOptions, "timeoutMs" | "maxRetries" | "maxRetryAfterMs" | "backoff" | "fetch"> {
  url: string;
  /** HTTP requests in flight at once. */
  concurrency: number;
  /** JSON-RPC requests per HTTP POST; public RPC providers cap batches around 100. */
  maxBatchSize?: number;
}

export interface JsonRpcTransport {
  call<T>(method: string, params: unknown[], schema: z.ZodType<T>): Promise<T>;
  /** `signal`: cancels the POSTs still in flight (their items fail as network errors) */
  batch<const R extends readonly RpcRequest<unknown>[]>(requests: R, options?: { signal?: AbortSignal }): Promise<BatchResults<R>>;
  stats(): RpcStats;
  resetStats(): void;
}

export function createJsonRpcTransport(options: JsonRpcTransportOptions): JsonRpcTransport {
  const limiter = createSemaphore(options.concurrency);
  const maxBatchSize = options.maxBatchSize ?? 100;
  let nextId = 1;
  let counters = { calls: {} as Record<string, number>, httpRequests: 0, retries: 0 };
  const http: HttpOptions = {
    ...options,
    source: "rpc",
    limiter,
    onRequest: () => (counters.httpRequests += 1),
    onRetry: () => (counters.retries += 1),
  };
  const count = (method: string) => {
    counters.calls[method] = (counters.calls[method] ?? 0) + 1;
    // the scan that sent it (call-meter.ts): the transport is shared by every scan of the process
    recordCall(method);
  };
  const post = async (body: unknown, signal?: AbortSignal) => (await fetchJson({ url: options.url, body, signal }, http)).body;

  async function call<T>(method: string, params: unknown[], schema: z.ZodType<T>): Promise<T> {
    const id = nextId++;
    count(method);
    const answer = parseBody("rpc", method, rpcResponseSchema, await post({ jsonrpc: "2.0", id, method, params }));
    return unwrap(method, answer, schema);
  }

  async function sendChunk(items: Array<RpcRequest<unknown> & { id: number }>, signal?: AbortSignal): Promise<BatchResult<unknown>[]> {
    let body: unknown;
    try {
      body = await post(
        items.map(({ id, method, params }) => ({ jsonrpc: "2.0", id, method, params })),
        signal,
      );
    } catch (error) {
      // a transport failure fails every item of this chunk, not the other chunks.
      if (error instanceof UpstreamError) return items.map(() => ({ ok: false, error }));
      throw error;
    }
    const answers = indexAnswers(body);
    return items.map((item) => settle(() => unwrap(item.method, answers(item), item.schema)));
  }

  return {
    call,
    async batch<const R extends readonly RpcRequest<unknown>[]>(requests: R, batchOptions: { signal?: AbortSignal } = {}) {
      const items = requests.map((request) => ({ ...request, id: nextId++ }));
      items.forEach((item) => count(item.method));
      const chunks: (typeof items)[] = [];
      for (let i = 0; i < items.length; i += maxBatchSize) chunks.push(items.slice(i, i + maxBatchSize));
      const settled = await Promise.all(chunks.map((chunk) => sendChunk(chunk, batchOptions.signal)));
      return settled.flat() as BatchResults<R>;
    },
    stats: () => ({ calls: { ...counters.calls }, httpRequests: counters.httpRequests, maxInFlight: limiter.peak, retries: counters.retries }),
    resetStats() {
      counters = { calls: {}, httpRequests: 0, retries: 0 };
      limiter.resetPeak();
    },
  };
}

function unwrap<T>(method: string, answer: RpcResponse, schema: z.ZodType<T>): T {
  if (answer.error) throw new RpcError(method, answer.error.code, answer.error.message, answer.error.data);
  if (answer.result === undefined) throw new UpstreamBodyError("rpc", `${method}: answer has neither result nor error`);
  return parseBody("rpc", method, schema, answer.result);
}

/** Returns a lookup from a batch item to its answer (or the reason there is none). */
function indexAnswers(body: unknown): (item: { id: number; method: string }) => RpcResponse {
  if (!Array.isArray(body)) {
    // some providers reject a whole batch with one error object (e.g. batches disabled).
    const single = rpcResponseSchema.safeParse(body);
    return (item) => {
      if (single.success && single.data.error) return { ...single.data, id: item.id };
      throw new UpstreamBodyError("rpc", `${item.method}: batch answer is not an array`);
    };
  }
  const byId = new Map<string, RpcResponse>();
  for (const entry of body) {
    const parsed = rpcResponseSchema.safeParse(entry);
    if (parsed.success && parsed.data.id !== null) byId.set(String(parsed.data.id), parsed.data);
  }
  return (item) => {
    const answer = byId.get(String(item.id));
    if (!answer) throw new UpstreamBodyError("rpc", `${item.method}: batch answer has no entry for id ${item.id}`);
    return answer;
  };
}

function settle<T>(read: () => T): BatchResult<T> {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (error instanceof UpstreamError) return { ok: false, error };
    throw error;
  }
}
