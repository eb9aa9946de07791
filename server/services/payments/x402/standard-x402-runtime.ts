// The process's standard x402 facilitator, built once from the settings and
// the runtime (RPC URL, embedded ledger or not). null when payments are off or
// no fee payer exists (a real RPC with FEE_PAYER_SECRET_KEY unset).
import { getRuntime } from "../../runtime";
import { resolvePaymentConfig } from "../payment-config";
import { ensureDemoPayeeAccount, resolveFeePayer } from "./fee-payer";
import { createRateLimiter } from "../../access/rate-limiter";
import { createPayerLeaseLock } from "./payer-lease-lock";
import { createStandardX402, defaultSafety, type StandardX402 } from "./standard-x402";

const shared = globalThis as { __cabalHunterStandardX402?: Promise<StandardX402 | null> };

export function getStandardX402(): Promise<StandardX402 | null> {
  shared.__cabalHunterStandardX402 ??= build().catch((error: unknown) => {
    shared.__cabalHunterStandardX402 = undefined;
    throw error;
  });
  return shared.__cabalHunterStandardX402;
}

async function build(): Promise<StandardX402 | null> {
  const runtime = await getRuntime();
  const config = resolvePaymentConfig(runtime.env);
  if (!config.enabled) return null;
  const feePayer = await resolveFeePayer({ secretKey: runtime.env.FEE_PAYER_SECRET_KEY, embeddedLedger: runtime.urls.kind === "embedded" });
  if (!feePayer) return null;
  if (runtime.urls.kind === "embedded") await ensureDemoPayeeAccount({ rpcUrl: runtime.urls.rpcUrl, payTo: config.payTo, payToAta: config.payToAta });
  const { env } = runtime;
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
