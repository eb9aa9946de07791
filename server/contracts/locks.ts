// Wire schemas of what reports say about locks (docs/locks.md): the scan
// report's `locks` block and `unlock_within_horizon` flag, and the lock items
// trade analysis lists under `liquidity.locks`. Amounts are decimal strings of
// base units (exact); times unix seconds; shares percent of the LP or of the supply.
// The schedule travels with the report so a stored report can be re-read for
// another caller's horizon (server/engine/locks/present-horizon.ts). These
// schemas are the one definition: the engine builds values of the types below
// (z.infer), naming them with `import type`.
import { z } from "zod";
import { LOCKER_IDS } from "@/server/engine/locks/lock-types";

const base58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const address = z.string().regex(base58).min(32).max(44);
const amount = z.string().regex(/^\d+$/).describe("base units (liquidity units for DAMM v2 and Orca positions), decimal string");
const pct = z.number().min(0).max(100).nullable();
const seconds = z.number().int().describe("unix seconds");

const locker = z.enum(LOCKER_IDS);

export const releaseItemSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("at"), at: seconds, amount }),
  z.strictObject({ kind: z.literal("periodic"), first_at: seconds, every: z.number().int().describe("seconds"), count: z.number().int().min(0), amount_each: amount }),
  z.strictObject({ kind: z.literal("linear"), from: seconds, to: seconds, amount }),
  z.strictObject({ kind: z.literal("never"), amount }),
]);

export const lockItemSchema = z.strictObject({
  locker,
  name: z.string(),
  program: address,
  account: address,
  asset: z.enum(["lp", "supply"]),
  mint: address.nullable(),
  pool: address.nullable(),
  amount,
  claimed: amount,
  pct,
  forever: z.boolean(),
  revocable: z.boolean().describe("the creator can cancel it and take back what is still locked"),
  beneficiary: address.nullable(),
  unlocks_at: seconds.nullable().describe("when what it still holds first becomes withdrawable (in the past: already withdrawable); null when locked for good"),
  releases: z.array(releaseItemSchema).describe("the whole schedule; what was claimed came out of the earliest releases"),
});

const shareFields = {
  total: amount.nullable().describe("the LP supply (or pool liquidity) or the token supply; null when unknown"),
  locked_pct: pct.describe("held by locks until a time"),
  locked_forever_pct: pct.describe("held by locks that never release it (burned LP is reported apart, in trade analysis)"),
  unlocks_at: seconds.nullable().describe("the earliest meaningful unlock: when locks have released at least 1% of it (or all they hold until a time)"),
  unlocking_pct: pct.describe("withdrawable from locks by the end of the horizon, what already is included"),
};

export const locksReportSchema = z.strictObject({
  as_of: seconds,
  horizon_hours: z.number().positive(),
  lp: z.strictObject({ ...shareFields, pool: address, venue: z.string().nullable(), lp_mint: address.nullable() }).nullable().describe("the main pool's LP; null without a pool (a bonding curve)"),
  supply: z.strictObject(shareFields),
  unlocks_at: seconds.nullable(),
  items: z.array(lockItemSchema),
  read: z.array(locker),
  failed: z.array(z.strictObject({ locker, reason: z.string() })).describe("programs that could not be read: what they lock is unknown"),
});

export const unlockWithinHorizonSchema = z.strictObject({
  horizon_hours: z.number().positive(),
  at: seconds.describe("the earliest meaningful unlock inside the horizon (in the past: already withdrawable)"),
  asset: z.enum(["lp", "supply"]),
  pct: z.number().min(0).max(100).describe("share of that asset withdrawable by the end of the horizon"),
  lp_pct: pct,
  supply_pct: pct,
});

/** `horizon_hours`: hours ahead an unlock counts for the caller; default 72, at most a year. */
export const horizonHoursSchema = z.coerce.number().positive().max(8760).optional().describe("hours ahead in which an unlock counts (default 72): sets locks.unlocking_pct and unlock_within_horizon, not cabal_score");

export type ReleaseItem = z.infer<typeof releaseItemSchema>;
export type LockItem = z.infer<typeof lockItemSchema>;
export type LocksReport = z.infer<typeof locksReportSchema>;
/** The LP's or the supply's locked shares (LocksReport.supply; the LP's adds its pool). */
export type LockShare = LocksReport["supply"];
/** The report's flag: a meaningful share of the LP or of the supply becomes withdrawable inside the horizon. */
export type UnlockWithinHorizon = z.infer<typeof unlockWithinHorizonSchema>;
