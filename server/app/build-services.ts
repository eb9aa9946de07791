// How the composition root builds each service from its runtime, once per app
// (server/app/create-app.ts).
import { creditPricesFrom } from "@/server/platform/rpc-history-wiring";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import { findMapData } from "@/server/platform/db/scan-reports";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { createRateLimiter } from "@/server/platform/rate-limiter";
import { createAnalyticsService, type AnalyticsService } from "@/server/services/analytics/analytics-service";
import type { MapData } from "@/server/contracts/map-data";
import { createMapService, type MapService } from "@/server/services/map/map-service";
import { resolvePaymentConfig } from "@/server/services/access/payments/payment-config";
import { ensureDemoPayeeAccount, resolveFeePayer } from "@/server/services/access/payments/x402/fee-payer";
import { createPayerLeaseLock } from "@/server/services/access/payments/x402/payer-lease-lock";
import { createStandardX402, defaultSafety, type StandardX402 } from "@/server/services/access/payments/x402/standard-x402";
import type { Runtime } from "@/server/platform/runtime";
import { createScanService, type ScanService, type ScanServiceDeps } from "@/server/services/scan/scan/scan-service";
import { createBoundedResolver } from "@/server/services/watch/webhooks/bounded-resolver";
import { WATCH_LIMITS, type WatchContext } from "@/server/services/watch/watch/watch-context";
import { loadSecretKeys } from "@/server/services/watch/webhooks/secret-box";
import { gatherSnapshotAtSlot, readCurrentSlot } from "@/server/services/scan/gather/replay-gather";
import { createCreditBudget } from "@/server/services/access/rpc-bill/credit-budget";
import { BACKGROUND_PAYER } from "@/server/services/access/rpc-bill/payer";
import { createRpcBill, type RpcBill } from "@/server/services/access/rpc-bill/rpc-bill";

/** The RPC bill: every live trace's calls and credits recorded, under one credit budget shared by the instances. */
export function buildRpcBill(runtime: Runtime, now: () => Date): RpcBill {
  const budget = createCreditBudget({ database: runtime.database, creditsPerMinute: runtime.env.RPC_CREDITS_PER_MINUTE ?? null, now });
  return createRpcBill({ database: runtime.database, prices: creditPricesFrom(runtime.env), budget, now });
}

/** `calibrate`: p_rug_24h from the outcome service's latest fit (server/services/outcomes), read when a report is served. */
export function buildScanService(runtime: Runtime, bill: RpcBill, calibrate?: ScanServiceDeps["calibrate"]): ScanService {
  return createScanService({
    sources: runtime.sources,
    gatherOptions: runtime.gatherOptions,
    database: runtime.database,
    ttlSeconds: runtime.env.SCAN_CACHE_TTL_SECONDS,
    creditPrices: bill.prices,
    bill,
    calibrate,
  });
}

/** On the app's scan service: one live trace per cold mint is shared with concurrent scans of it. */
export function buildMapService(runtime: Runtime, scans: ScanService, bill: RpcBill): MapService {
  return createMapService({
    traceSnapshot: (request) => scans.traceSnapshot(request),
    findStored: async (mint) => {
      const row = await findMapData((await runtime.database()).prisma, mint);
      return row ? { data: row.data as MapData, observedAt: Math.floor(row.observedAt.getTime() / 1000) } : null;
    },
    ttlSeconds: runtime.env.SCAN_CACHE_TTL_SECONDS,
    now: runtime.sources.now,
    // time travel traces here, not through the shared scan: its snapshot is cut back to the slot and never stored as the mint's report
    traceAtSlot: async ({ mint, slot, payer }) =>
      (await bill.run({ work: "map_slot", payer: payer ?? BACKGROUND_PAYER, mint }, () => gatherSnapshotAtSlot(mint, slot, runtime.sources, runtime.gatherOptions))).value,
    currentSlot: () => readCurrentSlot(runtime.sources.rpc),
  });
}

export function buildAnalytics(runtime: Runtime, scanService: ScanService, bill: RpcBill): AnalyticsService {
  const { env } = runtime;
  return createAnalyticsService({
    sources: runtime.sources,
    gatherOptions: runtime.gatherOptions,
    historyCaps: { signaturePages: env.TRADE_HISTORY_PAGE_CAP, transactions: env.TRADE_HISTORY_TX_CAP, creatorTransactions: env.TRADE_HISTORY_CREATOR_TX_CAP },
    scanService,
    bill,
  });
}

/** The watcher's context: its own RPC client (its stats are the poll cost), the access context's mailer. */
export function buildWatchContext(runtime: Runtime, access: AccessContext, now: () => Date): WatchContext {
  const { env } = runtime;
  return {
    database: runtime.database,
    rpc: createSolanaRpc({ url: runtime.urls.rpcUrl, concurrency: 4, timeoutMs: env.RPC_TIMEOUT_MS, maxRetries: env.RPC_MAX_RETRIES }),
    mailer: access.mailer,
    mailFrom: access.mailFrom,
    baseUrl: access.baseUrl,
    now,
    pollSeconds: env.WATCH_POLL_SECONDS,
    guard: { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS },
    // registration and delivery share one bound per process (WEBHOOK_DNS_*): c-ares, never the thread pool
    resolve: createBoundedResolver({ timeoutMs: env.WEBHOOK_DNS_TIMEOUT_MS, maxInFlight: env.WEBHOOK_DNS_MAX_IN_FLIGHT, servers: env.WEBHOOK_DNS_SERVERS }),
    secretKeys: loadSecretKeys(env),
    limits: WATCH_LIMITS,
    deliveryConcurrency: env.WEBHOOK_DELIVERY_CONCURRENCY,
    rpcBudgetPerMinute: env.WATCH_RPC_BUDGET,
  };
}

/** The standard x402 facilitator; null when payments are off or no fee payer exists (a real RPC with FEE_PAYER_SECRET_KEY unset). */
export async function buildStandardX402(runtime: Runtime): Promise<StandardX402 | null> {
  const { env } = runtime;
  const config = resolvePaymentConfig(env);
  if (!config.enabled) return null;
  const feePayer = await resolveFeePayer({ secretKey: env.FEE_PAYER_SECRET_KEY, embeddedLedger: runtime.urls.kind === "embedded" });
  if (!feePayer) return null;
  if (runtime.urls.kind === "embedded") await ensureDemoPayeeAccount({ rpcUrl: runtime.urls.rpcUrl, payTo: config.payTo, payToAta: config.payToAta });
  const safety = defaultSafety({
    maxComputeUnits: env.X402_MAX_COMPUTE_UNITS,
    maxPriceMicroLamports: env.X402_MAX_PRICE_MICROLAMPORTS,
    // kept in the database: every instance gives a client or a payer the same limit
    guard: {
      ipLimiter: createRateLimiter(runtime.database, { limit: env.X402_SETTLEMENTS_PER_IP_PER_MINUTE, name: "x402-ip-minute" }),
      payerLimiter: createRateLimiter(runtime.database, { limit: env.X402_SETTLEMENTS_PER_PAYER_PER_MINUTE, name: "x402-payer-minute" }),
      feePayerMinLamports: BigInt(env.X402_FEE_PAYER_MIN_LAMPORTS),
      // one settlement per paying wallet across every instance on this database
      lock: createPayerLeaseLock(async () => (await runtime.database()).prisma),
    },
  });
  return createStandardX402({ config, rpcUrl: runtime.urls.rpcUrl, feePayer, safety });
}
