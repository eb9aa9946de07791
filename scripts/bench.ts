// npm run bench: the standalone ledger (its own process) with 100 ms injected latency, then
//  1. cold scans of every scenario (gather + engine; scripts/bench-cold.ts) on
//     both address-history paths side by side (standard JSON-RPC and
//     getTransactionsForAddress): wall time, RPC calls by method, credits per
//     scan, most HTTP requests in flight, sequential round trips, the same per
//     stage, and what the first-buyer trace adds (`--cold-only` stops after
//     these and the analytics endpoints; `--cold-scans-only` after the scans);
//  2. warm (pre_indexed) scans through the running app at 64 concurrent
//     connections (autocannon), in one run: /api/pricing (a trivial route),
//     warm anonymous scans and warm scans on a pay-as-you-go key, every scan
//     charged (REPEAT_FREE_SECONDS=0); requests/s, p50/p99, both ratios, and
//     whether the key was charged exactly its 2xx answers. `--warm-only` runs
//     just this part.
//     Then the RPC bill (scripts/bench-bill.ts): calls and credits (Helius and
//     QuickNode) of a cold, a warm (cached) and a busy-token scan as the app
//     records them; `--bill-only` runs just this part (about a minute).
//  3. the first scan after a fresh start (`npm start` on the embedded ledger and
//     database): ms from the server's "ready" line to the first report
//     (target <= 3000 ms); `--first-scan-only` runs just this part.
// Prints figures; asserts nothing (targets are judged by reading them).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { SCENARIOS } from "@/server/ledger/scenarios";
import { startLedgerServer } from "@/server/ledger/server/ledger-server";
import { benchAnalytics } from "./bench-analytics";
import { benchColdScans } from "./bench-cold";
import { benchBill } from "./bench-bill";
// @ts-expect-error plain ESM script without types: the same flags `npm start` runs the server with
import { SERVER_NODE_FLAGS } from "./serve.mjs";
import { LEASE_MS } from "@/server/services/access/access/unit-blocks";
import { benchOutsideNext, warmThreeWays, warmVersusTrivial, type PaygBench } from "./bench-scale";

const LATENCY_MS = 100;
const APP_PORT = Number(process.env.BENCH_PORT ?? 3199);
const WARM_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BENCH_ADMIN_TOKEN = "bench-admin-token-0123456789abcdef";

/** A payg key with credit for far more scans than the run serves (POST /api/admin/keys), and its balance read
 * from the bench database; null on the embedded database (its balance cannot be read from outside). */
async function issueBenchKey(base: string, databaseUrl: string | null): Promise<PaygBench | null> {
  if (!databaseUrl) return null;
  const response = await fetch(`${base}/api/admin/keys`, {
    method: "POST",
    headers: { authorization: `Bearer ${BENCH_ADMIN_TOKEN}`, "content-type": "application/json", "user-agent": "bench" },
    body: JSON.stringify({ plan: "payg", credit_usdc: "1000000", note: "bench" }),
  });
  if (response.status !== 201) throw new Error(`issuing the bench key failed: ${response.status} ${await response.text()}`);
  const issued = (await response.json()) as { id: string; api_key: string };
  const balance = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ credit_micros: string }>(`SELECT "credit_micros" FROM "api_keys" WHERE "id" = $1`, [issued.id]);
      return BigInt(rows[0].credit_micros);
    } finally {
      await client.end();
    }
  };
  return { apiKey: issued.api_key, balance, priceMicros: BigInt(process.env.PRICE_PER_SCAN_MICRO_USDC ?? 1_000), leaseMs: LEASE_MS };
}

async function waitForApp(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error("the app exited before it was ready");
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the app did not start within 5 minutes");
}

/** A fresh database on the PostgreSQL server for the warm run, or null to use embedded PGlite. */
async function createBenchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (process.env.BENCH_EMBEDDED_DB === "1") return null;
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const name = `cabal_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`(no PostgreSQL at ${new URL(adminUrl).host}: ${error instanceof Error ? error.message : error}; using embedded PGlite)`);
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function benchWarm(urls: { rpcUrl: string; dexscreenerUrl: string; jupiterUrl: string }) {
  const dataDir = mkdtempSync(join(tmpdir(), "cabal-bench-"));
  const database = await createBenchDatabase();
  console.log(`\nWarm run database: ${database ? "PostgreSQL (fresh database)" : "embedded PGlite"}`);
  const env = {
    ...process.env,
    ...(database ? { DATABASE_URL: database.url } : {}),
    PORT: String(APP_PORT),
    DATA_DIR: dataDir,
    SOLANA_RPC_URL: urls.rpcUrl,
    DEXSCREENER_API_URL: urls.dexscreenerUrl,
    JUPITER_API_URL: urls.jupiterUrl,
    // the benchmark measures scanning, not the free tier: lift the anonymous quota and the key's minute.
    ANON_MONTHLY_QUOTA: process.env.ANON_MONTHLY_QUOTA ?? "100000000",
    ANON_RATE_LIMIT_PER_MINUTE: process.env.ANON_RATE_LIMIT_PER_MINUTE ?? "0",
    KEY_RATE_LIMIT_PER_MINUTE: process.env.KEY_RATE_LIMIT_PER_MINUTE ?? "1000000000",
    // every warm scan is charged (no free repeats): the metering is on the measured path
    REPEAT_FREE_SECONDS: "0",
    ADMIN_TOKEN: BENCH_ADMIN_TOKEN,
    // production with a shared database requires the webhook key (a throwaway one here)
    WEBHOOK_SECRET_KEY: process.env.WEBHOOK_SECRET_KEY ?? "00".repeat(32),
  };
  // --no-build: serve the build that is there (scripts/serve.mjs), even when the sources changed since
  const entry = process.argv.includes("--no-build") ? [...SERVER_NODE_FLAGS, "scripts/serve.mjs"] : ["scripts/start.mjs"];
  const app = spawn("node", entry, { env: { ...env, NODE_ENV: "production" }, stdio: ["ignore", "ignore", "inherit"] });
  const base = `http://127.0.0.1:${APP_PORT}`;
  try {
    await waitForApp(`${base}/api/health`, app);
    const payg = await issueBenchKey(base, database?.url ?? null);
    if (!payg) {
      await warmVersusTrivial(base, WARM_SECONDS, "Next (npm start): warm scans vs a trivial route");
      return;
    }
    // issue 21 item 4: the trivial route, anonymous and payg warm scans, in one run on one server
    await warmThreeWays(base, WARM_SECONDS, "Next (npm start): trivial route, warm anonymous and payg scans", payg);
  } finally {
    app.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

/** `npm start` on a fresh embedded database and the embedded ledger: time from "ready" to the first report. */
async function benchFirstScan() {
  const dataDir = mkdtempSync(join(tmpdir(), "cabal-bench-first-"));
  const port = APP_PORT + 1;
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SOLANA_RPC_URL: "", DATABASE_URL: "", LEDGER_LATENCY_MS: "0", NEXT_TELEMETRY_DISABLED: "1" };
  const spawned = performance.now();
  const app = spawn("node", ["scripts/start.mjs"], { env, stdio: ["ignore", "pipe", "inherit"] });
  const lines: string[] = [];
  try {
    // "Serving http://..." (scripts/serve.mjs) or Next's own "Ready in"
    const readyAt = await new Promise<number>((resolve, reject) => {
      let buffer = "";
      app.stdout!.on("data", (chunk: Buffer) => {
        buffer += chunk.toString();
        for (let nl = buffer.indexOf("\n"); nl !== -1; nl = buffer.indexOf("\n")) {
          const line = buffer.slice(0, nl);
          buffer = buffer.slice(nl + 1);
          lines.push(line);
          if (/Serving http|Ready in/.test(line)) resolve(performance.now());
        }
      });
      app.on("exit", () => reject(new Error(`the app exited before it was ready:\n${lines.join("\n")}`)));
      setTimeout(() => reject(new Error("the app did not print ready within 5 minutes")), 300_000).unref();
    });
    const mint = SCENARIOS[0].mint;
    const response = await fetch(`http://127.0.0.1:${port}/api/scan-cabal?mintAddress=${mint}`, { headers: { "user-agent": "bench" } });
    const report = (await response.json()) as { source?: string; analysis_time_ms?: number };
    const firstReportMs = performance.now() - readyAt;
    const warm = lines.find((line) => line.startsWith("[warm-up]"));
    console.log(`\nFirst scan after a fresh start (embedded ledger and database, ${SCENARIOS[0].id})`);
    console.log(`start to ready ${(readyAt - spawned).toFixed(0)} ms${warm ? `; ${warm}` : ""}`);
    console.log(
      `ready to first report ${firstReportMs.toFixed(0)} ms (HTTP ${response.status}, ${report.source}, server analysis ${report.analysis_time_ms} ms; target <= 3000 ms)`,
    );
  } finally {
    app.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes("--first-scan-only")) {
  await benchFirstScan();
  process.exit(0);
}

/** The standalone ledger (`npm run ledger`) in its own process: its CPU is not the scanner's wall time. */
async function startLedgerProcess(): Promise<{ urls: { rpcUrl: string; dexscreenerUrl: string; jupiterUrl: string }; stop: () => void }> {
  // it serves getTransactionsForAddress too: the cold scans run on both paths (BENCH_HISTORY_FULL_LIMIT: 100 as the OpenAPI says, or 1000)
  const fullLimit = process.env.BENCH_HISTORY_FULL_LIMIT ?? "100";
  const args = ["scripts/ledger.ts", "--port", "0", "--latency", String(LATENCY_MS), "--history", "on", "--full-limit", fullLimit];
  const child = spawn(process.execPath, ["--import", "tsx", ...args], { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  const urls = await new Promise<{ rpcUrl: string; dexscreenerUrl: string; jupiterUrl: string }>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const read = (name: string) => out.match(new RegExp(`${name}=(\\S+)`))?.[1];
      const [rpcUrl, dexscreenerUrl, jupiterUrl] = [read("SOLANA_RPC_URL"), read("DEXSCREENER_API_URL"), read("JUPITER_API_URL")];
      if (rpcUrl && dexscreenerUrl && jupiterUrl) resolve({ rpcUrl, dexscreenerUrl, jupiterUrl });
    });
    child.on("exit", () => reject(new Error(`the ledger exited before it was ready:\n${out}`)));
  });
  console.log(out.split("\n")[0]);
  return { urls, stop: () => child.kill("SIGTERM") };
}

// --bill-only: just the RPC bill of a cold, a warm and a busy-token scan (issue 28 item 5)
if (process.argv.includes("--bill-only")) {
  const standalone = await startLedgerProcess();
  try {
    await benchBill(standalone.urls);
  } finally {
    standalone.stop();
  }
  process.exit(0);
}

// --warm-only: just the warm run through the app (issue 21 item 4's three figures)
const warmOnly = process.argv.includes("--warm-only");
if (!warmOnly) {
  const standalone = await startLedgerProcess();
  try {
    await benchColdScans(standalone.urls, LATENCY_MS);
    await benchBill(standalone.urls);
    if (!process.argv.includes("--cold-scans-only")) await benchAnalytics(standalone.urls, LATENCY_MS);
  } finally {
    standalone.stop();
  }
}
if (process.argv.includes("--cold-only") || process.argv.includes("--cold-scans-only")) process.exit(0);

const buildStarted = performance.now();
const ledger = await startLedgerServer({ port: 0, latencyMs: LATENCY_MS });
console.log(`embedded ledger world built and serving in ${(performance.now() - buildStarted).toFixed(0)} ms (${ledger.world.history.length} transactions)`);
try {
  await benchWarm(ledger);
  if (!warmOnly) {
    await benchOutsideNext(ledger, WARM_SECONDS);
    await benchFirstScan();
  }
} finally {
  await ledger.close();
}
process.exit(0);
