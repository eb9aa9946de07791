// The answer of GET /api/pricing (also /api/info's `pricing`): plans, prices
// and where to pay, from configuration. Amounts are exact decimal USDC strings.
import { z } from "zod";
import { addressOut } from "@/server/contracts/wire-formats";

const usdc = z.string().regex(/^\d{1,9}(\.\d{1,6})?$/);

const enabledPayments = z.object({
  enabled: z.literal(true),
  /** x402 network id: "solana" (mainnet) or "solana-devnet" */
  network: z.string(),
  /** the USDC mint */
  asset: addressOut,
  /** the service wallet (owner) */
  pay_to: addressOut,
  /** its USDC associated token account: where a payment must land */
  pay_to_token_account: addressOut,
  memo_program: addressOut,
  /** the embedded demo ledger: no real money */
  demo: z.boolean(),
  /** only on the embedded ledger: its loopback JSON-RPC URL */
  demo_rpc_url: z.string().optional(),
});

/** The ways past the free quota, as the 402 and /api/pricing describe them. */
export const paymentOptionsSchema = z.object({
  pay_per_scan: z.object({ price_usdc: z.string(), how: z.string() }).loose(),
  unlimited_plan: z.object({ price_usdc: z.string(), days: z.number(), fair_use_scans_per_month: z.number(), how: z.string() }).loose(),
  prepaid_credit: z.object({ minimum_usdc: z.string(), how: z.string() }).loose(),
  free_key: z.object({ scans_per_month: z.number(), how: z.string() }).loose(),
});

export const pricingSchema = z.object({
  currency: z.string(),
  anonymous_scans_per_month: z.number().int(),
  free_key_scans_per_month: z.number().int(),
  price_per_scan_usdc: usdc,
  payg_minimum_usdc: usdc,
  unlimited: z.object({ price_usdc: usdc, days: z.number().int(), fair_use_scans_per_month: z.number().int() }),
  key_rate_limit_per_minute: z.number().int(),
  batch_max_mints: z.number().int(),
  /** the screen-list add-on (POST /api/screen-list/checkout) */
  screen_list: z.object({ price_usdc: usdc, days: z.number().int(), max_entries: z.number().int() }),
  payments: z.discriminatedUnion("enabled", [enabledPayments, z.object({ enabled: z.literal(false), reason: z.string() })]),
  options: paymentOptionsSchema.optional(),
});

export type Pricing = z.infer<typeof pricingSchema>;
export type EnabledPayments = z.infer<typeof enabledPayments>;
