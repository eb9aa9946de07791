// GET /api/scan-cabal answered before Next (scripts/serve.mjs loadScanFastPath)
// must answer as Next does: two servers from the same build on one PostgreSQL
// database, one with SCAN_FAST_PATH=off, asked the same questions. Headers must
// be identical but Date; bodies equal but analysis_time_ms (and the order of a
// report's keys, which depends on whether the instance traced it or read it
// back from the database, not on the path). It spawns servers from the build,
// so it runs beside the browser journeys, which have that build (`npm test`
// builds first); skipped without one.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { createThrowawayDatabase, type ThrowawayDatabase } from "@/server/platform/db/testing/test-databases";
import { SCENARIOS } from "@/server/ledger/scenarios";

const built = existsSync(join(process.cwd(), ".next", "BUILD_ID"));
const ADMIN_TOKEN = "fast-path-admin-token-0123456789abcdef";

interface Answer {
  status: number;
  headers: string[];
  body: Buffer;
}

/** One request with the raw header lines as sent (names' casing and order included). */
function get(port: number, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = res.rawHeaders;
        const lines: string[] = [];
        // Date, and the minute window's count and reset: the two servers share one database, so the
        // second answer of a pair has one unit fewer left (the names must still be the same)
        for (let i = 0; i < raw.length; i += 2) {
          const name = raw[i].toLowerCase();
          if (name === "date") continue;
          lines.push(name === "ratelimit-remaining" || name === "ratelimit-reset" ? `${raw[i]}: <n>` : `${raw[i]}: ${raw[i + 1]}`);
        }
        resolve({ status: res.statusCode ?? 0, headers: lines, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** A port nobody listens on now (the app's config refuses PORT=0). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; output: string[] }> {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], { env: { ...process.env, ...env, PORT: String(await freePort()) }, stdio: ["ignore", "pipe", "inherit"] });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /Serving http:\/\/localhost:(\d+)/.exec(chunk.toString());
      if (match) resolve({ child, port: Number(match[1]), output });
    });
    child.once("exit", (code) => reject(new Error(`serve.mjs exited (${code}) before serving`)));
  });
}

const withoutTiming = (body: Buffer) => {
  const parsed = JSON.parse(body.toString()) as Record<string, unknown>;
  delete parsed.analysis_time_ms;
  // the locks are presented at answer time (the unlock horizon counts from now): a second apart, two answers differ
  const locks = parsed.locks as Record<string, unknown> | undefined;
  if (locks) delete locks.as_of;
  return parsed;
};

test.describe("GET /api/scan-cabal before Next answers as Next does", () => {
  // one pair of servers for the four checks, asked in order
  test.describe.configure({ mode: "serial" });
  test.skip(!built, "needs a build (npx next build)");
  let database: ThrowawayDatabase;
  const dirs: string[] = [];
  let next: { child: ChildProcess; port: number; output: string[] };
  let fast: { child: ChildProcess; port: number; output: string[] };
  const mint = SCENARIOS[0].mint;
  const path = `/api/scan-cabal?mintAddress=${mint}`;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = await createThrowawayDatabase();
    const env = (fastPath: boolean) => {
      const dir = mkdtempSync(join(tmpdir(), "fast-path-"));
      dirs.push(dir);
      return {
        NODE_ENV: "production",
        DATABASE_URL: database.url,
        WEBHOOK_SECRET_KEY: "00".repeat(32),
        DATA_DIR: dir,
        INDEXER: "off",
        WATCHER: "off",
        OUTCOMES: "off",
        // the first trace must not come back degraded on a busy machine: a degraded report is kept
        // for seconds only, and the "warm" scan would then be a live trace on one server and not the other
        RPC_TIMEOUT_MS: "60000",
        SCAN_DEADLINE_MS: "120000",
        TRUSTED_IP_HEADER: "x-real-ip",
        ADMIN_TOKEN,
        SOLANA_RPC_URL: "",
        SCAN_FAST_PATH: fastPath ? "on" : "off",
      };
    };
    next = await startServer(env(false));
    fast = await startServer(env(true));
    // the report stored once; the fast path starts after Next has served the route once
    await get(next.port, path, { "user-agent": "e2e", "x-real-ip": "192.0.2.1" });
    await get(fast.port, path, { "user-agent": "e2e", "x-real-ip": "192.0.2.1" });
    // the route is taken once Next has finished answering it
    for (let i = 0; i < 50 && !fast.output.join("").includes("answered before Next"); i++) await new Promise((r) => setTimeout(r, 100));
  });

  test("the fast path is on in one server and off in the other", () => {
    expect(fast.output.join("")).toContain(`GET /api/scan-cabal is answered before Next`);
    expect(next.output.join("")).not.toContain("answered before Next");
  });

  test.afterAll(async () => {
    for (const server of [next, fast]) {
      if (!server) continue;
      server.child.kill("SIGTERM");
      await new Promise((r) => server.child.once("exit", r));
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await database?.drop();
  });

  async function both(pathAndQuery: string, headers: Record<string, string>): Promise<[Answer, Answer]> {
    return [await get(next.port, pathAndQuery, headers), await get(fast.port, pathAndQuery, headers)];
  }

  test("a warm anonymous scan: same status and header lines, same report (plain and gzip)", async () => {
    const [viaNext, viaFast] = await both(path, { "user-agent": "e2e", "x-real-ip": "192.0.2.10", origin: "https://a.example" });
    expect(viaNext.status).toBe(200);
    expect(viaFast.headers).toEqual(viaNext.headers);
    expect(withoutTiming(viaFast.body)).toEqual(withoutTiming(viaNext.body));
    const [zippedNext, zippedFast] = await both(path, { "user-agent": "e2e", "x-real-ip": "192.0.2.11", "accept-encoding": "gzip", "x-forwarded-proto": "https" });
    expect(zippedFast.headers).toEqual(zippedNext.headers);
    expect(zippedNext.headers).toContain("Content-Encoding: gzip");
    expect(withoutTiming(gunzipSync(zippedFast.body))).toEqual(withoutTiming(gunzipSync(zippedNext.body)));
  });

  test("refusals: invalid mint 400, key in the URL 400, unknown key 401, no User-Agent", async () => {
    for (const [query, headers] of [
      ["/api/scan-cabal?mintAddress=notamint", { "user-agent": "e2e", "x-real-ip": "192.0.2.20" }],
      [`${path}&api_key=x`, { "user-agent": "e2e", "x-real-ip": "192.0.2.21" }],
      [path, { "user-agent": "e2e", "x-real-ip": "192.0.2.22", "x-api-key": "ch_live_not-a-real-key" }],
      [path, { "x-real-ip": "192.0.2.23" }],
    ] as const) {
      const [viaNext, viaFast] = await both(query, headers);
      expect(viaNext.status).toBeGreaterThanOrEqual(400);
      expect(viaFast.status).toBe(viaNext.status);
      expect(viaFast.headers).toEqual(viaNext.headers);
      expect(viaFast.body.toString()).toBe(viaNext.body.toString());
    }
  });

  test("a payg key: charged on one server, a free repeat on the other, the same balance headers", async () => {
    const issued = await fetch(`http://127.0.0.1:${next.port}/api/admin/keys`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json", "user-agent": "e2e" },
      body: JSON.stringify({ plan: "payg", credit_usdc: "1" }),
    });
    const { api_key: apiKey } = (await issued.json()) as { api_key: string };
    const headers = { "user-agent": "e2e", "x-real-ip": "192.0.2.30", "x-api-key": apiKey };
    const charged = await get(fast.port, path, headers);
    const repeat = await get(next.port, path, headers);
    expect(charged.headers).toContain("x-key-credits-remaining: 0.999");
    expect(charged.headers).toEqual(repeat.headers);
    expect(withoutTiming(charged.body)).toEqual(withoutTiming(repeat.body));
  });
});
