// Issue 32 item 6: `npm start` keeps its promises. The app is started exactly
// as the README says (`npm start`, a fresh embedded database, the embedded
// ledger) and judged from outside: before it says "Serving" it has warmed up,
// printed the demo tokens and the ledger's address, and started the watcher
// and the indexer; a live watch on a demo token then fires when the ledger's
// insiders dump. Before the fix, scripts/serve.mjs ran instrumentation's
// register() with NEXT_RUNTIME unset: it returned at its first line, nothing
// of this happened and no webhook was ever sent. API only: no page.
import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";

const PORT = Number(process.env.E2E_PORT || 3100) + 7;
const ADMIN_TOKEN = "npm-start-spec-admin-token-0123456789abcdef";
/** the demo token whose insiders the ledger can make dump (server/ledger/scenarios, "watch-dump") */
const WATCH_DEMO_TITLE = /Watch: insiders can dump/;

type Delivery = { headers: IncomingHttpHeaders; body: string };

let server: ChildProcess | undefined;
let receiver: Server | undefined;
let dataDir = "";
let output = "";
const deliveries: Delivery[] = [];

test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

test.afterAll(async () => {
  // npm start -> scripts/start.mjs -> scripts/serve.mjs: the group goes together
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGKILL");
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `npm start` and resolves with everything it printed up to "Serving http://localhost:PORT". */
function startAsTheReadmeSays(): Promise<string> {
  dataDir = mkdtempSync(join(tmpdir(), "npm-start-spec-"));
  server = spawn("npm", ["start"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SOLANA_RPC_URL: "",
      DATABASE_URL: "",
      NEXT_TELEMETRY_DISABLED: "1",
      ADMIN_TOKEN,
      // the receiver below is plain http on loopback
      WEBHOOK_ALLOW_PRIVATE_TARGETS: "1",
      WATCH_POLL_SECONDS: "2",
    },
  });
  return new Promise((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`Serving http://localhost:${PORT}`)) resolve(output);
    };
    server!.stdout!.on("data", seen);
    server!.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server!.on("exit", (code) => reject(new Error(`npm start exited (${code}) before serving:\n${output}`)));
  });
}

test("npm start warms up, prints the demo tokens and the ledger, and runs the watcher and the indexer before it serves", async () => {
  const printed = await startAsTheReadmeSays();
  const beforeServing = printed.slice(0, printed.indexOf("Serving http://"));
  expect(beforeServing).toMatch(/\[warm-up\] ready for the first scan in \d+ ms/);
  expect(beforeServing).toContain("Cabal Hunter runs on the embedded demo ledger");
  expect(beforeServing).toMatch(new RegExp(`http://localhost:${PORT}/token/[1-9A-HJ-NP-Za-km-z]{32,44}`));
  expect(beforeServing).toMatch(/Embedded ledger: http:\/\/127\.0\.0\.1:\d+ /);
  expect(beforeServing).toMatch(/\[watch\] watcher \S+ running in this process \(every 2 s/);
  expect(beforeServing).toMatch(/\[indexer\] running in this process/);
  const health = await fetch(`http://127.0.0.1:${PORT}/api/health`);
  expect(health.status).toBe(200);
});

test("a live watch on a demo token fires when the ledger's insiders dump", async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      deliveries.push({ headers: req.headers, body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, "127.0.0.1", resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  // the banner names the demo token and the ledger; nothing else is known from inside
  const mintLine = output.split("\n").find((line) => WATCH_DEMO_TITLE.test(line) && line.includes("/token/"));
  expect(mintLine, `a live-watch demo token in the banner:\n${output}`).toBeTruthy();
  const mint = /\/token\/([1-9A-HJ-NP-Za-km-z]{32,44})/.exec(mintLine!)![1];
  const ledgerUrl = /Embedded ledger: (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1];

  const app = `http://127.0.0.1:${PORT}`;
  const created = await fetch(`${app}/api/admin/keys`, {
    method: "POST",
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json", "user-agent": "npm-start-spec" },
    body: JSON.stringify({ plan: "free" }),
  });
  expect(created.status).toBe(201);
  const { api_key: apiKey } = (await created.json()) as { api_key: string };
  const registered = await fetch(`${app}/api/watch`, {
    method: "POST",
    headers: { "x-api-key": apiKey, "content-type": "application/json", "user-agent": "npm-start-spec" },
    body: JSON.stringify({ mint, webhook_url: hookUrl }),
  });
  const watch = (await registered.json()) as { status: string; secret: string };
  expect(registered.status, JSON.stringify(watch)).toBe(200);
  expect(watch.status).toBe("Watch registered");
  // the watcher reads the mint once before the dump, so the dump is news
  await new Promise((resolve) => setTimeout(resolve, 5_000));

  const event = await fetch(`${ledgerUrl}/__ledger/event`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ mint, kind: "coordinated_dump" }) });
  expect(event.status).toBe(200);
  const { signatures } = (await event.json()) as { signatures: string[] };

  await expect.poll(() => deliveries.length, { timeout: 60_000, intervals: [500] }).toBeGreaterThan(0);
  const alert = new Webhook(watch.secret).verify(deliveries[0].body, deliveries[0].headers as Record<string, string>) as {
    event: string;
    mint: string;
    action: string;
    signatures: string[];
  };
  expect(alert).toMatchObject({ event: "coordinated_dump", mint, action: "EXIT" });
  expect(alert.signatures.some((signature) => signatures.includes(signature))).toBe(true);
});
