// The whole-scan deadline (SCAN_DEADLINE_MS): every upstream read of a scan
// races the scan's deadline signal. Once it fires, reads still waiting (and
// every later one) fail at once with ScanDeadlineError, an UpstreamError, so
// the gatherer records them in coverage like any upstream failure and carries
// on with what it has: the answer is a degraded report, never a hang. Reads
// already on the wire finish or time out on their own (their HTTP timeout);
// nobody waits for them.
import { UpstreamError, type UpstreamSource } from "@/server/chain/errors";
import type { ScanSources } from "@/server/services/scan/gather/gather-snapshot";

export class ScanDeadlineError extends UpstreamError {
  constructor(source: UpstreamSource) {
    super(source, `${source} read skipped: the scan's deadline passed`);
    this.name = "ScanDeadlineError";
  }
}

/** The deadline of one scan: an explicit signal (tests), else a timer of deadlineMs, else none. */
export function scanDeadline(options: { deadlineMs?: number; deadline?: AbortSignal }): AbortSignal | undefined {
  return options.deadline ?? (options.deadlineMs ? AbortSignal.timeout(options.deadlineMs) : undefined);
}

/** Resolves like `work`, or rejects with ScanDeadlineError as soon as `signal` aborts. */
export function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal, source: UpstreamSource): Promise<T> {
  if (signal.aborted) {
    work.catch(() => undefined);
    return Promise.reject(new ScanDeadlineError(source));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ScanDeadlineError(source));
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** The same sources, each read bounded by the deadline. Getters (stats) stay live through the prototype. */
export function withDeadline(sources: ScanSources, signal: AbortSignal): ScanSources {
  const { rpc, market, quotes } = sources;
  const boundedRpc: ScanSources["rpc"] = Object.assign(Object.create(rpc) as ScanSources["rpc"], {
    batch: ((requests: Parameters<typeof rpc.batch>[0]) =>
      beforeDeadline(rpc.batch(requests), signal, "rpc").catch((error: unknown) => {
        if (!(error instanceof ScanDeadlineError)) throw error;
        return requests.map(() => ({ ok: false as const, error }));
      })) as typeof rpc.batch,
  });
  const boundedMarket: ScanSources["market"] = Object.assign(Object.create(market) as ScanSources["market"], {
    fetchTokenPairs: ((...args: Parameters<typeof market.fetchTokenPairs>) => beforeDeadline(market.fetchTokenPairs(...args), signal, "market")) as typeof market.fetchTokenPairs,
  });
  const boundedQuotes: ScanSources["quotes"] = Object.assign(Object.create(quotes) as ScanSources["quotes"], {
    fetchQuote: ((...args: Parameters<typeof quotes.fetchQuote>) => beforeDeadline(quotes.fetchQuote(...args), signal, "quote")) as typeof quotes.fetchQuote,
  });
  return { ...sources, rpc: boundedRpc, market: boundedMarket, quotes: boundedQuotes };
}
