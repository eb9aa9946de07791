import type { NextConfig } from "next";
import { API_CONTENT_SECURITY_POLICY, BASE_SECURITY_HEADERS, FREE_KEY_PAGE_CSP, HSTS_VALUE } from "./server/http/security-headers";

const asList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

const nextConfig: NextConfig = {
  // PGlite and pg are server-only packages with their own file/wasm assets.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg"],
  poweredByHeader: false,
  // `npm test` type-checks the whole project in its first stage, beside this build (scripts/test.mjs);
  // every other build (npm start, next build) checks types itself
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
  // Every answer: nosniff, referrer policy, no framing. Pages add their nonce CSP in
  // proxy.ts; API answers are data and get a deny-everything CSP here.
  async headers() {
    return [
      { source: "/:path*", headers: asList(BASE_SECURITY_HEADERS) },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }] },
      // the e-mailed confirmation page is HTML with its own style and a form (a later rule wins)
      { source: "/api/free-key/confirm", headers: [{ key: "Content-Security-Policy", value: FREE_KEY_PAGE_CSP }] },
      // browsers ignore HSTS over plain http; behind a TLS proxy it says so in X-Forwarded-Proto
      { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [{ key: "Strict-Transport-Security", value: HSTS_VALUE }] },
    ];
  },
};

export default nextConfig;
