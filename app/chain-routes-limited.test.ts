// Every route that reaches the chain is under a per-minute limit (issue 18
// item 3), proven through the real handlers on a throwaway PostgreSQL
// database. Default-disallow: every route file under app/ must be listed
// here, either as chain-reaching (and then proven limited below) or with the
// reason it does not reach the chain. A new route fails this test until it is
// classified.
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";


const WSOL = "So11111111111111111111111111111111111111112";

type Handler = (request: Request) => Promise<Response>;
type Module = Partial<Record<"GET" | "POST", Handler>>;

/** Route file -> one request that reaches the route's limit without reaching the chain: invalid input where
 * the limit comes before validation, else a valid scan refused by the (zero) free quota. */
const CHAIN_ROUTES: Record<string, { method: "GET" | "POST"; path: string; body?: string; load: () => Promise<Module> }[]> = {
  "api/scan-cabal/route.ts": [
    // GET is also the badge widget's call
    { method: "GET", path: `/api/scan-cabal?mintAddress=${WSOL}`, load: () => import("@/app/api/scan-cabal/route") },
    { method: "POST", path: "/api/scan-cabal", body: JSON.stringify({ mintAddress: WSOL }), load: () => import("@/app/api/scan-cabal/route") },
  ],
  "api/scan-cabal/stream/route.ts": [{ method: "GET", path: `/api/scan-cabal/stream?mintAddress=${WSOL}`, load: () => import("@/app/api/scan-cabal/stream/route") }],
  "api/scan-batch/route.ts": [{ method: "POST", path: "/api/scan-batch", body: JSON.stringify({ mints: [WSOL] }), load: () => import("@/app/api/scan-batch/route") }],
  "api/map-data/route.ts": [{ method: "GET", path: "/api/map-data?mint=bad", load: () => import("@/app/api/map-data/route") }],
  "api/wallet-check/route.ts": [{ method: "GET", path: "/api/wallet-check?mint=bad&wallet=bad", load: () => import("@/app/api/wallet-check/route") }],
  "api/cohorts/route.ts": [{ method: "GET", path: "/api/cohorts?mint=bad", load: () => import("@/app/api/cohorts/route") }],
  "api/trade-analysis/route.ts": [{ method: "GET", path: "/api/trade-analysis?mint=bad", load: () => import("@/app/api/trade-analysis/route") }],
  "api/cex-funding/route.ts": [{ method: "GET", path: "/api/cex-funding?mint=bad", load: () => import("@/app/api/cex-funding/route") }],
  // a pack or a check of a mint with no fresh report traces it
  "api/evidence/route.ts": [{ method: "GET", path: `/api/evidence?mint=${WSOL}`, load: () => import("@/app/api/evidence/route") }],
  "api/check/route.ts": [{ method: "POST", path: "/api/check", body: JSON.stringify({ mint: WSOL, size_sol: 1 }), load: () => import("@/app/api/check/route") }],
  "mcp/route.ts": [
    {
      method: "POST",
      path: "/mcp",
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_cohorts", arguments: { mintAddress: WSOL } } }),
      load: () => import("@/app/mcp/route"),
    },
  ],
};

/** Route files that do not reach the chain, and why. */
const NOT_CHAIN: Record<string, string> = {
  "api/admin/keys/route.ts": "operator routes, ADMIN_TOKEN, database only",
  "api/admin/keys/[id]/route.ts": "operator routes, ADMIN_TOKEN, database only",
  "api/buy-key/quote/route.ts": "creates a payment request row (per-IP daily cap), no RPC",
  "api/buy-key/challenge/route.ts": "creates an ownership challenge row (per-IP daily cap), no RPC",
  "api/buy-key/route.ts": "payment verification: one getTransaction per attempt, bounded per claim and per IP by the payments code (issue 18 items 4-5)",
  "api/screen-list/redeem/route.ts": "payment verification, as buy-key (issue 18 items 4-5)",
  "api/screen-list/checkout/route.ts": "creates a payment request row, no RPC",
  "api/screen-list/route.ts": "the key's own list, database only",
  "api/free-key/route.ts": "sends an e-mail (mail limiter), no RPC",
  "api/free-key/confirm/route.ts": "database only",
  "api/health/route.ts": "liveness, no RPC",
  "api/info/route.ts": "static description",
  "api/key-balance/route.ts": "database only",
  "api/keys/route.ts": "database only",
  "api/keys/rotate/route.ts": "database only",
  "api/keys/publishable/route.ts": "database only",
  "api/keys/publishable/[id]/route.ts": "database only",
  "api/pricing/route.ts": "static plans and the payment wallet",
  "api/recent-scans/route.ts": "database only",
  "api/operator/route.ts": "database only (the operator index); limited per IP all the same, proven in api/operator/route.test.ts",
  "api/watch/route.ts": "registers a watch; polling is the watcher's own RPC budget (issue 18 item 8)",
  "openapi.json/route.ts": "static document",
  "api/accuracy/route.ts": "static document (docs/accuracy.json shipped with the app)",
  "api/outcomes/route.ts": "the stored outcome checkpoints, database only (the outcome workers read the chain on their own budget)",
  "api/admin/rpc-usage/route.ts": "operator route, ADMIN_TOKEN, database only",
  "api/watch/confirm/route.ts": "confirms an e-mail address, database only",
  "docs/route.ts": "static page",
  "docs/scalar.js/route.ts": "static script",
  ".well-known/cabal-hunter-keys.json/route.ts": "the public keys, from configuration",
  "api/verify/route.ts": "checks a signature with the published keys, no RPC; limited per IP all the same (metering minute)",
  "api/check/policy/route.ts": "the key's own policy, database only",
};

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return routeFiles(path);
    return name === "route.ts" ? [relative(__dirname, path)] : [];
  });
}

// No free scans: a valid scan request is a 402 without any chain work, and still takes its minute.
const harness = routeOnThrowawayDatabase<true>(async () => true, { ANON_RATE_LIMIT_PER_MINUTE: "1", ANON_MONTHLY_QUOTA: "0", TRUSTED_IP_HEADER: "x-real-ip", APP_BASE_URL: "https://cabal.example" });

const requestOf = (entry: { method: string; path: string; body?: string }, ip: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${entry.path}`, {
    method: entry.method,
    headers: { "user-agent": "vitest", "x-real-ip": ip, "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body: entry.body,
  });

describe("every chain-reaching route is under a per-minute limit", () => {
  it("classifies every route file: chain-reaching (tested below) or not, with the reason", () => {
    expect(harness.route()).toBe(true);
    const unclassified = routeFiles(__dirname).filter((file) => !(file in CHAIN_ROUTES) && !(file in NOT_CHAIN));
    expect(unclassified).toEqual([]);
  });

  const entries = Object.entries(CHAIN_ROUTES).flatMap(([file, list]) => list.map((entry, i) => ({ file, i, entry })));
  it.each(entries)("$file #$i: the second anonymous request of a minute from one IP is 429 rate_limited, before any work", async ({ entry, i, file }) => {
    const route = await entry.load();
    const ip = `198.51.100.${10 + entries.findIndex((e) => e.file === file && e.i === i)}`;
    const first = await route[entry.method]!(requestOf(entry, ip));
    expect(first.status, await first.clone().text()).not.toBe(429);
    const second = await route[entry.method]!(requestOf(entry, ip));
    const text = await second.text();
    // MCP answers tool errors inside a 200 JSON-RPC result, with the HTTP status in the body (JSON text: quotes escaped)
    if (file === "mcp/route.ts") expect(text).toMatch(/\\?"status\\?":429.*rate_limited/);
    else expect(second.status, text).toBe(429);
    if (file !== "mcp/route.ts") expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("an unknown X-API-Key is 401 on every chain-reaching route, and counts against the IP's anonymous limit", async () => {
    for (const [index, { entry }] of entries.entries()) {
      const route = await entry.load();
      const ip = `198.51.100.${100 + index}`;
      const junk = await route[entry.method]!(requestOf(entry, ip, { "x-api-key": "ch_live_junk" }));
      const text = await junk.text();
      if (entry.path === "/mcp") expect(text).toMatch(/\\?"status\\?":401.*unauthorized/);
      else expect(junk.status, `${entry.method} ${entry.path}: ${text}`).toBe(401);
      const next = await route[entry.method]!(requestOf(entry, ip));
      if (entry.path === "/mcp") expect(await next.text()).toMatch(/\\?"status\\?":429/);
      else expect(next.status, `${entry.method} ${entry.path}`).toBe(429);
    }
  });
});
