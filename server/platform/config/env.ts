// The app's settings: one schema, validated once. parseConfig() is pure (a
// record in, a typed config out) so tests build configs without process.env;
// server/app/current-app.ts reads process.env through it once, for the
// app production starts. The rest of the server receives typed values through
// createApp() and the factories it calls.
import { isIP } from "node:net";
import { z } from "zod";
import { isSolanaAddress } from "@/server/contracts/mint-address";
import { parseCreditOverrides } from "@/server/chain/solana-rpc/credit-prices";
import { parseCheckpointList } from "@/server/platform/config/durations";

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** A name server as c-ares' setServers takes it: an IP, "IPv4:port" or "[IPv6]:port". */
function isNameServer(value: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(value);
  const v4WithPort = /^(\d+\.\d+\.\d+\.\d+):(\d{1,5})$/.exec(value);
  const [host, port] = bracketed ? [bracketed[1], bracketed[2]] : v4WithPort ? [v4WithPort[1], v4WithPort[2]] : [value, undefined];
  return isIP(host) !== 0 && (port === undefined || (Number(port) >= 1 && Number(port) <= 65_535));
}

/** A 32-byte server key written as 64 hex characters or base64; "" is unset. */
const serverKey = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.string().refine((v) => /^[0-9a-f]{64}$/i.test(v) || Buffer.from(v, "base64").length === 32, "must be 32 bytes (64 hex characters or base64)").optional())
  .optional();

/** 32 bytes as base64url without padding: an Ed25519 seed or public key. */
function isEd25519Seed(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value) && Buffer.from(value, "base64url").length === 32;
}

/** Production: the built app on a shared PostgreSQL, so possibly N instances. `npm start` on the
 * embedded database also runs with NODE_ENV=production, but is one instance by the folder lock. */
export function isProductionDeployment(env: { NODE_ENV: string; DATABASE_URL?: string }): boolean {
  return env.NODE_ENV === "production" && Boolean(env.DATABASE_URL);
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: positiveInt(3000),
  /** `npm start` server processes on PORT (node:cluster, scripts/serve.mjs reads it the same way); more than 1 needs DATABASE_URL and SOLANA_RPC_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** unset: the embedded PGlite database under DATA_DIR. */
  DATABASE_URL: optionalUrl,
  /** where the embedded database and other local state live. */
  DATA_DIR: z.string().default(".data"),
  /** unset: the embedded ledger, started in-process on a loopback port. */
  SOLANA_RPC_URL: optionalUrl,
  /** unset: the embedded ledger's DexScreener answers (or mainnet's when SOLANA_RPC_URL is set). */
  DEXSCREENER_API_URL: optionalUrl,
  /** unset: the embedded ledger's Jupiter answers (or the public lite API when SOLANA_RPC_URL is set). */
  JUPITER_API_URL: optionalUrl,
  /** max JSON-RPC HTTP requests in flight at once, per scan process. */
  RPC_CONCURRENCY: positiveInt(16),
  /** JSON-RPC requests per HTTP POST (a batch); set it to your provider's batch limit. */
  RPC_BATCH_SIZE: positiveInt(100),
  /** per-call timeout, milliseconds. */
  RPC_TIMEOUT_MS: positiveInt(8_000),
  RPC_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  MARKET_TIMEOUT_MS: positiveInt(5_000),
  QUOTE_TIMEOUT_MS: positiveInt(5_000),
  /** the embedded ledger's injected latency per request, milliseconds (demo/bench). */
  LEDGER_LATENCY_MS: z.coerce.number().int().min(0).default(0),
  /** the embedded ledger's loopback port (0: any free port; the start banner prints it). */
  LEDGER_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  /** the embedded ledger also serves getTransactionsForAddress as an indexing provider documents it ("on"), or is a plain node ("off"). */
  LEDGER_HISTORY_METHODS: z.enum(["on", "off", ""]).default("off").transform((v) => v === "on"),
  /** "auto": probe the RPC for address-history methods (at start and every RPC_HISTORY_PROBE_MINUTES) and use
   * getTransactionsForAddress while it is served; "standard": standard JSON-RPC only, nothing probed (docs/operations.md). */
  RPC_HISTORY: z.enum(["auto", "standard"]).default("auto"),
  RPC_HISTORY_PROBE_MINUTES: positiveInt(60),
  /** whose published credit prices turn a scan's RPC calls into credits (server/chain/solana-rpc/credit-prices.ts) */
  RPC_CREDIT_PRICES: z.enum(["helius", "quicknode"]).default("helius"),
  /** per-method overrides of those prices, "method=credits,..." (e.g. "getTransactionsForAddress=10") */
  RPC_CREDIT_OVERRIDES: z
    .string()
    .default("")
    .transform((text, ctx) => {
      try {
        return parseCreditOverrides(text);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
  /** RPC credits (under RPC_CREDIT_PRICES) all instances may spend per minute on live traces; unset: no cap.
   * Paid traces always run; free ones use at most 80% of it, then wait briefly and get 503 busy (docs/operations.md "RPC bill"). */
  RPC_CREDITS_PER_MINUTE: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().positive().optional()),
  SCAN_HOLDER_CAP: positiveInt(20),
  SCAN_FUNDING_HOPS: z.coerce.number().int().min(1).max(4).default(2),
  SCAN_SIGNATURE_PAGE_CAP: positiveInt(3),
  /** "0": read the largest accounts' owners with getMultipleAccounts (one more round) instead of one getProgramAccounts per token program beside them. */
  SCAN_OWNERS_FROM_PROGRAM_ACCOUNTS: z
    .enum(["0", "1", "true", "false", ""])
    .default("1")
    .transform((v) => v !== "0" && v !== "false"),
  /** a stored report younger than this answers as pre_indexed, seconds. */
  SCAN_CACHE_TTL_SECONDS: positiveInt(300),
  /** the recent-scans feed is one shared read for this long, seconds (0: read on every call; tests) */
  RECENT_SCANS_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** a whole scan's deadline, ms: what is not gathered by then is left out and the report is degraded (never a hang). */
  SCAN_DEADLINE_MS: positiveInt(20_000),
  /** trade history (cohorts, trade analysis): pages of 1,000 signatures per address, transactions read, creator transactions read. */
  TRADE_HISTORY_PAGE_CAP: positiveInt(5),
  TRADE_HISTORY_TX_CAP: positiveInt(1500),
  TRADE_HISTORY_CREATOR_TX_CAP: positiveInt(200),

  // --- Access and payments (see server/platform/config/plans.ts and docs/api.md "Access and payments") ---
  /** public origin of the app, for links in e-mails and x402 `resource`; unset: http://localhost:PORT. */
  APP_BASE_URL: optionalUrl,
  /** the one request header holding the client IP, set (overwritten) by YOUR proxy, e.g. x-real-ip.
   * Unset: every anonymous caller shares one quota (fail closed; `next start` passes a client's own
   * X-Forwarded-For through untouched, so no header can be trusted by default). */
  TRUSTED_IP_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.string().regex(/^[a-z0-9-]+$/, "must be a header name").optional())
    .optional(),
  /** for list headers (x-forwarded-for): how many proxies of yours append to it; the entry that many from the right is the client. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** anonymous scans per client IP (IPv6: per /64) per calendar month (UTC). */
  ANON_MONTHLY_QUOTA: z.coerce.number().int().min(0).default(100),
  /** scans per free (e-mail) key per calendar month (UTC). */
  FREE_KEY_MONTHLY_QUOTA: z.coerce.number().int().min(0).default(250),
  /** prices in micro-USDC (1 USDC = 1000000). */
  PRICE_PER_SCAN_MICRO_USDC: positiveInt(1_000),
  PAYG_MIN_MICRO_USDC: positiveInt(1_000_000),
  UNLIMITED_PRICE_MICRO_USDC: positiveInt(9_000_000),
  UNLIMITED_PLAN_DAYS: positiveInt(30),
  /** the screen-list add-on (docs/decisions.md "Screen list"): 9 USDC per 30 days */
  SCREEN_LIST_PRICE_MICRO_USDC: positiveInt(9_000_000),
  SCREEN_LIST_DAYS: positiveInt(30),
  /** fair-use cap of the unlimited plan, scans per calendar month. */
  UNLIMITED_FAIR_USE_MONTHLY: positiveInt(50_000),
  /** scans per key per minute, every plan (a batch counts each mint). */
  KEY_RATE_LIMIT_PER_MINUTE: positiveInt(120),
  /** fair metering: a caller's repeat of a mint it was charged for is free this long, seconds; unset: SCAN_CACHE_TTL_SECONDS,
   * 0: every scan is charged (the bench uses it to meter every warm scan). */
  REPEAT_FREE_SECONDS: z.coerce.number().int().min(0).optional(),
  /** a proven API key is looked up again after this long, ms: how late a revocation or rotation reaches other instances. */
  KEY_RECHECK_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** anonymous requests per client IP (IPv6: per /64) per minute to every route that reaches the chain (and MCP tool);
   * past it 429. Kept in the database: shared by every instance. 0 = no limit. */
  ANON_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  /** traces a free route (wallet-check) may start per caller (IP bucket or key) per UTC day; 0: no daily bound */
  FREE_TRACES_PER_DAY: z.coerce.number().int().min(0).default(20),
  /** /mcp: browser origins allowed besides the app's own (APP_BASE_URL and the request's), comma-separated
   * full origins ("https://agent.example"); any other Origin is a 403 (MCP DNS-rebinding protection). */
  MCP_ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((v) => v.split(",").map((o) => o.trim()).filter((o) => o !== "")),
  /** owner address of the wallet that receives USDC. Unset: a fixed demo wallet on the embedded
   * ledger; with SOLANA_RPC_URL set, paid flows answer 503 until it is configured. */
  PAYMENT_WALLET: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.string().refine(isSolanaAddress, "must be a Base58 Solana address (32 bytes)").optional())
    .optional(),
  /** unset: Circle's USDC of PAYMENT_NETWORK (mainnet EPjF…Dt1v, devnet 4zMM…DncDU), the asset stock x402
   * clients' spend controls accept there; on the embedded ledger, its own (devnet) USDC. */
  USDC_MINT: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.string().refine(isSolanaAddress, "must be a Base58 Solana address (32 bytes)").optional())
    .optional(),
  /** x402 v1 network id; the RPC's genesis hash must match it before money is accepted. */
  PAYMENT_NETWORK: z.enum(["solana", "solana-devnet"]).default("solana"),
  /** standard x402: the fee payer that co-signs payers' transactions, base58 64-byte secret key (never logged); unset on the embedded ledger: generated and funded. */
  FEE_PAYER_SECRET_KEY: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  // --- Standard x402 fee-payer safety (server/services/access/payments/x402, issue 18) ---
  /** highest SetComputeUnitLimit a payer's transaction may ask for (a stock client asks 20,000). */
  X402_MAX_COMPUTE_UNITS: z.coerce.number().int().min(5_000).max(1_400_000).default(60_000),
  /** highest SetComputeUnitPrice, micro-lamports per unit (a stock client pays 1). With 60,000 units:
   * the fee payer's worst case is 2 x 5,000 + 60,000 x 50,000 / 10^6 = 13,000 lamports a payment. */
  X402_MAX_PRICE_MICROLAMPORTS: z.coerce.number().int().min(0).max(5_000_000).default(50_000),
  /** below this SOL balance (lamports) of the fee payer, standard x402 settlement stops: 503 payments_paused. */
  X402_FEE_PAYER_MIN_LAMPORTS: z.coerce.number().int().min(0).default(10_000_000),
  /** standard x402 settlements per client IP (IPv6: per /64) per minute; past it 429. */
  X402_SETTLEMENTS_PER_IP_PER_MINUTE: positiveInt(30),
  /** standard x402 settlements per paying wallet per minute; past it 429. */
  X402_SETTLEMENTS_PER_PAYER_PER_MINUTE: positiveInt(20),
  /** how long a payment request (memo, claim token) stays payable, seconds (x402 maxTimeoutSeconds). */
  PAYMENT_INTENT_TTL_SECONDS: positiveInt(900),
  /** a payment older than this (by its blockTime) is never accepted, seconds. */
  PAYMENT_MAX_AGE_SECONDS: positiveInt(86_400),
  /** smtp://user:pass@host:587 or smtps://...; unset: free keys by e-mail answer 503. */
  SMTP_URL: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional())
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default("Cabal Hunter <no-reply@localhost>"),
  /** payment requests (key quotes and 402 intents) per client IP per UTC day; past it 429. */
  PAYMENT_REQUESTS_PER_IP_PER_DAY: positiveInt(200),
  /** operator token for POST /api/admin/keys and DELETE /api/admin/keys/{id} (Authorization: Bearer).
   * Unset: the admin routes answer 404. At least 32 characters (e.g. `openssl rand -hex 32`). */
  ADMIN_TOKEN: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.string().min(32, "must be at least 32 characters").optional())
    .optional(),

  // --- Live watch and alerts (server/services/watch/watch, docs/decisions.md "Watch and alerts") ---
  /** how often each watched mint is read, seconds. */
  WATCH_POLL_SECONDS: positiveInt(15),
  /** "off": `npm start` runs no watcher/delivery loop (run `npm run worker` elsewhere). */
  WATCHER: z.enum(["on", "off"]).default("on"),

  // --- Background indexer (server/services/watch/indexer, docs/operations.md "Performance") ---
  /** "off": `npm start` runs no background indexer (hot mints are then rescanned only when asked). */
  INDEXER: z.enum(["on", "off"]).default("on"),
  /** RPC calls per minute the indexer may spend rescanning hot mints (across all instances). */
  INDEXER_RPC_BUDGET: positiveInt(600),
  /** seconds between two indexer ticks. */
  INDEXER_INTERVAL_SECONDS: positiveInt(60),
  /** "1": webhooks may use http and loopback targets (local testing only; metadata stays refused). */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z
    .enum(["0", "1", "true", "false", ""])
    .default("0")
    .transform((v) => v === "1" || v === "true"),
  /** 32 bytes as 64 hex characters or base64: encrypts the stored webhook signing secrets. The same
   * value on every instance; required in production (NODE_ENV=production with DATABASE_URL).
   * Unset (embedded database only): a local key generated once into DATA_DIR/webhook-secret.key. */
  WEBHOOK_SECRET_KEY: serverKey,
  /** rotation: the key WEBHOOK_SECRET_KEY replaced; secrets sealed with it still open, and are re-sealed
   * with the current key on use or by `npx tsx scripts/reseal-webhook-secrets.ts`. Remove it once that has run. */
  WEBHOOK_SECRET_KEY_PREVIOUS: serverKey,
  /** watch polling's RPC calls per minute, all instances together (server/services/watch/watch/rpc-allowance.ts). */
  WATCH_RPC_BUDGET: positiveInt(600),
  /** webhook deliveries in flight at once per process; each waits at most 5 s for its receiver. */
  WEBHOOK_DELIVERY_CONCURRENCY: positiveInt(8),
  /** a webhook host's lookup (A and AAAA, every try), milliseconds: past it the registration is a 400
   * (reason unresolvable) and a delivery attempt fails (server/services/watch/webhooks/bounded-resolver.ts). */
  WEBHOOK_DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_000),
  /** webhook host lookups in flight at once per process; past it a registration is a 503 (Retry-After: 1). */
  WEBHOOK_DNS_MAX_IN_FLIGHT: positiveInt(16),
  /** name servers for webhook hosts, comma-separated addresses with an optional port ("1.1.1.1,[2606:4700::1111]:53");
   * empty: the system's (resolv.conf). */
  WEBHOOK_DNS_SERVERS: z
    .string()
    .default("")
    .transform((v) => v.split(",").map((s) => s.trim()).filter((s) => s !== ""))
    .pipe(z.array(z.string().refine(isNameServer, "must be an IP address with an optional port (1.1.1.1, 1.1.1.1:53, [::1]:53)"))),

  // --- Outcome checkpoints and live accuracy (server/services/outcomes, docs/accuracy.md "Live outcomes") ---
  /** "off": `npm start` runs no checkpoint loop (mints are still enrolled; run it on another instance). */
  OUTCOMES: z.enum(["on", "off"]).default("on"),
  /** four increasing durations after a mint's first scan (s, m, h, d), standing for +1 h, +6 h, +24 h, +7 d.
   * Unset: 1h,6h,24h,7d; on the embedded demo ledger 20s,40s,1m,2m (its futures play on the same scale). */
  OUTCOME_CHECKPOINTS: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.string().refine((v) => parseCheckpointList(v) !== null, "must be four increasing durations like 1h,6h,24h,7d (units s, m, h, d)").optional())
    .optional(),
  /** seconds between two passes of the checkpoint loop; unset: a fifth of the first checkpoint, 1-60 s. */
  OUTCOME_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3_600).optional(),
  /** cases leased (and read in one JSON-RPC batch) per pass. */
  OUTCOME_BATCH_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** RPC calls per minute the checkpoint readings may spend, all instances together. */
  OUTCOME_RPC_BUDGET: positiveInt(300),
  /** transactions read per case and reading at most (the rest is read at the next checkpoint). */
  OUTCOME_TX_CAP: z.coerce.number().int().min(1).max(1_000).default(100),
  /** below this many cases a figure is a count, never a rate; unset: 30 (3 on the embedded demo ledger). */
  OUTCOME_MIN_CASES: z.coerce.number().int().min(1).optional(),
  /** p_rug_24h is fitted once this many cases have a +24 h label (both outcomes seen); unset: 200 (6 on the demo ledger). */
  OUTCOME_CALIBRATION_MIN_CASES: z.coerce.number().int().min(2).optional(),
  /** seconds between two fits of p_rug_24h; unset: 3,600 (30 on the demo ledger). */
  OUTCOME_REFIT_SECONDS: z.coerce.number().int().min(1).optional(),
  /** "off": the embedded demo ledger plays no futures after first scans (ignored with SOLANA_RPC_URL). */
  LEDGER_FUTURES: z.enum(["on", "off"]).default("on"),

  // --- Evidence packs (issue 30; docs/operations.md "Evidence signing keys") ---
  /** the Ed25519 seed evidence packs are signed with: 32 bytes as base64url (43 characters). Secret: never
   * logged, answered or stored; the same on every instance. Unset: a key generated per process, with a
   * warning at start-up (its packs no longer verify once the process ends: its public key goes with it). */
  EVIDENCE_SIGNING_KEY: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.string().refine(isEd25519Seed, "must be 32 bytes as base64url (43 characters)").optional())
    .optional(),
  /** unix seconds from which EVIDENCE_SIGNING_KEY signs: published as its nbf (set it at a rotation). */
  EVIDENCE_SIGNING_KEY_NOT_BEFORE: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.coerce.number<string | undefined>().int().min(1).optional())
    .optional(),
  /** rotated-out public keys, still published so the packs they signed verify: a JSON array of
   * { "x": base64url public key, "exp": unix seconds it stopped signing, "nbf"?: unix seconds }. */
  EVIDENCE_PREVIOUS_PUBLIC_KEYS: z
    .string()
    .trim()
    .default("")
    .transform((v, ctx) => {
      if (v === "") return [];
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "must be a JSON array" });
        return z.NEVER;
      }
    })
    .pipe(z.array(z.strictObject({ x: z.string().refine(isEd25519Seed, "x must be a 32-byte base64url public key"), exp: z.number().int().min(1), nbf: z.number().int().min(0).optional() })).max(10)),
}).superRefine((env, ctx) => {
  if (isProductionDeployment(env)) {
    // every instance must open every watch's secret: a generated per-instance key cannot
    if (!env.WEBHOOK_SECRET_KEY) ctx.addIssue({ code: "custom", path: ["WEBHOOK_SECRET_KEY"], message: "is required in production (NODE_ENV=production with DATABASE_URL): one key shared by every instance" });
    if (env.WEBHOOK_ALLOW_PRIVATE_TARGETS) ctx.addIssue({ code: "custom", path: ["WEBHOOK_ALLOW_PRIVATE_TARGETS"], message: "is refused in production: webhooks would reach loopback and plain http" });
  }
  if (env.WEBHOOK_SECRET_KEY_PREVIOUS && env.WEBHOOK_SECRET_KEY_PREVIOUS === env.WEBHOOK_SECRET_KEY) {
    ctx.addIssue({ code: "custom", path: ["WEBHOOK_SECRET_KEY_PREVIOUS"], message: "equals WEBHOOK_SECRET_KEY: set it to the key being replaced" });
  }
  // The embedded ledger's USDC is free to mint: a real wallet there would sell real keys for fake money.
  if (env.PAYMENT_WALLET && !env.SOLANA_RPC_URL) {
    ctx.addIssue({ code: "custom", path: ["PAYMENT_WALLET"], message: "is refused with the embedded ledger (payments there are fake); set SOLANA_RPC_URL too, or unset PAYMENT_WALLET" });
  }
});

export type Env = z.infer<typeof envSchema>;
/** The validated settings an app is built from (createApp in server/app/create-app.ts). */
export type Config = Env;
/** The variable names parseConfig() reads; a test's overrides are typed by them (a typo is a type error). */
export type ConfigKey = keyof z.input<typeof envSchema>;
/** A raw settings record: process.env, or a test's own. */
export type ConfigSource = Record<string, string | undefined>;
/** Settings a test gives its app, by name (a misspelt name is a type error, not a silent default). */
export type ConfigOverrides = Partial<Record<ConfigKey, string>>;

let fromProcess: Env | undefined;

/** process.env parsed once: what the composition root builds the process's app from (server/app/current-app.ts),
 * and what code outside any app reads (proxy.ts, scripts). Below the root, code is handed its app's
 * config instead (a test's app has its own). Throws naming every bad variable. */
export function getEnv(): Env {
  fromProcess ??= parseConfig(process.env);
  return fromProcess;
}

/** Validates a set of variables (process.env, or a test's own); throws naming every bad one. Pure. */
export function parseConfig(source: ConfigSource): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}

/** The former name of parseConfig (scripts and tests written against it). */
export const parseEnv = parseConfig;
