// Requests and responses of /api/watch (docs/decisions.md "Watch and alerts",
// and "Operator watch": a wallet instead of a mint).
import { z } from "zod";
import { safeString } from "./safe-string";
import { solanaAddressSchema } from "./mint-address";

/** the events of a mint watch */
export const WATCH_EVENTS = ["coordinated_dump", "liquidity_drain"] as const;
/** the event of an operator (wallet) watch */
export const OPERATOR_EVENTS = ["operator_active"] as const;
export const ALL_WATCH_EVENTS = [...WATCH_EVENTS, ...OPERATOR_EVENTS] as const;
export type WatchEvent = (typeof ALL_WATCH_EVENTS)[number];

export const createWatchRequestSchema = z
  .strictObject({
    /** the token to watch; or `wallet` */
    mint: solanaAddressSchema.optional(),
    /** an operator wallet to watch (it deploys a token, or funds a wallet that buys a new one); or `mint` */
    wallet: solanaAddressSchema.optional(),
    webhook_url: safeString().trim().max(2048).optional(),
    email: safeString().max(320).pipe(z.email()).optional(),
    /** default: every event of the watch's kind */
    events: z.array(z.enum(ALL_WATCH_EVENTS)).min(1).max(3).optional(),
  })
  .refine((b) => (b.mint === undefined) !== (b.wallet === undefined), { message: "send exactly one of mint or wallet", path: ["mint"] })
  .refine((b) => (b.webhook_url === undefined) !== (b.email === undefined), { message: "send exactly one of webhook_url or email" })
  .refine((b) => b.events === undefined || b.events.every((e) => (b.wallet !== undefined ? e === "operator_active" : e !== "operator_active")), {
    message: "a mint watch takes coordinated_dump and liquidity_drain; a wallet watch takes operator_active",
    path: ["events"],
  });

export type CreateWatchRequest = z.infer<typeof createWatchRequestSchema>;

export const watchRegisteredSchema = z.object({
  status: z.literal("Watch registered"),
  id: z.string(),
  /** a mint watch */
  mint: z.string().optional(),
  /** an operator watch */
  wallet: z.string().optional(),
  webhook_url: z.string().optional(),
  email: z.string().optional(),
  /** whsec_...: shown once, only for a webhook */
  secret: z.string().optional(),
  events: z.array(z.enum(ALL_WATCH_EVENTS)),
  created_at: z.string(),
});

export const watchSummarySchema = z.object({
  id: z.string(),
  mint: z.string().optional(),
  wallet: z.string().optional(),
  webhook_url: z.string().optional(),
  email: z.string().optional(),
  events: z.array(z.enum(ALL_WATCH_EVENTS)),
  status: z.enum(["active", "failing"]),
  last_delivery_at: z.string().nullable(),
  last_delivery_status: z.number().int().nullable(),
  created_at: z.string(),
});

export const watchListSchema = z.object({ watches: z.array(watchSummarySchema), limit: z.number().int() });

export const deleteWatchQuerySchema = z.object({ id: z.string().max(36).uuid({ message: "id must be a watch id" }) });

export type WatchRegistered = z.infer<typeof watchRegisteredSchema>;
export type WatchSummary = z.infer<typeof watchSummarySchema>;
