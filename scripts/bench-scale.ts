// Bench sections of issue 12 (scale and speed), called from scripts/bench.ts:
// - warmVersusTrivial: warm (pre_indexed) scans and a trivial route
//   (/api/pricing: configuration only, no database) on the SAME server with the
//   same 64 connections, one after the other; prints both, the ratio
//   (target >= 0.8) and p50/p99 (target p99 <= 150 ms).
// - benchOutsideNext: the same two routes served by plain node:http calling the
//   same route modules (server/app/testing/serve-scan-instance.ts), on
//   a fresh PostgreSQL database: what a fast path outside Next would gain.
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import pg from "pg";
import { SCENARIOS } from "@/server/ledger/scenarios";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

interface Run {
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

interface CountedRun extends Run {
  /** answers with a 2xx status: for a charged scan, what the caller must have been charged for */
  ok: number;
}

/** `amount`: stop after that many requests, every one answered (a timed run abandons the last 64 in
 * flight, which the server still answers and charges), instead of after `seconds`. */
async function hammer(base: string, seconds: number, path: (i: number) => string, headers: Record<string, string> = {}, amount?: number): Promise<CountedRun> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    ...(amount ? { amount } : { duration: seconds }),
    headers: { "user-agent": "bench", ...headers },
    requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: path(next++) }) }],
  });
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, ok: result["2xx"] };
}

/** WARMUP_SECONDS of the same load, unmeasured (BENCH_WARMUP_SECONDS=0: none). */
const warmUp = (base: string, path: (i: number) => string, headers: Record<string, string> = {}) =>
  WARMUP_SECONDS > 0 ? hammer(base, WARMUP_SECONDS, path, headers) : Promise.resolve(null);

const runLine = (name: string, run: Run) =>
  `  ${name.padEnd(26)} ${run.perSecond.toFixed(0).padStart(6)} req/s  p50 ${String(run.p50).padStart(4)} ms  p99 ${String(run.p99).padStart(4)} ms  non-2xx ${run.non2xx}`;

export interface PaygBench {
  /** the X-API-Key of a pay-as-you-go key with enough credit for the run */
  apiKey: string;
  /** the key's balance in the database, micro-USDC */
  balance(): Promise<bigint>;
  priceMicros: bigint;
  /** how long the app holds unspent units before giving them back (unit-blocks.ts LEASE_MS), ms */
  leaseMs: number;
}

/** Issue 21 item 4, one run: the trivial route, warm anonymous scans and warm scans on a payg key whose
 * every scan is charged (the app runs with REPEAT_FREE_SECONDS=0), same server, 64 connections; then
 * the key's balance once its blocks are given back: what it was charged must equal the 2xx answers. */
export async function warmThreeWays(base: string, seconds: number, label: string, payg: PaygBench): Promise<void> {
  const paths = SCENARIOS.map((s) => `/api/scan-cabal?mintAddress=${s.mint}`);
  for (const path of paths) await (await fetch(base + path, { headers: { "user-agent": "bench" } })).arrayBuffer();
  // each route is run WARMUP_SECONDS before it is measured: its code optimised, its blocks at full size
  // (a measured run otherwise pays the previous route's garbage and this one's first compilation)
  await warmUp(base, () => "/api/pricing");
  const trivial = await hammer(base, seconds, () => "/api/pricing");
  await warmUp(base, (i) => paths[i % paths.length]);
  const anonymous = await hammer(base, seconds, (i) => paths[i % paths.length]);
  await warmUp(base, (i) => paths[i % paths.length], { "x-api-key": payg.apiKey });
  // the warm-up's unspent units go back before the balance is read
  await new Promise((r) => setTimeout(r, payg.leaseMs * 2 + 500));
  const before = await payg.balance();
  // as many requests as the anonymous run answered (about as long), each one answered: the charge is then checkable
  const keyed = await hammer(base, seconds, (i) => paths[i % paths.length], { "x-api-key": payg.apiKey }, Math.max(1_000, Math.round(anonymous.perSecond * seconds)));
  // the units an instance still holds go back when their lease ends
  await new Promise((r) => setTimeout(r, payg.leaseMs * 2 + 500));
  const charged = (before - (await payg.balance())) / payg.priceMicros;
  console.log(`\n${label}: ${CONNECTIONS} connections, ${seconds} s each after ${WARMUP_SECONDS} s of warm-up, ${paths.length} mints rotating, every scan charged`);
  console.log(runLine("trivial (/api/pricing)", trivial));
  console.log(runLine("warm scan, anonymous", anonymous));
  console.log(runLine("warm scan, payg key", keyed));
  const ratio = (run: Run) => (run.perSecond / trivial.perSecond).toFixed(2);
  console.log(`  anonymous / trivial = ${ratio(anonymous)}, payg / trivial = ${ratio(keyed)} (target >= 0.8); p99 ${anonymous.p99} / ${keyed.p99} ms (target < 50 ms)`);
  console.log(`  payg key charged ${charged} scans for ${keyed.ok} 2xx answers: ${charged === BigInt(keyed.ok) ? "exact" : "MISMATCH"}`);
}

/** Warm scans of every scenario's mint (already scanned once) and the trivial route on one server. */
export async function warmVersusTrivial(base: string, seconds: number, label: string, options: { serviceOnly?: boolean } = {}): Promise<void> {
  const paths = SCENARIOS.map((s) => `/api/scan-cabal?mintAddress=${s.mint}`);
  for (const path of paths) await (await fetch(base + path, { headers: { "user-agent": "bench" } })).arrayBuffer();
  const trivial = await hammer(base, seconds, () => "/api/pricing");
  const warm = await hammer(base, seconds, (i) => paths[i % paths.length]);
  // outside Next only: the scan service and its JSON without the access decision, to attribute the cost
  const serviceOnly = options.serviceOnly ? await hammer(base, seconds, (i) => paths[i % paths.length].replace("/api/scan-cabal", "/__bench/scan-service")) : null;
  const line = (name: string, run: Run) =>
    `  ${name.padEnd(22)} ${run.perSecond.toFixed(0).padStart(6)} req/s  p50 ${String(run.p50).padStart(4)} ms  p99 ${String(run.p99).padStart(4)} ms  non-2xx ${run.non2xx}`;
  console.log(`\n${label}: ${CONNECTIONS} connections, ${seconds} s each, ${paths.length} mints rotating`);
  console.log(line("trivial (/api/pricing)", trivial));
  console.log(line("warm scan", warm));
  if (serviceOnly) console.log(line("scan service, no access", serviceOnly));
  console.log(`  warm / trivial = ${(warm.perSecond / trivial.perSecond).toFixed(2)} (target >= 0.8); warm p99 ${warm.p99} ms (target <= 150 ms)`);
}

/** The two routes outside Next: plain node:http over the same route modules, on a fresh PostgreSQL database. */
export async function benchOutsideNext(urls: { rpcUrl: string; dexscreenerUrl: string; jupiterUrl: string }, seconds: number): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const name = `cabal_bench_plain_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`\n(outside-Next warm run skipped: no PostgreSQL at ${new URL(adminUrl).host}: ${error instanceof Error ? error.message : error})`);
    return;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/app/testing/serve-scan-instance.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: url.toString(),
      // production with a shared database requires the webhook key (a throwaway one here)
      WEBHOOK_SECRET_KEY: process.env.WEBHOOK_SECRET_KEY ?? "00".repeat(32),
      SOLANA_RPC_URL: urls.rpcUrl,
      DEXSCREENER_API_URL: urls.dexscreenerUrl,
      JUPITER_API_URL: urls.jupiterUrl,
      ANON_MONTHLY_QUOTA: "100000000",
      ANON_RATE_LIMIT_PER_MINUTE: "0",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => {
        const match = /listening (\d+)/.exec(chunk.toString());
        if (match) resolve(Number(match[1]));
      });
      child.once("exit", () => reject(new Error("the plain server exited before listening")));
    });
    await warmVersusTrivial(`http://127.0.0.1:${port}`, seconds, "Outside Next (plain node:http, same route modules, one process)", { serviceOnly: true });
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }
}
