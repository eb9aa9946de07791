// Requests and responses of the key-management routes: the owner's
// POST /api/keys/rotate and DELETE /api/keys, and the operator's
// POST /api/admin/keys and DELETE /api/admin/keys/{id}.
import { z } from "zod";
import { apiKeyOut, isoTimestamp } from "@/server/contracts/wire-formats";
import { safeString } from "@/server/contracts/safe-string";
import { keyBalanceSchema } from "@/server/contracts/access";

const usdcDecimal = z.string().max(16).regex(/^\d{1,9}(\.\d{1,6})?$/, "must be a USDC amount like \"1\" or \"2.5\" (at most 6 decimals)");

export const adminKeyRequestSchema = z.strictObject({
  plan: z.enum(["free", "payg", "unlimited"]),
  /** unlimited only: the plan's length (default UNLIMITED_PLAN_DAYS) */
  days: z.number().int().min(1).max(3650).optional(),
  /** payg only: the starting credit */
  credit_usdc: usdcDecimal.optional(),
  /** the operator's own record (never shown to the key's holder) */
  note: safeString().trim().max(200).optional(),
});

/** The key appears here once: only its hash is stored. */
export const adminKeyResponseSchema = keyBalanceSchema.extend({
  /** the row id: DELETE /api/admin/keys/{id} (the key_id works too until the key is rotated) */
  id: z.string(),
  api_key: apiKeyOut,
  note: z.string().nullable(),
});

export const rotatedKeyResponseSchema = keyBalanceSchema.extend({
  /** the new key, shown once; the old one no longer works */
  api_key: apiKeyOut,
});

export const revokedKeyResponseSchema = z.object({ key_id: z.string(), revoked: z.literal(true), revoked_at: isoTimestamp });

export type AdminKeyRequest = z.infer<typeof adminKeyRequestSchema>;
export type AdminKeyResponse = z.infer<typeof adminKeyResponseSchema>;
