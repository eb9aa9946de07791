// Requests and responses of /api/watch (docs/decisions.md "Watch and alerts").
import { z } from "zod";
import { safeString } from "./safe-string";
import { solanaAddressSchema } from "./mint-address";

export const WATCH_EVENTS = ["coordinated_dump", "liquidity_drain"] as const;

export const createWatchRequestSchema = z
  .strictObject({
    mint: solanaAddressSchema,
    webhook_url: safeString().trim().max(2048).optional(),
    email: safeString().max(320).pipe(z.email()).optional(),
    /** default: both */
    events: z.array(z.enum(WATCH_EVENTS)).min(1).max(2).optional(),
  })
  .refine((b) => (b.webhook_url === undefined) !== (b.email === undefined), { message: "send exactly one of webhook_url or email" });

export type CreateWatchRequest = z.infer<typeof createWatchRequestSchema>;

export const watchRegisteredSchema = z.object({
  status: z.literal("Watch registered"),
  id: z.string(),
  mint: z.string(),
  webhook_url: z.string().optional(),
  email: z.string().optional(),
  /** whsec_...: shown once, only for a webhook */
  secret: z.string().optional(),
  events: z.array(z.enum(WATCH_EVENTS)),
  created_at: z.string(),
});

export const watchSummarySchema = z.object({
  id: z.string(),
  mint: z.string(),
  webhook_url: z.string().optional(),
  email: z.string().optional(),
  events: z.array(z.enum(WATCH_EVENTS)),
  status: z.enum(["active", "failing"]),
  last_delivery_at: z.string().nullable(),
  last_delivery_status: z.number().int().nullable(),
  created_at: z.string(),
});

export const watchListSchema = z.object({ watches: z.array(watchSummarySchema), limit: z.number().int() });

export const deleteWatchQuerySchema = z.object({ id: z.string().max(36).uuid({ message: "id must be a watch id" }) });

export type WatchRegistered = z.infer<typeof watchRegisteredSchema>;
export type WatchSummary = z.infer<typeof watchSummarySchema>;
