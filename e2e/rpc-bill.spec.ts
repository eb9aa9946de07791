// Issue 28 from outside, as a hostile caller would run it: the built app,
// started as `npm start` starts it (its own port, a fresh embedded database,
// the embedded ledger), judged by what it answers and by the RPC calls the
// ledger counted (/__ledger/stats). Each attack is one the issue found open:
// it read the chain for free, or leaked a caller's headers into a shared cache.
// The figures (RPC calls and quota each attack cost) are printed for the note.
import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getScenario } from "@/server/ledger";

const PORT = Number(process.env.E2E_PORT || 3100) + 8;
const APP = `http://127.0.0.1:${PORT}`;
const QUOTA = 50;

let server: ChildProcess | undefined;
let dataDir = "";
let output = "";
let ledgerUrl = "";

test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(join(tmpdir(), "rpc-bill-spec-"));
  server = spawn("node", ["scripts/start.mjs"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SOLANA_RPC_URL: "",
      DATABASE_URL: "",
      NEXT_TELEMETRY_DISABLED: "1",
      // each attack is its own caller
      TRUSTED_IP_HEADER: "x-real-ip",
      ANON_MONTHLY_QUOTA: String(QUOTA),
      ANON_RATE_LIMIT_PER_MINUTE: "600",
      FREE_TRACES_PER_DAY: "2",
      WATCHER: "off",
      INDEXER: "off",
      OUTCOMES: "off",
    },
  });
  await new Promise<void>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`Serving http://localhost:${PORT}`)) resolve();
    };
    server!.stdout!.on("data", seen);
    server!.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server!.on("exit", (code) => reject(new Error(`the app exited (${code}) before serving:\n${output}`)));
  });
  ledgerUrl = /Embedded ledger: (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1];
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGKILL");
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** RPC calls the ledger has answered so far (every method, batches counted per call). */
async function rpcCalls(): Promise<number> {
  const stats = (await (await fetch(`${ledgerUrl}/__ledger/stats`)).json()) as { methods: Record<string, number> };
  return Object.values(stats.methods).reduce((sum, n) => sum + n, 0);
}

const as = (ip: string, extra: Record<string, string> = {}) => ({ "user-agent": "rpc-bill-spec", "x-real-ip": ip, ...extra });
const left = (response: Response) => Number(response.headers.get("x-free-queries-remaining"));
const figures: string[] = [];

test.afterAll(() => {
  console.info(`[rpc-bill] per attack (after):\n  ${figures.join("\n  ")}`);
});

test("maps at the latest slot after one charged scan: each map is charged (before: four cost ~850 RPC calls and no quota)", async () => {
  const mint = getScenario("coordinated-exit")!.mint;
  const ip = "203.0.113.50";
  const scan = await fetch(`${APP}/api/scan-cabal?mintAddress=${mint}`, { headers: as(ip) });
  expect(scan.status).toBe(200);
  const afterScan = left(scan);
  const today = (await (await fetch(`${APP}/api/map-data?mint=${mint}`, { headers: as(ip) })).json()) as { timeline: { current_slot: number } };
  const tip = today.timeline.current_slot;
  const calls = await rpcCalls();
  let last = 0;
  for (let i = 0; i < 4; i++) {
    const map = await fetch(`${APP}/api/map-data?mint=${mint}&slot=${tip}`, { headers: as(ip) });
    expect(map.status).toBe(200);
    last = left(map);
    // every map carries the caller's quota: never a shared cache's
    expect(map.headers.get("cache-control") ?? "").not.toMatch(/public/);
  }
  expect(last).toBe(afterScan - 4);
  figures.push(`4 maps at the tip: ${(await rpcCalls()) - calls} RPC calls, ${afterScan - last} scans of quota`);
});

test("MCP get_cohorts repeated: charged every call, the chain read once (before: ~1,800 RPC calls a call on a busy token, repeats free)", async () => {
  const mint = getScenario("busy-token")!.mint;
  const ip = "203.0.113.51";
  const call = async (id: number) => {
    const response = await fetch(`${APP}/mcp`, {
      method: "POST",
      headers: as(ip, { "content-type": "application/json", accept: "application/json, text/event-stream" }),
      body: JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "get_cohorts", arguments: { mintAddress: mint } } }),
    });
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as { result: { isError?: boolean; _meta?: { headers?: Record<string, string> } } };
    expect(result.isError ?? false).toBe(false);
    return Number(result._meta?.headers?.["X-Free-Queries-Remaining"]);
  };
  const before = await rpcCalls();
  const first = await call(1);
  const traced = (await rpcCalls()) - before;
  const second = await call(2);
  const third = await call(3);
  expect([second, third]).toEqual([first - 1, first - 2]);
  const repeats = (await rpcCalls()) - before - traced;
  expect(repeats).toBe(0);
  figures.push(`3 get_cohorts on busy-token: ${traced} RPC calls for the first, ${repeats} for the two repeats, 3 scans of quota`);
});

test("wallet-check on mints nobody scanned: the third trace of the day is refused (before: a trace a second, all day, free)", async () => {
  const ip = "203.0.113.52";
  const wallet = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM";
  const mints = ["clean-organic", "exchange-funded", "graduated"].map((id) => getScenario(id)!.mint);
  const before = await rpcCalls();
  const statuses = [];
  for (const mint of mints) statuses.push((await fetch(`${APP}/api/wallet-check?mint=${mint}&wallet=${wallet}`, { headers: as(ip) })).status);
  expect(statuses).toEqual([200, 200, 429]);
  const info = (await (await fetch(`${APP}/api/info`)).json()) as { limits: { free_traces_per_day: number } };
  expect(info.limits.free_traces_per_day).toBe(2);
  figures.push(`3 wallet-checks of unscanned mints: ${(await rpcCalls()) - before} RPC calls, the third refused 429`);
});

test("recent-scans at limit=50, polled: one shared read, public, nothing personal, no fresh verdicts (before: 50 stored reports loaded per call)", async () => {
  const calls = await rpcCalls();
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => fetch(`${APP}/api/recent-scans?limit=50`, { headers: as(`203.0.113.${60 + i}`) })));
  const bodies = await Promise.all(answers.map((r) => r.text()));
  expect(new Set(bodies).size).toBe(1);
  for (const response of answers) {
    expect(response.headers.get("cache-control")).toBe("public, max-age=10");
    expect([...response.headers.keys()].filter((name) => /^(ratelimit|x-key-|x-free-)/i.test(name))).toEqual([]);
  }
  // the scans above are minutes old at most: their verdicts are withheld
  const { scans } = JSON.parse(bodies[0]) as { scans: { recommendation: string | null; cabal_score: number | null }[] };
  expect(scans.length).toBeGreaterThan(0);
  expect(scans.every((s) => s.recommendation === null && s.cabal_score === null)).toBe(true);
  expect((await rpcCalls()) - calls).toBe(0);
  figures.push(`20 recent-scans?limit=50 polls: 0 RPC calls, one shared answer`);
});
