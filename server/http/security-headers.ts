// Security headers for every page and route (issue 11 item 7). Pages get a
// per-request nonce CSP from proxy.ts (Next's CSP guide: Next puts the nonce on
// its own scripts when the request's CSP header carries one); API answers and
// static files get a deny-everything CSP and the plain headers from
// next.config.ts headers(). Kept in one file so both places agree.

/** Headers every answer carries. */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // frame-ancestors 'none' says the same to current browsers; this is for old ones.
  // The badge widget is a script on the host page, never an iframe of ours.
  "X-Frame-Options": "DENY",
};

/** API answers are data, never documents: nothing may load, frame or run from them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The free-key confirmation pages (HTML from an API route): their inline <style> and their form POST to themselves. */
export const FREE_KEY_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** One year; browsers ignore it over plain http (RFC 6797 §8.1), so it is only sent over https. */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

export interface PageCspOptions {
  nonce: string;
  /** the embedded demo ledger: the pricing page's wallet talks to its loopback RPC */
  allowLoopbackRpc: boolean;
  /** next dev needs eval for React's debugging and HMR over WebSocket */
  isDev: boolean;
  /** /verify reads the cited transactions from the RPC its visitor names: any https origin (issue 30) */
  anyHttpsRpc?: boolean;
}

/** Public RPCs the purchase page may talk to (components/wallet/rpc-endpoint.ts uses clusterApiUrl). */
const PUBLIC_RPCS = ["https://api.mainnet-beta.solana.com", "wss://api.mainnet-beta.solana.com", "https://api.devnet.solana.com", "wss://api.devnet.solana.com"];

/**
 * Scripts: only those carrying this request's nonce, and what they load
 * ('strict-dynamic': Next's chunks, /widget.js through next/script). No
 * 'unsafe-inline' for scripts. Styles keep 'unsafe-inline': React style
 * attributes (three's canvas, the map, Tailwind arbitrary values set by
 * components) and the widget's shadow-DOM <style> cannot carry a nonce.
 */
export function buildPageCsp(options: PageCspOptions): string {
  const connect = ["'self'", ...PUBLIC_RPCS, ...(options.anyHttpsRpc ? ["https:"] : []), ...(options.allowLoopbackRpc ? ["http://127.0.0.1:*", "ws://127.0.0.1:*", "http://localhost:*", "ws://localhost:*"] : []), ...(options.isDev ? ["ws:"] : [])];
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'${options.isDev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** true when the request reached us over https (directly, or per the first X-Forwarded-Proto entry). */
export function isHttpsRequest(url: string, headers: Headers): boolean {
  if (url.startsWith("https:")) return true;
  return headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}
