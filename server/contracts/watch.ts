// Requests and responses of /api/watch (docs/decisions.md "Watch and alerts",
// and "Operator watch": a wallet instead of a mint).
import { z } from "zod";
import { addressOut, isoTimestamp } from "@/server/contracts/wire-formats";
import { operatorSightingSchema } from "@/server/contracts/operator";
import { safeString } from "@/server/contracts/safe-string";
import { solanaAddressSchema } from "@/server/contracts/mint-address";

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

/** An e-mail target: alerts are sent only once its address is confirmed by the e-mailed link. */
export const EMAIL_STATUSES = ["pending_confirmation", "confirmed"] as const;

export const watchRegisteredSchema = z.object({
  status: z.literal("Watch registered"),
  id: z.string(),
  /** a mint watch */
  mint: addressOut.optional(),
  /** an operator watch */
  wallet: addressOut.optional(),
  webhook_url: z.string().optional(),
  email: z.string().optional(),
  /** an e-mail watch: whether alerts go out yet (a confirmation link is e-mailed first) */
  email_status: z.enum(EMAIL_STATUSES).optional(),
  /** whsec_...: shown once, only for a webhook */
  secret: z.string().optional(),
  events: z.array(z.enum(ALL_WATCH_EVENTS)),
  created_at: isoTimestamp,
});

export const watchSummarySchema = z.object({
  id: z.string(),
  mint: addressOut.optional(),
  wallet: addressOut.optional(),
  webhook_url: z.string().optional(),
  email: z.string().optional(),
  email_status: z.enum(EMAIL_STATUSES).optional(),
  events: z.array(z.enum(ALL_WATCH_EVENTS)),
  status: z.enum(["active", "failing"]),
  last_delivery_at: isoTimestamp.nullable(),
  last_delivery_status: z.number().int().nullable(),
  created_at: isoTimestamp,
});

export const watchListSchema = z.object({ watches: z.array(watchSummarySchema), limit: z.number().int() });

/** The e-mailed link's token (GET shows the page; the page's button posts it back). */
export const watchEmailTokenQuerySchema = z.object({ token: safeString().max(100).optional().describe("the token of the e-mailed link") });
export const watchEmailConfirmRequestSchema = z.strictObject({ token: safeString().max(100) });
export const watchEmailConfirmedSchema = z.object({ status: z.literal("confirmed"), email: z.string(), confirmed_at: isoTimestamp });

export const deleteWatchQuerySchema = z.object({ id: z.string().max(36).uuid({ message: "id must be a watch id" }) });

export type WatchRegistered = z.infer<typeof watchRegisteredSchema>;
export type WatchSummary = z.infer<typeof watchSummarySchema>;

/** The fields of an alert (docs/decisions.md "Watch and alerts", revised; "Operator watch"). */
export const watchAlertFieldsSchema = z.strictObject({
  event: z.enum(ALL_WATCH_EVENTS),
  mint: z.string().describe("the watched mint; operator_active: the token the wallet launched or whose buyer it funded"),
  reason: z.string().describe("why the alert fired, in one sentence"),
  coordinated: z.boolean(),
  action: z.enum(["EXIT", "REVIEW"]),
  wallets: z.array(z.string()).describe("the wallets involved: sellers (dump); who pulled liquidity or sold (drain); the operator and the wallet it funded"),
  sold_pct: z.number().describe("tokens those wallets sold, percent of total supply"),
  reserve_drop_pct: z.number().optional().describe("liquidity_drain: the main pool's quote reserve fall, percent"),
  slot: z.number().int(),
  signatures: z.array(z.string()).describe("the transactions"),
  report_url: z.string(),
  wallet: z.string().optional().describe("operator_active: the watched wallet"),
  role: z.enum(["deployer", "funder"]).optional().describe("operator_active: what the wallet did"),
  tx: z.string().optional().describe("operator_active: the creation, or the funding (a transfer, or the buy whose fee it paid)"),
  buyer: z.string().optional().describe("operator_active as funder: the funded wallet that bought"),
  seen_count: z.number().int().optional().describe("operator_active: other mints in whose reports this service has seen the wallet"),
  seen_in: z.array(operatorSightingSchema).optional().describe("operator_active: those mints, newest first, at most 20"),
});

/** The body POSTed to a webhook: the fields at the top level, and the Standard Webhooks envelope beside them. */
export const watchAlertSchema = watchAlertFieldsSchema.extend({
  type: z.enum(ALL_WATCH_EVENTS).describe("Standard Webhooks: the same as event"),
  timestamp: z.string().describe("Standard Webhooks: ISO-8601 time of the incident"),
  data: watchAlertFieldsSchema.describe("Standard Webhooks: the same fields"),
});

export type WatchAlertFields = z.infer<typeof watchAlertFieldsSchema>;
export type WatchAlert = z.infer<typeof watchAlertSchema>;
