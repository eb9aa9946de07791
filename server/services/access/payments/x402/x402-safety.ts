// The fee payer's exposure in one value: compute caps (env X402_MAX_*) and
// the settlement guard (limits, per-payer lock, SOL floor). The defaults are
// the env defaults, for facilitators built in tests; the settlement limits
// live in the database, so a facilitator without one (tests) is unlimited and
// the app passes the shared limiters (standard-x402-runtime.ts).
import { UNLIMITED } from "@/server/platform/rate-limiter";
import { createPayerLock, type SettlementGuard } from "@/server/services/access/payments/x402/settlement-guard";

/** The fee payer's exposure (env X402_*); defaults are the env defaults. */
export interface StandardX402Safety {
  maxComputeUnits: number;
  maxPriceMicroLamports: number;
  guard: SettlementGuard;
}

export function defaultSafety(overrides: Partial<Omit<StandardX402Safety, "guard">> & { guard?: Partial<SettlementGuard> } = {}): StandardX402Safety {
  return {
    maxComputeUnits: overrides.maxComputeUnits ?? 60_000,
    maxPriceMicroLamports: overrides.maxPriceMicroLamports ?? 50_000,
    guard: {
      ipLimiter: overrides.guard?.ipLimiter ?? UNLIMITED,
      payerLimiter: overrides.guard?.payerLimiter ?? UNLIMITED,
      lock: overrides.guard?.lock ?? createPayerLock(),
      feePayerMinLamports: overrides.guard?.feePayerMinLamports ?? 10_000_000n,
    },
  };
}

