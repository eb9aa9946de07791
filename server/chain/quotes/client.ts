// Jupiter quote client: can this amount of a token be sold, into what, and at
// what price impact. A quote only; nothing is signed or sent.
import { UpstreamResponseError } from "@/server/chain/errors";
import { fetchJson, type HttpOptions } from "@/server/chain/http/fetch-json";
import { parseBody } from "@/server/chain/http/parse-body";
import { createSemaphore } from "@/server/chain/http/semaphore";
import { quoteAnswerSchema, quoteErrorAnswerSchema } from "@/server/chain/quotes/schemas";
import { NO_ROUTE_CODES, summarizeQuote, type QuoteResult } from "@/server/chain/quotes/transform";

export interface JupiterClientOptions extends Pick<HttpOptions, "timeoutMs" | "maxRetries" | "maxRetryAfterMs" | "backoff" | "fetch"> {
  /** e.g. https://lite-api.jup.ag (the client appends /swap/v1/quote). */
  baseUrl: string;
  /** HTTP requests in flight at once; default 2 (the keyless API is rate limited). */
  concurrency?: number;
}

export interface QuoteRequest {
  inputMint: string;
  outputMint: string;
  /** input amount in the input mint's base units. */
  amount: bigint;
  slippageBps: number;
}

export interface JupiterClient {
  /** a no-route answer resolves { routable: false }; other failures throw UpstreamError subclasses. */
  fetchQuote(request: QuoteRequest): Promise<QuoteResult>;
}

export function createJupiterClient(options: JupiterClientOptions): JupiterClient {
  const base = options.baseUrl.replace(/\/+$/, "");
  const http: HttpOptions = { ...options, source: "quote", limiter: createSemaphore(options.concurrency ?? 2) };

  return {
    async fetchQuote(request) {
      const query = new URLSearchParams({
        inputMint: request.inputMint,
        outputMint: request.outputMint,
        amount: request.amount.toString(),
        slippageBps: String(request.slippageBps),
      });
      // 400 is Jupiter's answer for "no route" as well as for bad input; read it before deciding.
      const answer = await fetchJson({ url: `${base}/swap/v1/quote?${query}`, acceptStatuses: [400] }, http);
      if (answer.status === 400) return noRouteOrThrow(answer.body);
      return summarizeQuote(parseBody("quote", "quote", quoteAnswerSchema, answer.body));
    },
  };
}

function noRouteOrThrow(body: unknown): QuoteResult {
  const parsed = quoteErrorAnswerSchema.safeParse(body);
  const code = parsed.success ? parsed.data.errorCode : undefined;
  if (code !== undefined && NO_ROUTE_CODES.has(code)) {
    return { routable: false, reason: code, message: parsed.data?.error ?? null };
  }
  throw new UpstreamResponseError("quote", 400, null, JSON.stringify(body).slice(0, 500));
}
