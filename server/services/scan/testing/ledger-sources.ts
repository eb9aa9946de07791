// Test support: a scan's sources on a ledger server (its JSON-RPC, DexScreener
// and Jupiter over real HTTP), built in one place instead of in each test.
import { createDexScreenerClient, type DexScreenerClientOptions } from "@/server/chain/market/client";
import { createJupiterClient } from "@/server/chain/quotes/client";
import { createSolanaRpc, type SolanaRpc } from "@/server/chain/solana-rpc/client";
import type { LedgerServer } from "@/server/ledger";
import type { ScanSources } from "@/server/services/scan/gather/gather-snapshot";

export interface LedgerSourcesOptions {
  /** unix seconds, as the scan sees them */
  now: () => number;
  /** timeouts and retries of all three clients; default 5 s per attempt, one retry */
  http?: Pick<DexScreenerClientOptions, "timeoutMs" | "maxRetries" | "backoff">;
  /** the test's own RPC client (a counting fetch, its own concurrency); default one at 16 in flight */
  rpc?: SolanaRpc;
}

export function ledgerSources(ledger: Pick<LedgerServer, "rpcUrl" | "dexscreenerUrl" | "jupiterUrl">, options: LedgerSourcesOptions): ScanSources & { rpc: SolanaRpc } {
  const http = options.http ?? { timeoutMs: 5_000, maxRetries: 1 };
  return {
    rpc: options.rpc ?? createSolanaRpc({ url: ledger.rpcUrl, concurrency: 16, ...http }),
    market: createDexScreenerClient({ baseUrl: ledger.dexscreenerUrl, ...http }),
    quotes: createJupiterClient({ baseUrl: ledger.jupiterUrl, ...http }),
    now: options.now,
  };
}
