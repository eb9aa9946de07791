// The one HTTP path of every adapter: per-attempt timeout, bounded retries on
// 429/5xx/network failures only (Retry-After honoured, otherwise exponential
// backoff with jitter), an optional concurrency limiter (a full wait queue
// fails fast), typed errors. Redirects are never followed and the answer is
// read only up to a size cap (OWASP API10: upstream answers are untrusted).
import { UpstreamBodyError, UpstreamRequestError, UpstreamResponseError, type UpstreamError, type UpstreamSource } from "@/server/chain/errors";
import { readCappedText } from "@/server/chain/http/read-capped-text";
import { systemHttpClock, type HttpClock } from "@/server/chain/http/http-clock";
import { backoffDelayMs, isRetryableStatus, parseRetryAfter, type BackoffOptions } from "@/server/chain/http/retry-policy";
import { SemaphoreFullError, type Semaphore } from "@/server/chain/http/semaphore";
import { UpstreamOverloadedError, UpstreamRedirectError, UpstreamTooLargeError } from "@/server/chain/http/upstream-limits";

export interface HttpOptions {
  source: UpstreamSource;
  /** per attempt, covering connect, headers and body, ms. */
  timeoutMs: number;
  /** retries after the first attempt; 0 = one attempt only. */
  maxRetries: number;
  /** the longest Retry-After we wait; a longer one ends the retries at once (the upstream asked for more than a scan can spend). */
  maxRetryAfterMs?: number;
  backoff?: BackoffOptions;
  /** a timed-out attempt already spent the whole budget; retrying it is opt-in. */
  retryOnTimeout?: boolean;
  /** held per HTTP attempt, released while backing off. */
  limiter?: Semaphore;
  /** the largest answer read, bytes; default DEFAULT_MAX_RESPONSE_BYTES. */
  maxResponseBytes?: number;
  fetch?: typeof fetch;
  /** time source for waits, timeouts and Retry-After dates; tests pass a manual one. */
  clock?: HttpClock;
  onRequest?: () => void;
  onRetry?: () => void;
}

export interface JsonRequest {
  url: string;
  method?: "GET" | "POST";
  /** serialized with JSON.stringify. */
  body?: unknown;
  /** statuses >= 400 that are answers, not failures (Jupiter's 400 "no route"); never retried. */
  acceptStatuses?: readonly number[];
  /** the caller no longer wants the answer: the attempt in flight is cancelled (its download stops) and none follows */
  signal?: AbortSignal;
}

export interface JsonResponse {
  status: number;
  body: unknown;
}

const DEFAULT_MAX_RETRY_AFTER_MS = 5_000;
const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 250, capMs: 4_000 };
const SNIPPET_CHARS = 500;
/** 32 MiB: a 100-transaction jsonParsed RPC batch is a few MB; nothing we read is near this. */
export const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

type Attempt =
  | { ok: true; status: number; text: string }
  | { ok: false; error: UpstreamError; retryable: boolean; retryAfterMs: number | null };

export async function fetchJson(request: JsonRequest, options: HttpOptions): Promise<JsonResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const send = () => sendOnce(request, options);
    const result = await (options.limiter ? runLimited(options.limiter, send, options.source) : send());
    if (result.ok) return decode(result, options.source);
    const waitMs = request.signal?.aborted ? null : retryWaitMs(result, attempt, options);
    if (waitMs === null) throw result.error;
    options.onRetry?.();
    await (options.clock ?? systemHttpClock).sleep(waitMs);
  }
}

async function runLimited(limiter: Semaphore, send: () => Promise<Attempt>, source: UpstreamSource): Promise<Attempt> {
  try {
    return await limiter.run(send);
  } catch (error) {
    if (error instanceof SemaphoreFullError) throw new UpstreamOverloadedError(source, { cause: error });
    throw error;
  }
}

function retryWaitMs(failed: Extract<Attempt, { ok: false }>, attempt: number, options: HttpOptions): number | null {
  if (!failed.retryable || attempt >= options.maxRetries) return null;
  if (failed.retryAfterMs !== null) {
    return failed.retryAfterMs <= (options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS) ? failed.retryAfterMs : null;
  }
  return backoffDelayMs(attempt, options.backoff ?? DEFAULT_BACKOFF);
}

async function sendOnce(request: JsonRequest, options: HttpOptions): Promise<Attempt> {
  const clock = options.clock ?? systemHttpClock;
  const controller = new AbortController();
  // the attempt's timer; aborting `timerDone` stops it once the attempt ends.
  const timerDone = new AbortController();
  clock.sleep(options.timeoutMs, timerDone.signal).then(
    () => controller.abort(),
    () => undefined,
  );
  const cancel = () => controller.abort();
  if (request.signal?.aborted) cancel();
  request.signal?.addEventListener("abort", cancel, { once: true });
  const fetchImpl = options.fetch ?? fetch;
  const hasBody = request.body !== undefined;
  options.onRequest?.();
  try {
    const response = await fetchImpl(request.url, {
      method: request.method ?? (hasBody ? "POST" : "GET"),
      headers: hasBody ? { accept: "application/json", "content-type": "application/json" } : { accept: "application/json" },
      body: hasBody ? JSON.stringify(request.body) : undefined,
      signal: controller.signal,
      redirect: "manual",
    });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, error: new UpstreamRedirectError(options.source, response.status), retryable: false, retryAfterMs: null };
    }
    // read the body under the same timer: a server can stall mid-body too.
    const text = await readCapped(response, options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES, options.source);
    if (response.status < 400 || request.acceptStatuses?.includes(response.status)) {
      return { ok: true, status: response.status, text };
    }
    const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"), clock.now());
    const error = new UpstreamResponseError(options.source, response.status, retryAfterMs, text.slice(0, SNIPPET_CHARS));
    return { ok: false, error, retryable: isRetryableStatus(response.status), retryAfterMs };
  } catch (cause) {
    if (cause instanceof UpstreamTooLargeError) return { ok: false, error: cause, retryable: false, retryAfterMs: null };
    const timedOut = controller.signal.aborted && !request.signal?.aborted;
    const error = new UpstreamRequestError(options.source, timedOut ? "timeout" : "network", request.url, { cause });
    return { ok: false, error, retryable: timedOut ? options.retryOnTimeout === true : true, retryAfterMs: null };
  } finally {
    timerDone.abort();
    request.signal?.removeEventListener("abort", cancel);
  }
}

/** The body as text, stopping (and cancelling the stream) once it passes maxBytes. */
function readCapped(response: Response, maxBytes: number, source: UpstreamSource): Promise<string> {
  return readCappedText(response.body, response.headers.get("content-length"), maxBytes, () => new UpstreamTooLargeError(source, maxBytes));
}

function decode(answer: Extract<Attempt, { ok: true }>, source: UpstreamSource): JsonResponse {
  try {
    return { status: answer.status, body: JSON.parse(answer.text) as unknown };
  } catch (cause) {
    // an accepted error status with a non-JSON body (an HTML error page) is still an error status.
    if (answer.status >= 400) throw new UpstreamResponseError(source, answer.status, null, answer.text.slice(0, SNIPPET_CHARS));
    throw new UpstreamBodyError(source, `not JSON (${answer.text.length} chars): ${answer.text.slice(0, 80)}`, { cause });
  }
}
