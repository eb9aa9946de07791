// What the watcher and alert delivery need, wired once per process from the
// settings and the runtime. Tests build their own with injected clock, RPC,
// resolver and mailer.
import { createSolanaRpc, type SolanaRpc } from "@/server/chain/solana-rpc/client";
import type { Database } from "@/server/db/client";
import type { Mailer } from "../access/mailer";
import { getAccessContext } from "../access/access-context";
import { getRuntime } from "../runtime";
import { loadSecretKeys, type SecretKeys } from "../webhooks/secret-box";
import type { GuardOptions, Resolver } from "../webhooks/ssrf-guard";

export interface WatchContext {
  database: () => Promise<Database>;
  /** the watcher's own client (its stats are the poll cost) */
  rpc: SolanaRpc;
  mailer: Mailer | null;
  mailFrom: string;
  /** public origin, no trailing slash: report_url in alerts */
  baseUrl: string;
  now: () => Date;
  pollSeconds: number;
  guard: GuardOptions;
  /** DNS for webhook hosts (tests inject a fake) */
  resolve?: Resolver;
  /** AES-256-GCM keys of the stored signing secrets (current, and previous ones during a rotation) */
  secretKeys: SecretKeys;
  /** watches per key: free keys, and paid (payg, unlimited) keys */
  limits: { free: number; paid: number };
  /** jobs (polls and webhook deliveries) run at once per process */
  deliveryConcurrency: number;
  /** RPC calls per minute for polling, all instances together */
  rpcBudgetPerMinute: number;
}

/** docs/decisions.md: at most 10 watches per free key, 100 per paid key. */
export const WATCH_LIMITS = { free: 10, paid: 100 } as const;

const shared = globalThis as { __cabalHunterWatch?: Promise<WatchContext> };

export function getWatchContext(): Promise<WatchContext> {
  shared.__cabalHunterWatch ??= (async () => {
    const runtime = await getRuntime();
    const access = await getAccessContext();
    const { env } = runtime;
    return {
      database: runtime.database,
      rpc: createSolanaRpc({ url: runtime.urls.rpcUrl, concurrency: 4, timeoutMs: env.RPC_TIMEOUT_MS, maxRetries: env.RPC_MAX_RETRIES }),
      mailer: access.mailer,
      mailFrom: access.mailFrom,
      baseUrl: access.baseUrl,
      now: () => new Date(),
      pollSeconds: env.WATCH_POLL_SECONDS,
      guard: { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS },
      secretKeys: loadSecretKeys(env),
      limits: WATCH_LIMITS,
      deliveryConcurrency: env.WEBHOOK_DELIVERY_CONCURRENCY,
      rpcBudgetPerMinute: env.WATCH_RPC_BUDGET,
    };
  })();
  return shared.__cabalHunterWatch;
}
