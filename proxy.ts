// Next 16 proxy (formerly middleware), pages only: a fresh CSP nonce per
// request, following Next's CSP guide. The nonce goes on the request's CSP
// header, where Next's renderer finds it and puts it on its own scripts, and
// on the answer. API routes and static files get their headers from
// next.config.ts (no per-request work there).
import { NextResponse, type NextRequest } from "next/server";
import { getEnv } from "@/server/platform/config/env";
import { BASE_SECURITY_HEADERS, buildPageCsp, HSTS_VALUE, isHttpsRequest } from "@/server/http/security-headers";

export function proxy(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const env = getEnv();
  // the embedded ledger (no SOLANA_RPC_URL) serves the purchase page's RPC on a loopback port
  // /verify asks the RPC its visitor names for the cited transactions: any https origin may be it
  const anyHttpsRpc = request.nextUrl.pathname === "/verify";
  const csp = buildPageCsp({ nonce, allowLoopbackRpc: !env.SOLANA_RPC_URL, isDev: env.NODE_ENV === "development", anyHttpsRpc });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) response.headers.set(name, value);
  if (isHttpsRequest(request.url, request.headers)) response.headers.set("Strict-Transport-Security", HSTS_VALUE);
  return response;
}

export const config = {
  matcher: [
    {
      // pages only; prefetches are served from the client cache and need no nonce
      source: "/((?!api|mcp|_next/static|_next/image|favicon.ico|icon.svg|widget.js|openapi.json).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
