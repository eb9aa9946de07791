// CORS for the public read API (the badge widget calls the scan endpoint from
// any site). No cookies are used, so a wildcard origin leaks nothing; the
// key travels in X-API-Key, which must be allowed explicitly.
export const CORS_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  // PAYMENT-SIGNATURE / X-PAYMENT: standard x402; a stock client's paid retry also sends Access-Control-Expose-Headers.
  "Access-Control-Allow-Headers":
    "Content-Type, X-API-Key, X-Payment-Signature, X-Payment-Claim, PAYMENT-SIGNATURE, X-PAYMENT, Access-Control-Expose-Headers",
  "Access-Control-Expose-Headers":
    "X-Cabal-Score, X-Cabal-Recommendation, X-Free-Queries-Remaining, X-Key-Credits-Remaining, X-Key-Plan, X-Payment-Response, PAYMENT-RESPONSE, PAYMENT-REQUIRED, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset",
  "Access-Control-Max-Age": "86400",
};

export function withCors(response: Response): Response {
  for (const [name, value] of Object.entries(CORS_HEADERS)) response.headers.set(name, value);
  return response;
}

/** The answer to a CORS preflight. */
export function preflight(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}
