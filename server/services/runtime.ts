// The process-wide wiring: configuration -> data sources and database. The
// only place that decides "embedded ledger or real upstreams" and "PGlite or
// PostgreSQL". Cached on globalThis so Next.js dev reloads reuse it.
import { createDexScreenerClient } from "@/server/chain/market/client";
import { createJupiterClient } from "@/server/chain/quotes/client";
import { createSolanaRpc, type SolanaRpc } from "@/server/chain/solana-rpc/client";
import { getEnv, type Env } from "@/server/config/env";
import { getDatabase, type Database } from "@/server/db/client";
import { ensureLedgerServer } from "@/server/ledger";
import type { ScanSources } from "./gather/gather-snapshot";
import { DEFAULT_GATHER_OPTIONS, type GatherOptions } from "./gather/options";

export const PUBLIC_DEXSCREENER_URL = "https://api.dexscreener.com";
export const PUBLIC_JUPITER_URL = "https://lite-api.jup.ag";

export interface DataSourceUrls {
  kind: "embedded" | "remote";
  rpcUrl: string;
  dexscreenerUrl: string;
  jupiterUrl: string;
}

export interface Runtime {
  env: Env;
  urls: DataSourceUrls;
  sources: ScanSources & { rpc: SolanaRpc };
  gatherOptions: GatherOptions;
  database(): Promise<Database>;
}

const shared = globalThis as { __cabalHunterRuntime?: Promise<Runtime> };

export function getRuntime(): Promise<Runtime> {
  shared.__cabalHunterRuntime ??= createRuntime(getEnv());
  return shared.__cabalHunterRuntime;
}

export async function resolveDataSourceUrls(env: Env): Promise<DataSourceUrls> {
  if (env.SOLANA_RPC_URL) {
    return {
      kind: "remote",
      rpcUrl: env.SOLANA_RPC_URL,
      dexscreenerUrl: env.DEXSCREENER_API_URL ?? PUBLIC_DEXSCREENER_URL,
      jupiterUrl: env.JUPITER_API_URL ?? PUBLIC_JUPITER_URL,
    };
  }
  const ledger = await ensureLedgerServer({ latencyMs: env.LEDGER_LATENCY_MS });
  return {
    kind: "embedded",
    rpcUrl: ledger.rpcUrl,
    dexscreenerUrl: env.DEXSCREENER_API_URL ?? ledger.dexscreenerUrl,
    jupiterUrl: env.JUPITER_API_URL ?? ledger.jupiterUrl,
  };
}

export function createSources(env: Env, urls: DataSourceUrls): Runtime["sources"] {
  return {
    rpc: createSolanaRpc({ url: urls.rpcUrl, concurrency: env.RPC_CONCURRENCY, timeoutMs: env.RPC_TIMEOUT_MS, maxRetries: env.RPC_MAX_RETRIES }),
    market: createDexScreenerClient({ baseUrl: urls.dexscreenerUrl, timeoutMs: env.MARKET_TIMEOUT_MS, maxRetries: env.RPC_MAX_RETRIES }),
    quotes: createJupiterClient({ baseUrl: urls.jupiterUrl, timeoutMs: env.QUOTE_TIMEOUT_MS, maxRetries: env.RPC_MAX_RETRIES }),
    now: () => Math.floor(Date.now() / 1000),
  };
}

export function gatherOptionsFrom(env: Env): GatherOptions {
  return { ...DEFAULT_GATHER_OPTIONS, holderCap: env.SCAN_HOLDER_CAP, fundingHops: env.SCAN_FUNDING_HOPS, signaturePageCap: env.SCAN_SIGNATURE_PAGE_CAP, deadlineMs: env.SCAN_DEADLINE_MS };
}

async function createRuntime(env: Env): Promise<Runtime> {
  const urls = await resolveDataSourceUrls(env);
  return {
    env,
    urls,
    sources: createSources(env, urls),
    gatherOptions: gatherOptionsFrom(env),
    database: () => getDatabase(() => ({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })),
  };
}
