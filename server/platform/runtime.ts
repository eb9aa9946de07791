// The app's wiring of configuration -> data sources and database: the only
// place that decides "embedded ledger or real upstreams". createApp()
// (server/app/create-app.ts) builds one per app.
import { createDexScreenerClient } from "@/server/chain/market/client";
import { createJupiterClient } from "@/server/chain/quotes/client";
import { createSolanaRpc, type SolanaRpc } from "@/server/chain/solana-rpc/client";
import type { Env } from "@/server/platform/config/env";
import type { Database } from "@/server/platform/db/client";
import { ensureLedgerServer } from "@/server/ledger";
import type { ScanSources } from "@/server/services/scan/gather/gather-snapshot";
import { DEFAULT_GATHER_OPTIONS, type GatherOptions } from "@/server/services/scan/gather/options";
import type { RpcHistory } from "@/server/services/scan/history/rpc-history";
import { createRpcHistoryFor } from "@/server/platform/rpc-history-wiring";

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
  sources: ScanSources & { rpc: SolanaRpc; history: RpcHistory };
  gatherOptions: GatherOptions;
  database(): Promise<Database>;
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
  const ledger = await ensureLedgerServer({ latencyMs: env.LEDGER_LATENCY_MS, port: env.LEDGER_PORT, historyMethods: { enabled: env.LEDGER_HISTORY_METHODS } });
  return {
    kind: "embedded",
    rpcUrl: ledger.rpcUrl,
    dexscreenerUrl: env.DEXSCREENER_API_URL ?? ledger.dexscreenerUrl,
    jupiterUrl: env.JUPITER_API_URL ?? ledger.jupiterUrl,
  };
}

/** `nowSeconds`: the app's clock (unix seconds); default the system clock. */
export function createSources(env: Env, urls: DataSourceUrls, nowSeconds: () => number = () => Math.floor(Date.now() / 1000)): Runtime["sources"] {
  const rpc = createSolanaRpc({ url: urls.rpcUrl, concurrency: env.RPC_CONCURRENCY, maxBatchSize: env.RPC_BATCH_SIZE, timeoutMs: env.RPC_TIMEOUT_MS, maxRetries: env.RPC_MAX_RETRIES });
  return {
    rpc,
    history: createRpcHistoryFor(env, rpc),
    market: createDexScreenerClient({ baseUrl: urls.dexscreenerUrl, timeoutMs: env.MARKET_TIMEOUT_MS, maxRetries: env.RPC_MAX_RETRIES }),
    quotes: createJupiterClient({ baseUrl: urls.jupiterUrl, timeoutMs: env.QUOTE_TIMEOUT_MS, maxRetries: env.RPC_MAX_RETRIES }),
    now: nowSeconds,
  };
}

export function gatherOptionsFrom(env: Env): GatherOptions {
  return { ...DEFAULT_GATHER_OPTIONS, holderCap: env.SCAN_HOLDER_CAP, fundingHops: env.SCAN_FUNDING_HOPS, signaturePageCap: env.SCAN_SIGNATURE_PAGE_CAP, ownersFromProgramAccounts: env.SCAN_OWNERS_FROM_PROGRAM_ACCOUNTS, deadlineMs: env.SCAN_DEADLINE_MS };
}

/** The runtime of one app: its data sources (starting the embedded ledger if SOLANA_RPC_URL is unset) on its database. */
export async function createRuntime(env: Env, deps: { database: () => Promise<Database>; nowSeconds?: () => number }): Promise<Runtime> {
  const urls = await resolveDataSourceUrls(env);
  return {
    env,
    urls,
    sources: createSources(env, urls, deps.nowSeconds),
    gatherOptions: gatherOptionsFrom(env),
    database: deps.database,
  };
}
