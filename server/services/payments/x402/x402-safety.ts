// The fee payer's exposure in one value: compute caps (env X402_MAX_*) and
// the settlement guard (limits, per-payer lock, SOL floor). The defaults are
// the env defaults, for facilitators built in tests.
import { createRateLimiter } from "../../access/rate-limiter";
import { asAsyncLimiter, createPayerLock, type SettlementGuard } from "./settlement-guard";

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
      ipLimiter: overrides.guard?.ipLimiter ?? asAsyncLimiter(createRateLimiter({ limit: 30 })),
      payerLimiter: overrides.guard?.payerLimiter ?? asAsyncLimiter(createRateLimiter({ limit: 20 })),
      lock: overrides.guard?.lock ?? createPayerLock(),
      feePayerMinLamports: overrides.guard?.feePayerMinLamports ?? 10_000_000n,
    },
  };
}

