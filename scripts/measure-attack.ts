// What one attacker IP can make us spend upstream (issue 18 acceptance):
// runs each attack of the issue against the real route handlers on a
// throwaway PostgreSQL database and the embedded ledger, with the default
// limits, and counts the JSON-RPC calls the ledger answered. Each vector uses
// its own IP so one does not eat another's minute; every vector's requests are
// sent as fast as they are answered (within one or two clock minutes: limits
// use clock-aligned windows, so the line says when a boundary was crossed).
// Requests rotate over every scenario mint, so the first pass is cold (a live
// trace, as an attacker gets on mainnet by naming ever new mints).
//
//   npx tsx scripts/measure-attack.ts [attempts per vector, default 65]
import { createThrowawayDatabase } from "@/server/platform/db/testing/test-databases";

const attempts = Number(process.argv[2] ?? 65);
const database = await createThrowawayDatabase();
Object.assign(process.env, { DATABASE_URL: database.url, TRUSTED_IP_HEADER: "x-real-ip", APP_BASE_URL: "http://localhost" });
delete process.env.SOLANA_RPC_URL;
delete process.env.ANON_RATE_LIMIT_PER_MINUTE;
delete process.env.ANON_MONTHLY_QUOTA;

const { ensureLedgerServer, SCENARIOS } = await import("@/server/ledger");
const { closeApp } = await import("@/server/app/close-app");
const routes = {
  scan: await import("@/app/api/scan-cabal/route"),
  walletCheck: await import("@/app/api/wallet-check/route"),
  cohorts: await import("@/app/api/cohorts/route"),
  tradeAnalysis: await import("@/app/api/trade-analysis/route"),
  cexFunding: await import("@/app/api/cex-funding/route"),
  mcp: await import("@/app/mcp/route"),
};
const ledger = await ensureLedgerServer();
const mints = SCENARIOS.map((s) => s.mint);
const mint = SCENARIOS.find((s) => s.expect.recommendation === "AVOID")!.mint;
const wallet = SCENARIOS[0].mint;
const nth = (i: number) => mints[i % mints.length];

const headersFor = (ip: string, extra: Record<string, string> = {}) => ({ "user-agent": "attacker", "x-real-ip": ip, ...extra });
const get = (route: { GET: (r: Request) => Promise<Response> }, path: string, headers: Record<string, string>) => route.GET(new Request(`http://localhost${path}`, { headers }));
const mcp = (tool: string, args: Record<string, string>, headers: Record<string, string>) =>
  routes.mcp.POST(
    new Request("http://localhost/mcp", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: tool, arguments: args } }),
    }),
  );

/** A request "did work" when it answered with data (HTTP 200 and, for MCP, no tool error). */
async function succeeded(response: Response): Promise<boolean> {
  if (response.status !== 200) return false;
  const text = await response.text();
  return !text.includes('"isError":true');
}

async function vector(name: string, send: (i: number) => Promise<Response>): Promise<void> {
  const startMinute = Math.floor(Date.now() / 60_000);
  const before = ledger.controls.stats.rpcRequests;
  const started = Date.now();
  let served = 0;
  for (let i = 0; i < attempts; i++) if (await succeeded(await send(i))) served += 1;
  const rpc = ledger.controls.stats.rpcRequests - before;
  const seconds = (Date.now() - started) / 1000;
  const crossed = Math.floor(Date.now() / 60_000) !== startMinute ? " (crossed a minute boundary)" : "";
  console.log(`${name.padEnd(44)} ${String(served).padStart(3)}/${attempts} served  ${String(rpc).padStart(7)} RPC calls  ${(rpc / Math.max(served, 1)).toFixed(0).padStart(5)} per served  ${seconds.toFixed(1)} s${crossed}`);
}

// a stored report for the mint: with it, the old code answered MCP analytics repeats for free
await get(routes.scan, `/api/scan-cabal?mintAddress=${mint}`, headersFor("10.0.0.1"));
console.log(`${mints.length} scenario mints rotating, ${attempts} attempts per vector, default limits`);
const junk = { "x-api-key": "ch_live_junkjunk_junkjunkjunk" };
await vector("wallet-check with a junk X-API-Key", (i) => get(routes.walletCheck, `/api/wallet-check?mint=${nth(i)}&wallet=${wallet}`, headersFor("10.0.1.1", junk)));
await vector("MCP check_wallet with a junk X-API-Key", (i) => mcp("check_wallet", { mintAddress: nth(i + 1), wallet }, headersFor("10.0.1.2", junk)));
await vector("wallet-check anonymous", (i) => get(routes.walletCheck, `/api/wallet-check?mint=${nth(i + 2)}&wallet=${wallet}`, headersFor("10.0.1.3")));
await vector("MCP get_cohorts anonymous, one mint (repeats)", () => mcp("get_cohorts", { mintAddress: mint }, headersFor("10.0.1.4")));
await vector("GET /api/cohorts anonymous", (i) => get(routes.cohorts, `/api/cohorts?mint=${nth(i)}`, headersFor("10.0.1.5")));
await vector("GET /api/trade-analysis anonymous", (i) => get(routes.tradeAnalysis, `/api/trade-analysis?mint=${nth(i)}`, headersFor("10.0.1.6")));
await vector("GET /api/cex-funding anonymous", (i) => get(routes.cexFunding, `/api/cex-funding?mint=${nth(i)}`, headersFor("10.0.1.7")));

// the attacker's best minute from ONE address: every vector interleaved (junk keys, MCP repeats, analytics)
const one = "10.0.2.1";
const mixed = [
  (i: number) => get(routes.walletCheck, `/api/wallet-check?mint=${nth(i)}&wallet=${wallet}`, headersFor(one, junk)),
  (i: number) => mcp("check_wallet", { mintAddress: nth(i + 1), wallet }, headersFor(one, junk)),
  (i: number) => get(routes.walletCheck, `/api/wallet-check?mint=${nth(i + 2)}&wallet=${wallet}`, headersFor(one)),
  () => mcp("get_cohorts", { mintAddress: mint }, headersFor(one)),
  (i: number) => get(routes.cohorts, `/api/cohorts?mint=${nth(i)}`, headersFor(one)),
  (i: number) => get(routes.tradeAnalysis, `/api/trade-analysis?mint=${nth(i)}`, headersFor(one)),
  (i: number) => get(routes.cexFunding, `/api/cex-funding?mint=${nth(i)}`, headersFor(one)),
];
await vector("ONE IP, all seven vectors interleaved", (i) => mixed[i % mixed.length](Math.floor(i / mixed.length)));

await closeApp();
await ledger.close();
await database.drop();
process.exit(0);
