// Requests and responses of /api/screen-list (decisions.md "Screen list").
import { z } from "zod";
import { solanaAddressSchema } from "./mint-address";

/** entries per key (decisions.md) */
export const SCREEN_LIST_MAX_ENTRIES = 1_000;

export const screenListEntrySchema = z.strictObject({
  wallet: solanaAddressSchema,
  label: z.string().trim().min(1).max(80),
});

export const addScreenEntriesSchema = z.strictObject({
  entries: z.array(screenListEntrySchema).min(1).max(SCREEN_LIST_MAX_ENTRIES),
});

export const removeScreenEntryQuerySchema = z.object({ wallet: solanaAddressSchema });

export const screenListSchema = z.object({
  entries: z.array(z.object({ wallet: z.string(), label: z.string(), added_at: z.string() })),
  enabled_until: z.string(),
});

export const screenListRedeemSchema = z.strictObject({
  tx_signature: z.string().max(200),
  claim_token: z.string().max(200),
});

export type ScreenList = z.infer<typeof screenListSchema>;

export const screenListCheckoutSchema = z.object({
  addon: z.literal("screen_list"),
  days: z.number().int(),
  network: z.string(),
  asset: z.string(),
  pay_to: z.string(),
  pay_to_token_account: z.string(),
  amount: z.string().regex(/^\d+$/),
  amount_usdc: z.string(),
  memo: z.string(),
  memo_program: z.string(),
  claim_token: z.string(),
  expires_at: z.string(),
  commitment: z.literal("finalized"),
  solana_pay_url: z.string(),
  redeem: z.object({ method: z.literal("POST"), url: z.string() }),
});

export type ScreenListCheckout = z.infer<typeof screenListCheckoutSchema>;
