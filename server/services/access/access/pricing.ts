// GET /api/pricing: plans, prices and where to pay, from configuration (the
// pricing page and agents read this; x402 discovery, OWASP API9).
import { BATCH_MAX_MINTS, formatUsdc } from "@/server/platform/config/plans";
import type { Pricing } from "@/server/contracts/pricing";
import { SCREEN_LIST_MAX_ENTRIES } from "@/server/contracts/screen-list";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { buildOptions } from "@/server/services/access/access/payment-required";

/** The answer in its wire shape (the contract's type: z.infer of its schema). */
export function describePricing(ctx: AccessContext, demoRpcUrl: string | null): Pricing {
  const { plans } = ctx;
  const config = ctx.payments.config;
  return {
    currency: "USDC",
    anonymous_scans_per_month: plans.anonymousMonthlyQuota,
    free_key_scans_per_month: plans.freeKeyMonthlyQuota,
    price_per_scan_usdc: formatUsdc(plans.perScanMicros),
    payg_minimum_usdc: formatUsdc(plans.paygMinimumMicros),
    unlimited: { price_usdc: formatUsdc(plans.unlimitedPriceMicros), days: plans.unlimitedDays, fair_use_scans_per_month: plans.unlimitedMonthlyFairUse },
    key_rate_limit_per_minute: plans.keyRateLimitPerMinute,
    batch_max_mints: BATCH_MAX_MINTS,
    screen_list: { price_usdc: formatUsdc(plans.screenListPriceMicros), days: plans.screenListDays, max_entries: SCREEN_LIST_MAX_ENTRIES },
    payments: config.enabled
      ? {
          enabled: true as const,
          network: config.network,
          asset: config.usdcMint,
          pay_to: config.payTo,
          pay_to_token_account: config.payToAta,
          memo_program: "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr",
          demo: config.demo,
          // Only the embedded demo ledger's loopback URL is ever shown: a real RPC URL may carry an API key.
          ...(config.demo && demoRpcUrl ? { demo_rpc_url: demoRpcUrl } : {}),
        }
      : { enabled: false as const, reason: config.reason },
    options: buildOptions(plans, config.enabled),
  };
}
