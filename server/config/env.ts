// The one place that reads process.env. Every setting is validated here once;
// the rest of the server receives typed values through factories.
import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: positiveInt(3000),
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
  /** per-call timeout, milliseconds. */
  RPC_TIMEOUT_MS: positiveInt(8_000),
  RPC_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  MARKET_TIMEOUT_MS: positiveInt(5_000),
  QUOTE_TIMEOUT_MS: positiveInt(5_000),
  /** the embedded ledger's injected latency per request, milliseconds (demo/bench). */
  LEDGER_LATENCY_MS: z.coerce.number().int().min(0).default(0),
  SCAN_HOLDER_CAP: positiveInt(20),
  SCAN_FUNDING_HOPS: z.coerce.number().int().min(1).max(4).default(2),
  SCAN_SIGNATURE_PAGE_CAP: positiveInt(3),
  /** a stored report younger than this answers as pre_indexed, seconds. */
  SCAN_CACHE_TTL_SECONDS: positiveInt(300),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** Parses process.env once; throws a readable error naming every bad variable. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests only: forget the parsed values so a changed process.env is read again. */
export function resetEnvForTests(): void {
  cached = undefined;
}
