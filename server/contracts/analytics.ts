// Wire schemas of the analytics endpoints (docs/decisions.md "Wallet check",
// "Cohorts", "Trade analysis", "Exchange funding"): the queries they accept and
// the answers they send. The handlers validate answers with these too.
import { z } from "zod";
import { horizonHoursSchema, lockItemSchema, unlockWithinHorizonSchema } from "@/server/contracts/locks";
import { solanaAddressSchema } from "@/server/contracts/mint-address";

const pct = z.number().min(0).max(100).nullable();
const base58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
/** an address we send: Base58 of 32 bytes (what /openapi.json shows; the chain reads decide the value) */
const address = z.string().regex(base58).min(32).max(44);
/** a transaction signature we send: Base58 of 64 bytes */
const signature = z.string().regex(base58).min(32).max(90);
const slot = z.number().int().nonnegative().nullable().describe("the slot the answer's reads were made at");
const flag = z.enum(["0", "1", "true", "false"]).optional().transform((v) => v === "1" || v === "true");
const positive = z.coerce.number().positive().max(1e9);

export const mintQuerySchema = z.object({ mint: solanaAddressSchema, fresh: flag });

export const tradeAnalysisQuerySchema = z.object({ ...mintQuerySchema.shape, size_usd: positive.optional(), size_sol: positive.optional(), horizon_hours: horizonHoursSchema }).refine(
  (q) => !(q.size_usd !== undefined && q.size_sol !== undefined),
  { message: "give size_usd or size_sol, not both" },
);

export const walletCheckQuerySchema = z.object({ mint: solanaAddressSchema, wallet: solanaAddressSchema });

export const cohortSchema = z.strictObject({
  wallets: z.array(address),
  wallet_count: z.number().int().nonnegative(),
  initial_buy_pct: pct,
  bought_pct: pct,
  held_pct: pct,
  bag_held_pct: z.number().min(0).nullable(),
  realized_sol: z.number(),
  sold_sol: z.number().min(0),
});

const cohortsBody = {
  team: cohortSchema,
  snipers: cohortSchema,
  insiders: cohortSchema,
  trading_opened_slot: z.number().int().nullable(),
  history_complete: z.boolean(),
  trades_read: z.number().int().nonnegative(),
};

export const cohortsResponseSchema = z.strictObject({ mint: address, ...cohortsBody, slot });

export const washSchema = z.strictObject({
  wash_score: z.number().int().min(0).max(100),
  wash_volume_pct: z.number().min(0).max(100),
  offenders: z
    .array(
      z.strictObject({
        wallet: address.describe("a wallet of the offender group that took part in its round trips"),
        group_id: z.string().describe("the offender group (wallets of one funder or one fee payer): one entry per wallet, the group counted once"),
        members: z.array(address).describe("every wallet of the group that took part in its round trips"),
        shared_funder: address.nullable().describe("the funder behind the group's wallets, when one is known"),
        shared_fee_payer: address.nullable().describe("a fee payer (not a member) that paid for the group's trades, when one did"),
        round_trips: z.number().int().min(1).describe("round trips this wallet took part in (its buy or its sell)"),
        group_round_trips: z.number().int().min(3).describe("the group's round trips: a buy by a member, then a sell of >= 90% of it by a member within 10 minutes"),
        volume_pct: z.number().min(0).max(100).describe("this wallet's token volume, % of all volume"),
        evidence_txs: z.array(signature),
      }),
    )
    .describe("round trips between wallets of one operator; a trader alone with its own buys and sells is never an offender"),
});

export const liquiditySchema = z.strictObject({
  liquidity_usd: z.number().nullable(),
  pool: address.nullable(),
  venue: z.string().nullable(),
  lp_mint: address.nullable(),
  lp_burned_pct: pct,
  lp_burned: z.boolean().nullable(),
  lp_locked_pct: pct.describe("LP held by locks until a time, percent of the LP ever minted"),
  lp_locked_forever_pct: pct.describe("LP held by locks that never release it (Burn & Earn, Meteora lock escrow, permanent positions); burned LP is lp_burned_pct"),
  lock_unlocks_at: z.number().int().nullable().describe("unix seconds of the earliest meaningful unlock (same as unlocks_at)"),
  unlocks_at: z.number().int().nullable().describe("unix seconds of the earliest meaningful unlock: when locks have released 1% of the LP (or all they hold until a time); in the past: already withdrawable"),
  unlocking_pct: pct.describe("LP withdrawable from locks by the end of horizon_hours, percent of the LP ever minted"),
  horizon_hours: z.number().positive(),
  unlock_within_horizon: unlockWithinHorizonSchema.nullable().describe("a meaningful share of the LP becomes withdrawable inside horizon_hours"),
  locks: z.array(lockItemSchema).describe("the LP's locks, largest first, with their schedules (docs/locks.md)"),
  sells: z.array(z.strictObject({ wallet: address, sol: z.number(), impact_pct: z.number().nullable(), slot: z.number().int(), signature })),
  note: z.string().nullable(),
});

export const exitCostSchema = z.strictObject({
  size_usd: z.number().nullable(),
  size_sol: z.number().nullable(),
  sell: z.strictObject({ routable: z.boolean(), sol_out: z.number().nullable(), price_impact_pct: z.number().nullable(), note: z.string().nullable() }),
  round_trip: z.strictObject({ routable: z.boolean(), sol_in: z.number(), sol_back: z.number().nullable(), loss_pct: z.number().nullable(), note: z.string().nullable() }),
});

export const tradeAnalysisResponseSchema = z.strictObject({
  mint: address,
  cohorts: z.strictObject(cohortsBody),
  wash: washSchema,
  liquidity: liquiditySchema,
  history_complete: z.boolean(),
  exit_cost: exitCostSchema.optional().describe("only with size_usd or size_sol"),
  slot,
});

export const cexFundingResponseSchema = z.strictObject({
  mint: address,
  exchanges: z.array(z.strictObject({ label: z.string(), funder_wallets: z.array(address), holders: z.array(address), wallet_count: z.number().int().positive(), pct })),
  unlabelled_exchange_like: z.array(z.strictObject({ funder: address, wallet_count: z.number().int().positive(), pct })),
  exchange_funded_pct: pct,
  holders_checked: z.number().int().nonnegative(),
  slot,
});

export const walletRoleSchema = z.discriminatedUnion("role", [
  z.strictObject({ role: z.literal("holder"), rank: z.number().int().nullable(), pct, buy_slot: z.number().int().nullable() }),
  z.strictObject({ role: z.literal("cluster_funder"), cluster_id: z.string(), cluster_type: z.string(), wallet_count: z.number().int(), combined_pct: pct }),
  z.strictObject({ role: z.literal("cluster_member"), cluster_id: z.string(), cluster_type: z.string() }),
  z.strictObject({ role: z.literal("exited_member"), cluster_id: z.string().describe("exited_clusters[].cluster_id") }),
  /** buy_slot: the deployer's first buy of its own token (the dev buy), null when it bought none. */
  z.strictObject({ role: z.literal("deployer"), buy_slot: z.number().int().nullable().optional() }),
  z.strictObject({ role: z.literal("liquidity_pool"), venue: z.string().nullable() }),
  z.strictObject({ role: z.literal("labelled_exchange"), label: z.string() }),
]);

export const walletCheckResponseSchema = z.strictObject({
  mint: address,
  wallet: address,
  roles: z.array(walletRoleSchema),
  holding: z.strictObject({ holds_now: z.boolean(), sold_out: z.boolean(), ui_amount: z.number().nullable() }),
  track_record: z
    .strictObject({
      prior_tokens: z.number().int().nonnegative(),
      graduated: z.number().int().nonnegative().describe("earlier launchpad launches now traded on an AMM pool"),
    })
    .optional(),
  involved: z
    .boolean()
    .nullable()
    .optional()
    .describe("true: the wallet has a role or held or bought the token; false: never touched it (not found, which is not clean); null: its history could not be read"),
  note: z.string().nullable().optional().describe("why a wallet that was not found is not reported as clean"),
  slot,
});

export type CohortsResponse = z.infer<typeof cohortsResponseSchema>;
export type TradeAnalysisResponse = z.infer<typeof tradeAnalysisResponseSchema>;
export type CexFundingResponse = z.infer<typeof cexFundingResponseSchema>;
export type WalletCheckResponse = z.infer<typeof walletCheckResponseSchema>;

/** size_usd or size_sol on /api/scan-cabal (and /api/trade-analysis): the caller's position. */
