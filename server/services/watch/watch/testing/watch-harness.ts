// Test support for the watcher: a local webhook receiver (real HTTP) that can
// fail its first N requests per path, a key, and a WatchContext on a given
// database and ledger RPC URL with an injected clock.
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import { createApiKey, type ApiKeyRecord, type KeyPlan } from "@/server/platform/db/api-keys";
import type { Database } from "@/server/platform/db/client";
import type { MailMessage } from "@/server/services/access/access/mailer";
import { WATCH_LIMITS, type WatchContext } from "@/server/services/watch/watch/watch-context";

export interface ReceivedHook {
  path: string;
  headers: Record<string, string>;
  body: string;
  answered: number;
}

export interface Receiver {
  url: (path: string) => string;
  received: ReceivedHook[];
  /** the next `times` requests to `path` (of alert type `type`, if given) answer 500 */
  failNext(path: string, times: number, type?: string): void;
  /** every request to `path` is answered only after `ms` (a slow receiver) */
  delay(path: string, ms: number): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: ReceivedHook[] = [];
  const failures = new Map<string, { left: number; type?: string }>();
  const delays = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const path = req.url ?? "/";
      const rule = failures.get(path);
      const applies = rule !== undefined && rule.left > 0 && (rule.type === undefined || body.includes(`"type":"${rule.type}"`));
      const answered = applies ? 500 : 200;
      if (applies) rule.left -= 1;
      received.push({ path, headers: req.headers as Record<string, string>, body, answered });
      const answer = () => void res.writeHead(answered, { "content-type": "text/plain" }).end(answered === 200 ? "ok" : "try again");
      const wait = delays.get(path);
      if (wait) setTimeout(answer, wait);
      else answer();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    failNext: (path, times, type) => void failures.set(path, { left: times, type }),
    delay: (path, ms) => void delays.set(path, ms),
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

export async function createTestKey(db: Database, plan: KeyPlan = "free"): Promise<ApiKeyRecord> {
  const id = randomUUID();
  return createApiKey(db.prisma, { id, shortToken: randomBytes(5).toString("hex"), secretHash: "0".repeat(64), plan });
}

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

/** Starts at the real time (Standard Webhooks receivers refuse timestamps 5 min off) and moves only when told. */
export function createTestClock(): TestClock {
  let current = Date.now();
  return { now: () => new Date(current), advance: (ms) => void (current += ms) };
}

export function createTestWatchContext(db: Database, rpcUrl: string, clock: TestClock, mails: MailMessage[] = []): WatchContext {
  return {
    database: async () => db,
    rpc: createSolanaRpc({ url: rpcUrl, concurrency: 4, timeoutMs: 10_000, maxRetries: 0 }),
    mailer: { send: async (m) => void mails.push(m) },
    mailFrom: "Cabal Hunter <alerts@test>",
    baseUrl: "http://app.test",
    now: clock.now,
    pollSeconds: 15,
    guard: { allowPrivate: true },
    secretKeys: { current: randomBytes(32), previous: [] },
    limits: WATCH_LIMITS,
    deliveryConcurrency: 8,
    // tests of the budget set their own
    rpcBudgetPerMinute: 1_000_000,
  };
}
