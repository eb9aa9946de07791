// Pure: Jupiter's quote answer -> the quote the engine's sell check needs.
import type { QuoteAnswer } from "@/server/chain/quotes/schemas";

export type QuoteResult =
  | { routable: true; outAmount: bigint; /** percent, e.g. 0.1 = 0.1 %. */ priceImpactPct: number; routeLabels: string[] }
  | { routable: false; /** Jupiter's errorCode, e.g. COULD_NOT_FIND_ANY_ROUTE. */ reason: string; message: string | null };

/** Jupiter's 400 errorCodes that mean "no way to trade this", a result rather than a failure. */
export const NO_ROUTE_CODES: ReadonlySet<string> = new Set(["COULD_NOT_FIND_ANY_ROUTE", "TOKEN_NOT_TRADABLE", "NO_ROUTES_FOUND"]);

export function summarizeQuote(answer: QuoteAnswer): QuoteResult {
  // priceImpactPct is a fraction (see the schema); the engine wants percent.
  return {
    routable: true,
    outAmount: BigInt(answer.outAmount),
    priceImpactPct: Number(answer.priceImpactPct) * 100,
    routeLabels: answer.routePlan.map((step) => step.swapInfo.label ?? step.swapInfo.ammKey),
  };
}
