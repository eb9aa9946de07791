// Quotas, prices and plans as typed constants (docs/decisions.md "Quotas, prices,
// plans"). The values come from env.ts so an operator can change them; code
// reads them only from here. Money is bigint micro-USDC (USDC has 6 decimals).
import type { Env } from "@/server/platform/config/env";

export const USDC_DECIMALS = 6;
/** 1 USDC in base units. */
export const MICRO_PER_USDC = 1_000_000n;
/** `warning` appears in a scan answer at this many free scans left, and below. */
export const FREE_QUOTA_WARNING_AT = 20;
/** POST /api/scan-batch: mints per call (service description "Limits"). */
export const BATCH_MAX_MINTS = 25;
/** POST /api/scan-batch body cap, bytes: 25 mints of 44 chars are ~1.3 kB of JSON. */
export const BATCH_MAX_BODY_BYTES = 8 * 1024;

export type KeyPlanId = "payg" | "unlimited";

export interface Plans {
  anonymousMonthlyQuota: number;
  freeKeyMonthlyQuota: number;
  perScanMicros: bigint;
  /** smallest pay-as-you-go top-up; the exact amount received is credited */
  paygMinimumMicros: bigint;
  unlimitedPriceMicros: bigint;
  unlimitedDays: number;
  unlimitedMonthlyFairUse: number;
  /** the screen-list add-on: its price and the days one payment enables it */
  screenListPriceMicros: bigint;
  screenListDays: number;
  keyRateLimitPerMinute: number;
  /** fair metering: a caller's repeat of a mint it was charged for is free this long (the scan cache TTL unless REPEAT_FREE_SECONDS; 0: never) */
  repeatFreeSeconds: number;
}

export function plansFrom(env: Env): Plans {
  return {
    anonymousMonthlyQuota: env.ANON_MONTHLY_QUOTA,
    freeKeyMonthlyQuota: env.FREE_KEY_MONTHLY_QUOTA,
    perScanMicros: BigInt(env.PRICE_PER_SCAN_MICRO_USDC),
    paygMinimumMicros: BigInt(env.PAYG_MIN_MICRO_USDC),
    unlimitedPriceMicros: BigInt(env.UNLIMITED_PRICE_MICRO_USDC),
    unlimitedDays: env.UNLIMITED_PLAN_DAYS,
    unlimitedMonthlyFairUse: env.UNLIMITED_FAIR_USE_MONTHLY,
    screenListPriceMicros: BigInt(env.SCREEN_LIST_PRICE_MICRO_USDC),
    screenListDays: env.SCREEN_LIST_DAYS,
    keyRateLimitPerMinute: env.KEY_RATE_LIMIT_PER_MINUTE,
    repeatFreeSeconds: env.REPEAT_FREE_SECONDS ?? env.SCAN_CACHE_TTL_SECONDS,
  };
}

/** "0.001" from 1000n: exact decimal text, never a float. */
export function formatUsdc(micros: bigint): string {
  const sign = micros < 0n ? "-" : "";
  const abs = micros < 0n ? -micros : micros;
  const whole = abs / MICRO_PER_USDC;
  const fraction = (abs % MICRO_PER_USDC).toString().padStart(USDC_DECIMALS, "0").replace(/0+$/, "");
  return `${sign}${whole}${fraction ? `.${fraction}` : ""}`;
}
