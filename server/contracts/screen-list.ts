// Requests and responses of /api/screen-list (docs/decisions.md "Screen list").
import { z } from "zod";
import { addressOut, isoTimestamp } from "@/server/contracts/wire-formats";
import { safeString } from "@/server/contracts/safe-string";
import { paymentInstructionsFields } from "@/server/contracts/access";
import { solanaAddressSchema } from "@/server/contracts/mint-address";

/** entries per key (docs/decisions.md) */
export const SCREEN_LIST_MAX_ENTRIES = 1_000;

export const screenListEntrySchema = z.strictObject({
  wallet: solanaAddressSchema,
  label: safeString().trim().min(1).max(80),
});

export const addScreenEntriesSchema = z.strictObject({
  entries: z.array(screenListEntrySchema).min(1).max(SCREEN_LIST_MAX_ENTRIES),
});

export const removeScreenEntryQuerySchema = z.object({ wallet: solanaAddressSchema });

export const screenListSchema = z.object({
  entries: z.array(z.object({ wallet: addressOut, label: z.string(), added_at: isoTimestamp })),
  enabled_until: isoTimestamp,
});

export const screenListRedeemSchema = z.strictObject({
  tx_signature: safeString().max(200),
  claim_token: safeString().max(200),
});

export type ScreenList = z.infer<typeof screenListSchema>;

export const screenListCheckoutSchema = z.object({
  addon: z.literal("screen_list"),
  days: z.number().int(),
  ...paymentInstructionsFields,
});

export type ScreenListCheckout = z.infer<typeof screenListCheckoutSchema>;
