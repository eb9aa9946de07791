// Test support: an access context on a throwaway PostgreSQL database (or
// PGlite), with a settable clock, a fixture RPC over real HTTP, and small
// quotas from plain env variables.
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import { startTestRpcServer, type TestRpcServer } from "@/server/chain/testing/test-rpc-server";
import { parseEnv } from "@/server/platform/config/env";
import type { Database } from "@/server/platform/db/client";
import type { ApiError } from "@/server/http/api-error";
import { GENESIS_HASHES } from "@/server/services/access/payments/payment-config";
import { buildStandardX402 } from "@/server/app/build-services";
import { ensureLedgerServer } from "@/server/ledger";
import type { Runtime } from "@/server/platform/runtime";
import type { StandardX402 } from "@/server/services/access/payments/x402/standard-x402";
import { createAccessContext, type AccessContext, type AccessContextOverrides } from "@/server/services/access/access/access-context";
import type { CallerInput } from "@/server/services/access/access/caller";
import type { RepeatQuery } from "@/server/services/access/access/recent-charges";
import { reserveScans } from "@/server/services/access/access/reserve-scans";
import { resolveCaller } from "@/server/services/access/access/resolve-caller";
import type { ScanAccess } from "@/server/services/access/access/scan-access";

export interface TestClock {
  now: () => Date;
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function testClock(start: Date | string = new Date()): TestClock {
  let current = new Date(start);
  return { now: () => new Date(current), set: (at) => void (current = new Date(at)), advance: (ms) => void (current = new Date(current.getTime() + ms)) };
}

/** Small quotas so limits are reached in a few calls; the embedded-ledger demo wallet unless PAYMENT_WALLET is given. */
export const TEST_ENV = {
  ANON_MONTHLY_QUOTA: "5",
  FREE_KEY_MONTHLY_QUOTA: "3",
  KEY_RATE_LIMIT_PER_MINUTE: "1000",
  UNLIMITED_FAIR_USE_MONTHLY: "4",
  TRUSTED_IP_HEADER: "x-real-ip",
  APP_BASE_URL: "https://cabal.example",
};

export function makeAccessContext(
  db: Database,
  env: Record<string, string | undefined> = {},
  overrides: AccessContextOverrides & { rpcUrl?: string; x402?: () => Promise<StandardX402 | null> } = {},
): AccessContext {
  const rpcUrl = overrides.rpcUrl ?? "http://127.0.0.1:9";
  // A real PAYMENT_WALLET is refused with the embedded ledger: such tests stand for a real RPC.
  const rpcEnv = env.PAYMENT_WALLET && !env.SOLANA_RPC_URL ? { SOLANA_RPC_URL: rpcUrl } : {};
  return createAccessContext(parseEnv({ ...TEST_ENV, ...rpcEnv, ...env }), { database: async () => db, urls: { rpcUrl }, x402: overrides.x402 }, overrides);
}

/** The standard x402 facilitator an app on the embedded ledger builds (its generated, funded fee payer), on `db`. */
export async function embeddedStandardX402(db: Database, env: Record<string, string | undefined> = {}): Promise<StandardX402 | null> {
  const ledger = await ensureLedgerServer();
  const urls = { kind: "embedded" as const, rpcUrl: ledger.rpcUrl, dexscreenerUrl: ledger.dexscreenerUrl, jupiterUrl: ledger.jupiterUrl };
  return buildStandardX402({ env: parseEnv({ ...TEST_ENV, ...env }), urls, database: async () => db } as unknown as Runtime);
}

export interface FixtureRpc {
  server: TestRpcServer;
  url: string;
  rpc: AccessContextOverrides["rpc"] & object;
  /** makes a transaction visible: at "confirmed" only, or finalized too */
  put(signature: string, tx: unknown, level?: "confirmed" | "finalized"): void;
  /** every getTransaction call answers this JSON-RPC error instead */
  failWith(error: { code: number; message: string } | null): void;
  getTransactionCalls(): number;
  close(): Promise<void>;
}

/** A JSON-RPC server answering getTransaction from fixtures, honouring the commitment asked for. */
export async function startFixtureRpc(options: { delayMs?: number; genesis?: string; timeoutMs?: number } = {}): Promise<FixtureRpc> {
  const txs = new Map<string, { tx: unknown; level: "confirmed" | "finalized" }>();
  let failure: { code: number; message: string } | null = null;
  const server = await startTestRpcServer(
    {
      getGenesisHash: () => ({ result: options.genesis ?? GENESIS_HASHES.solana }),
      getTransaction: (params) => {
        if (failure) return { error: failure };
        const [signature, config] = params as [string, { commitment?: string }];
        const entry = txs.get(signature);
        if (!entry || (config?.commitment === "finalized" && entry.level !== "finalized")) return { result: null };
        return { result: entry.tx };
      },
    },
    { delayMs: options.delayMs },
  );
  // A generous default: 20 parallel redemptions on a loaded 2-core machine must not
  // time out by accident; the timeout test sets its own short one.
  const timeoutMs = options.timeoutMs ?? 5_000;
  const rpcFor = (commitment: "confirmed" | "finalized") => createSolanaRpc({ url: server.url, commitment, concurrency: 8, timeoutMs, maxRetries: 0 });
  return {
    server,
    url: server.url,
    rpc: { confirmed: rpcFor("confirmed"), finalized: rpcFor("finalized") },
    put: (signature, tx, level = "finalized") => void txs.set(signature, { tx, level }),
    failWith: (error) => void (failure = error),
    getTransactionCalls: () => server.calls.filter((c) => c.method === "getTransaction").length,
    close: () => server.close(),
  };
}

/** A Request as a route receives it. */
export function scanRequest(headers: Record<string, string> = {}, url = "https://cabal.example/api/scan-cabal?mintAddress=So11111111111111111111111111111111111111112"): Request {
  return new Request(url, { headers: { "user-agent": "vitest", "x-real-ip": "203.0.113.7", ...headers } });
}

/**
 * The payer-broadcast offer of a 402 (X-Payment-Signature + X-Payment-Claim).
 * accepts[0] is the standard x402 offer when a fee payer is configured, so tests
 * of the claim-token flow find theirs by its settlement, never by position.
 */
export function payerBroadcastOffer(required: ApiError): { extra: { claimToken: string; memo: string; expiresAt: string } } {
  const accepts = (required.extra?.accepts ?? []) as Array<{ extra: { settlement?: string; claimToken: string; memo: string; expiresAt: string } }>;
  const offer = accepts.find((a) => a.extra.settlement === "payer-broadcast");
  if (!offer) throw new Error("the 402 carries no payer-broadcast offer");
  return offer;
}

/** What the binder does for a scan-metered call (server/api/serve-bound.ts), for tests of the access layer
 * without a route: the caller resolved (a minute unit per scan, as a batch), then the reservation. */
export async function authorizeScansWith(ctx: AccessContext, request: CallerInput, count: number, options: { requireKey?: boolean; repeat?: RepeatQuery } = {}): Promise<ScanAccess> {
  const caller = await resolveCaller(ctx, request, "scan-deferred", { units: count });
  if (caller.kind !== "anonymous" && caller.kind !== "key") throw new Error("a scan call resolves to an anonymous or keyed caller");
  return reserveScans(ctx, caller, { units: count, repeat: options.repeat, keyOnly: options.requireKey });
}
