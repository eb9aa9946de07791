// What the watcher and alert delivery need, wired once per app from the
// settings and the runtime (server/app/build-services.ts). Tests build their own with injected clock, RPC,
// resolver and mailer.
import type { SolanaRpc } from "@/server/chain/solana-rpc/client";
import type { Database } from "@/server/platform/db/client";
import type { Mailer } from "@/server/services/access/access/mailer";
import type { SecretKeys } from "@/server/services/watch/webhooks/secret-box";
import type { GuardOptions, Resolver } from "@/server/services/watch/webhooks/ssrf-guard";

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
  /** DNS for webhook hosts: the app's bounded resolver (deadline, lookups in flight capped); tests inject a fake */
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
