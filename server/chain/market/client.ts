// DexScreener client: the pairs that trade given Solana mints. Public API,
// rate-limited (about 300 requests/min), so calls share a small limiter.
import { fetchJson, type HttpOptions } from "@/server/chain/http/fetch-json";
import { parseBody } from "@/server/chain/http/parse-body";
import { createSemaphore } from "@/server/chain/http/semaphore";
import { latestTokenPairsAnswerSchema, tokenPairsAnswerSchema, type DexPair } from "@/server/chain/market/schemas";

export interface DexScreenerClientOptions extends Pick<HttpOptions, "timeoutMs" | "maxRetries" | "maxRetryAfterMs" | "backoff" | "fetch"> {
  /** e.g. https://api.dexscreener.com (no trailing path). */
  baseUrl: string;
  /** HTTP requests in flight at once; default 2. */
  concurrency?: number;
}

export interface DexScreenerClient {
  /** GET /tokens/v1/solana/{mints}: every pair of each mint, deduplicated by pair address. */
  fetchTokenPairs(mints: readonly string[]): Promise<DexPair[]>;
  /** GET /latest/dex/tokens/{mints}: the older search-style endpoint (all chains; null pairs become []). */
  fetchLatestTokenPairs(mints: readonly string[]): Promise<DexPair[]>;
}

/** DexScreener accepts at most 30 comma-separated addresses per call. */
export const MAX_MINTS_PER_CALL = 30;

export function createDexScreenerClient(options: DexScreenerClientOptions): DexScreenerClient {
  const base = options.baseUrl.replace(/\/+$/, "");
  const http: HttpOptions = { ...options, source: "market", limiter: createSemaphore(options.concurrency ?? 2) };
  const getJson = async (path: string) => (await fetchJson({ url: `${base}${path}` }, http)).body;

  return {
    fetchTokenPairs: (mints) =>
      inGroups(mints, async (group) =>
        parseBody("market", "token pairs", tokenPairsAnswerSchema, await getJson(`/tokens/v1/solana/${group.map(encodeURIComponent).join(",")}`)),
      ),
    fetchLatestTokenPairs: (mints) =>
      inGroups(mints, async (group) => {
        const answer = parseBody("market", "latest token pairs", latestTokenPairsAnswerSchema, await getJson(`/latest/dex/tokens/${group.map(encodeURIComponent).join(",")}`));
        return answer.pairs ?? [];
      }),
  };
}

async function inGroups(mints: readonly string[], fetchGroup: (group: string[]) => Promise<DexPair[]>): Promise<DexPair[]> {
  const unique = [...new Set(mints)];
  const groups: string[][] = [];
  for (let i = 0; i < unique.length; i += MAX_MINTS_PER_CALL) groups.push(unique.slice(i, i + MAX_MINTS_PER_CALL));
  const answers = await Promise.all(groups.map(fetchGroup));
  // a pair of two scanned mints comes back once per group that names either.
  const byAddress = new Map<string, DexPair>();
  for (const pair of answers.flat()) if (!byAddress.has(pair.pairAddress)) byAddress.set(pair.pairAddress, pair);
  return [...byAddress.values()];
}
