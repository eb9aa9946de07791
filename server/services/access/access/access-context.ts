// Everything the access and payment use cases need, wired once per app
// (server/app/create-app.ts) from the settings and the runtime (database, RPC
// URL, the standard x402 facilitator). Tests build their own with createAccessContext and injected clocks,
// RPCs and mailers.
import { createKeptReads, type KeptReads } from "@/server/platform/kept-reads";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import type { Env } from "@/server/platform/config/env";
import { plansFrom, type Plans } from "@/server/platform/config/plans";
import type { Database } from "@/server/platform/db/client";
import type { DataSourceUrls } from "@/server/platform/runtime";
import { resolvePaymentConfig, type PaymentConfig } from "@/server/services/access/payments/payment-config";
import { createPaymentVerifier, type PaymentRpc, type PaymentVerifier } from "@/server/services/access/payments/payment-verifier";
import type { ClientIpPolicy } from "@/server/services/access/access/client-ip";
import type { StandardX402 } from "@/server/services/access/payments/x402/standard-x402";
import { createMailer, type Mailer } from "@/server/services/access/access/mailer";
import { createRateLimiter, type RateLimiter } from "@/server/platform/rate-limiter";
import { createKnownCharges, type KnownCharges } from "@/server/services/access/access/known-charges";
import { createKeyCache, type KeyCache } from "@/server/services/access/access/key-cache";
import { createUnitBlocks, type UnitBlocks } from "@/server/services/access/access/unit-blocks";
import { createStoredPrefixCeiling } from "@/server/services/access/access/stored-prefix-ceiling";

export interface AccessContext {
  database: () => Promise<Database>;
  plans: Plans;
  ipPolicy: ClientIpPolicy;
  payments: { config: PaymentConfig; verifier: PaymentVerifier | null };
  /** public origin, no trailing slash: links in e-mails, x402 `resource` */
  baseUrl: string;
  now: () => Date;
  /** requests per anonymous client subject per minute (ANON_RATE_LIMIT_PER_MINUTE; 0 = off) */
  anonLimiter: RateLimiter;
  anonRateLimitPerMinute: number;
  /** traces free routes (wallet-check) start, per caller per UTC day (issue 28 item 1) */
  freeTraceLimiter: RateLimiter;
  freeTracesPerDay: number;
  /** scans (and free calls) per key per minute, free repeats included */
  keyLimiter: RateLimiter;
  /** failed key attempts per client subject per minute */
  badKeyLimiter: RateLimiter;
  /** free-key e-mails per client subject per hour */
  mailLimiter: RateLimiter;
  mailer: Mailer | null;
  mailFrom: string;
  /** ADMIN_TOKEN: unset disables the operator routes */
  adminToken: string | undefined;
  /** payment verifications per claim token per minute */
  verifyLimiter: RateLimiter;
  /** payment requests (rows) per client subject per UTC day */
  paymentRequestsPerDay: number;
  /** quota, credit and minute units held in blocks (unit-blocks.ts): the warm scan's metering without a statement */
  blocks: UnitBlocks;
  /** recent charges this process knows of (free repeats decided without a statement) */
  knownCharges: KnownCharges;
  /** proven keys, looked up again after KEY_RECHECK_MS */
  keyCache: KeyCache;
  /** the screen-list add-on's end per key id, kept ADDON_READ_MS (scan-screen-list.ts) */
  addonReads: KeptReads<string, Date | null>;
  /** the app's standard x402 facilitator (null: payments off or no fee payer): the 402's first offer */
  x402: () => Promise<StandardX402 | null>;
}

/** How long a key's screen-list add-on end is kept (ms): the warm keyed scan makes no statement for it. A
 * purchase on this instance takes effect at once (forgetAddonRead); on another, within this time and one
 * read (an expired value is answered for up to 10 s more while one read refreshes it). */
const ADDON_READ_MS = 1_000;
/** Failed key attempts per client per minute before 429 (guessing is futile; this keeps it cheap). */
const BAD_KEY_ATTEMPTS_PER_MINUTE = 20;
/** Free-key e-mails per client per hour (no mail-bombing through us). */
const FREE_KEY_MAILS_PER_HOUR = 5;
/** Payment verifications per claim token per minute: each costs an RPC call; a payer needs a few retries. */
export const VERIFICATIONS_PER_CLAIM_PER_MINUTE = 10;

export interface AccessContextOverrides {
  rpc?: Record<"confirmed" | "finalized", PaymentRpc>;
  now?: () => Date;
  mailer?: Mailer | null;
}

export function createAccessContext(
  env: Env,
  deps: { database: () => Promise<Database>; urls: Pick<DataSourceUrls, "rpcUrl">; x402?: () => Promise<StandardX402 | null> },
  overrides: AccessContextOverrides = {},
): AccessContext {
  const now = overrides.now ?? (() => new Date());
  const nowMs = () => now().getTime();
  const config = resolvePaymentConfig(env);
  const rpcFor = (commitment: "confirmed" | "finalized") =>
    createSolanaRpc({ url: deps.urls.rpcUrl, commitment, concurrency: 4, timeoutMs: env.RPC_TIMEOUT_MS, maxRetries: env.RPC_MAX_RETRIES });
  const blocks = createUnitBlocks();
  const rpc = overrides.rpc ?? (config.enabled ? { confirmed: rpcFor("confirmed"), finalized: rpcFor("finalized") } : undefined);
  return {
    database: deps.database,
    plans: plansFrom(env),
    // the per-/48 IPv6 ceiling in the shared database, like the quotas: N instances, one ceiling
    ipPolicy: { trustedHeader: env.TRUSTED_IP_HEADER, hops: env.TRUSTED_PROXY_HOPS, prefixCeiling: createStoredPrefixCeiling(deps.database, { nowMs }) },
    payments: { config, verifier: config.enabled && rpc ? createPaymentVerifier({ rpc, config, nowMs }) : null },
    baseUrl: (env.APP_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    now,
    // every limit lives in the shared database: N instances give one caller one limit (rate-limiter.ts)
    anonLimiter: createRateLimiter(deps.database, { name: "anon-minute", limit: env.ANON_RATE_LIMIT_PER_MINUTE, nowMs, blocks }),
    anonRateLimitPerMinute: env.ANON_RATE_LIMIT_PER_MINUTE,
    freeTraceLimiter: createRateLimiter(deps.database, { name: "free-trace-day", limit: env.FREE_TRACES_PER_DAY, windowMs: 86_400_000, nowMs }),
    freeTracesPerDay: env.FREE_TRACES_PER_DAY,
    keyLimiter: createRateLimiter(deps.database, { name: "key-minute", limit: env.KEY_RATE_LIMIT_PER_MINUTE, nowMs, blocks }),
    badKeyLimiter: createRateLimiter(deps.database, { name: "bad-key-minute", limit: BAD_KEY_ATTEMPTS_PER_MINUTE, nowMs }),
    mailLimiter: createRateLimiter(deps.database, { name: "mail-hour", limit: FREE_KEY_MAILS_PER_HOUR, windowMs: 3_600_000, nowMs }),
    mailer: overrides.mailer !== undefined ? overrides.mailer : env.SMTP_URL ? createMailer(env.SMTP_URL) : null,
    mailFrom: env.MAIL_FROM,
    adminToken: env.ADMIN_TOKEN,
    verifyLimiter: createRateLimiter(deps.database, { name: "verify-minute", limit: VERIFICATIONS_PER_CLAIM_PER_MINUTE, nowMs }),
    paymentRequestsPerDay: env.PAYMENT_REQUESTS_PER_IP_PER_DAY,
    blocks,
    knownCharges: createKnownCharges(),
    keyCache: createKeyCache(env.KEY_RECHECK_MS),
    x402: deps.x402 ?? (async () => null),
    addonReads: createKeptReads({ freshMs: ADDON_READ_MS, serveStaleMs: 10_000, onRefreshError: (error) => console.error("[screen-list] reading a key's add-on failed:", error instanceof Error ? error.message : error) }),
  };
}
