import { realpathSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import type { NextConfig } from "next";
import { API_CONTENT_SECURITY_POLICY, BASE_SECURITY_HEADERS, FREE_KEY_PAGE_CSP, HSTS_VALUE } from "./server/http/security-headers";

const asList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * Turbopack resolves nothing outside its root (the lockfile's folder). A git worktree that
 * symlinks node_modules to another checkout needs the root widened to the folder holding both;
 * a normal checkout gets undefined (Next's default).
 */
function turbopackRoot(): string | undefined {
  const here = process.cwd();
  let modules: string;
  try {
    modules = dirname(realpathSync(resolve(here, "node_modules")));
  } catch {
    return undefined;
  }
  if (!relative(here, modules).startsWith("..")) return undefined;
  const a = here.split(sep);
  const b = modules.split(sep);
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return a.slice(0, i).join(sep) || sep;
}

const nextConfig: NextConfig = {
  turbopack: { root: turbopackRoot() },
  // PGlite and pg are server-only packages with their own file/wasm assets.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg"],
  poweredByHeader: false,
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
