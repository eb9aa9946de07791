// Three app instances (separate processes, each with its own database pool)
// on one throwaway PostgreSQL database and one embedded ledger:
// - 30 concurrent cold scans of one mint spread over the three cost the ledger
//   exactly one trace's worth of RPC calls (the same calls as one fresh=1 scan);
// - 150 anonymous scans from one client address with ANON_MONTHLY_QUOTA=100
//   give exactly 100 answers and 50 402s (the quota lives in the database).
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMigratedDatabase, type ThrowawayDatabase } from "@/server/platform/db/testing/test-databases";
import { getDefaultLedger, getScenario, startLedgerServer, type LedgerServer } from "@/server/ledger";

const INSTANCES = 3;
const script = fileURLToPath(new URL("../../../app/testing/serve-scan-instance.ts", import.meta.url));
const root = fileURLToPath(new URL("../../../..", import.meta.url));

let ledger: LedgerServer;
let database: ThrowawayDatabase;
const children: ChildProcess[] = [];
const ports: number[] = [];

function startInstance(env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(process.execPath, ["--import", "tsx", script], { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.on("exit", (code) => reject(new Error(`instance exited (${code}) before listening:\n${out}`)));
  });
}

beforeAll(async () => {
  ledger = await startLedgerServer({ world: getDefaultLedger(), latencyMs: 20 });
  database = await createMigratedDatabase();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    DATABASE_URL: database.url,
    SOLANA_RPC_URL: ledger.rpcUrl,
    DEXSCREENER_API_URL: ledger.dexscreenerUrl,
    JUPITER_API_URL: ledger.jupiterUrl,
    TRUSTED_IP_HEADER: "x-test-ip",
    ANON_MONTHLY_QUOTA: "100",
    ANON_RATE_LIMIT_PER_MINUTE: "0",
    SCAN_CACHE_TTL_SECONDS: "300",
    // the calls of one trace are compared: no instance probes the RPC's history methods first
    RPC_HISTORY: "standard",
  };
  // the first applies the migrations; the others then start side by side
  ports.push(await startInstance(env));
  await fetch(`http://127.0.0.1:${ports[0]}/api/scan-cabal?mintAddress=bad`);
  ports.push(...(await Promise.all(Array.from({ length: INSTANCES - 1 }, () => startInstance(env)))));
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.once("exit", r)) : null)));
  await ledger?.close();
  await database?.drop();
});

function scan(i: number, query: string, ip: string) {
  return fetch(`http://127.0.0.1:${ports[i % INSTANCES]}/api/scan-cabal?${query}`, { headers: { "x-test-ip": ip } });
}

/** The ledger's counters since `before`: RPC requests and calls per method. */
function callsSince(before: { rpcRequests: number; methods: Record<string, number> }) {
  const now = ledger.controls.stats;
  const methods = Object.fromEntries(
    Object.entries(now.methods)
      .map(([method, count]) => [method, count - (before.methods[method] ?? 0)] as const)
      .filter(([, count]) => count > 0),
  );
  return { rpcRequests: now.rpcRequests - before.rpcRequests, methods };
}

function snapshotStats() {
  const { rpcRequests, methods } = ledger.controls.stats;
  return { rpcRequests, methods: { ...methods } };
}

describe(`${INSTANCES} instances on one PostgreSQL`, () => {
  it("30 concurrent cold scans of one mint run one trace: the ledger sees one trace's worth of calls", async () => {
    const mint = getScenario("two-hop-cluster")!.mint;
    const before = snapshotStats();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => scan(i, `mintAddress=${mint}`, `198.51.100.${i + 1}`)));
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as Array<{ cabal_score: number; source: string }>;
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    expect(new Set(bodies.map((b) => b.cabal_score)).size).toBe(1);
    const thirty = callsSince(before);

    // one trace's worth: the same mint traced once more, alone, on one instance
    const single = snapshotStats();
    const again = await scan(0, `mintAddress=${mint}&fresh=1`, "198.51.100.200");
    expect(again.status).toBe(200);
    const one = callsSince(single);
    expect(one.rpcRequests).toBeGreaterThan(10);
    expect(thirty).toEqual(one);
  }, 120_000);

  it("150 anonymous scans from one address across the instances: exactly 100 answers, 50 402s", async () => {
    ledger.controls.configure({ latencyMs: 0 });
    const mint = getScenario("clean-organic")!.mint;
    const statuses: number[] = [];
    // fresh=1: every scan is charged (no free repeat), in waves of 15 concurrent requests
    for (let wave = 0; wave < 10; wave++) {
      const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => scan(wave * 15 + i, `mintAddress=${mint}&fresh=1`, "203.0.113.77")));
      statuses.push(...answers.map((a) => a.status));
      await Promise.all(answers.map((a) => a.arrayBuffer()));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 402)).toHaveLength(50);
  }, 180_000);
});
