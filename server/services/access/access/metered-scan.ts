// The one metering engine (issue 32 item 2): every counter a call spends, for
// an anonymous caller or a key, every plan, for reserve-scans.ts. One scan
// (scan-cabal, the stream, the map, analytics and their MCP twins) is
// metered with the database off the warm path (issue 21 item 4):
//   1. a free repeat (fair metering, recent-charges.ts): this process's
//      knowledge of the charge (known-charges.ts) and the in-memory report
//      decide it without a statement; otherwise one statement checks the
//      repeat and, when it is none, remembers the charge;
//   2. the unit: spent from a block this process holds (unit-blocks.ts),
//      the block taken from the same row as before (the quota counter, the
//      key's credit), so N instances never serve more than the row allows.
// A scan that fails on our side gives its unit back to the block and forgets
// its charge, as before. Several scans at once (a batch) are taken from the
// same row in one statement, all or none, and given back to it.
import { deductCredit, findApiKeyById, refundCredit, type ApiKeyRecord } from "@/server/platform/db/api-keys";
import { readUsage, releaseUsage, reserveUsage, type Db } from "@/server/platform/db/usage-counters";
import { ApiError } from "@/server/http/api-error";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { keyUsageSubject } from "@/server/services/access/access/key-access";
import { monthPeriod, secondsUntilNextMonth } from "@/server/services/access/access/periods";
import { chargeSubject, forgetCharge, freeRepeatGrant, rememberUnlessRepeat, type RepeatQuery } from "@/server/services/access/access/recent-charges";
import type { AccessKind, Grant, Remaining } from "@/server/services/access/access/scan-access";
import type { BlockAccount } from "@/server/services/access/access/unit-blocks";

export type MeteredCaller = { kind: "anonymous"; subject: string } | { kind: "key"; key: ApiKeyRecord };

export interface MeterRefusal {
  code: "payment_required" | "plan_expired";
  message: string;
  remaining: Remaining;
}

interface Meter {
  kind: AccessKind;
  includeLaunches: boolean;
  account: BlockAccount<number | bigint>;
  /** what the caller has left: the row's state after the last statement plus the units held here */
  view(last: number | bigint, held: number): Remaining;
  /** the same read from the database (a repeat before this process reserved anything) */
  read(): Promise<Remaining>;
  refusal(): Promise<MeterRefusal>;
}

const creditAccountId = (keyId: string, price: bigint) => `credit:${keyId}:${price}`;
const usageAccountId = (subject: string, period: string) => `usage:${subject}:${period}`;

/** What this process holds of a key's credit (micro-USDC) or of a usage counter (units): taken from the row,
 * not spent. A balance shown outside a scan adds it back, as the scan's own headers do. */
export function heldCredit(ctx: AccessContext, keyId: string): bigint {
  return BigInt(ctx.blocks.peek(creditAccountId(keyId, ctx.plans.perScanMicros))?.held ?? 0) * ctx.plans.perScanMicros;
}

export function heldUsage(ctx: AccessContext, subject: string, period: string): number {
  return ctx.blocks.peek(usageAccountId(subject, period))?.held ?? 0;
}

/** Credit blocks are smaller than quota blocks: a crash keeps at most this many scans' credit taken. */
const MAX_CREDIT_BLOCK = 32;

/** A quota's block: at most a sixteenth of it (what one instance can hold back from the others), at most 32
 * units, as a payg key's credit. (At most 64, the anonymous warm scan plateaued near 2,000/s with p99 60-80 ms
 * at 64 connections; at 32 it makes 3,100-3,400/s, p99 31-35 ms; at 16, 2,500/s, p99 55 ms: docs/operations.md.) */
function quotaBlock(limit: number): number {
  return Math.max(1, Math.min(32, Math.floor(limit / 16)));
}

export type Metered = { ok: true; grant: Grant } | { ok: false; refusal: MeterRefusal };

/** `units` scans for `caller`: one (a free repeat of `repeat` when it is one), or several at once. */
export async function meterScans(ctx: AccessContext, caller: MeteredCaller, charge: { units: number; repeat?: RepeatQuery }): Promise<Metered> {
  return charge.units === 1 ? meterOneScan(ctx, caller, charge.repeat) : meterUnits(ctx, caller, charge.units);
}

/** Several scans at once (a batch): taken from the row in one statement, all or none; given back to it. */
async function meterUnits(ctx: AccessContext, caller: MeteredCaller, units: number): Promise<Metered> {
  const { prisma } = await ctx.database();
  const meter = meterFor(ctx, prisma, caller);
  if (!meter.ok) return meter;
  const { kind, includeLaunches, account, view } = meter.meter;
  const held = () => ctx.blocks.peek<number | bigint>(account.id)?.held ?? 0;
  const state = await account.take(units);
  if (state === null) return { ok: false, refusal: await meter.meter.refusal() };
  const grant: Grant = {
    kind,
    includeLaunches,
    remaining: view(state, held()),
    refund: async (n) => {
      const after = await account.give(n);
      return after === null ? meter.meter.read() : view(after, held());
    },
  };
  return { ok: true, grant };
}

export async function meterOneScan(ctx: AccessContext, caller: MeteredCaller, query?: RepeatQuery): Promise<Metered> {
  const { prisma } = await ctx.database();
  const meter = meterFor(ctx, prisma, caller);
  if (!meter.ok) return meter;
  const { kind, includeLaunches, account } = meter.meter;
  const subject = chargeSubject(caller.kind === "key" ? { keyId: caller.key.id } : { anonymous: caller.subject });
  const at = ctx.now();
  const since = at.getTime() - ctx.plans.repeatFreeSeconds * 1000;
  const remaining = async () => {
    const held = ctx.blocks.peek<number | bigint>(account.id);
    return held ? meter.meter.view(held.last, held.held) : meter.meter.read();
  };
  // REPEAT_FREE_SECONDS=0, or a call that is no repeat of anything: no charge needs remembering
  const remembers = ctx.plans.repeatFreeSeconds > 0 && query !== undefined;
  if (remembers && query) {
    const known = query.fresh ? undefined : ctx.knownCharges.get(subject, query.mint);
    // the stored report must still be fresh too (the scan then answers from memory, never a free live trace)
    if (known !== undefined && known > since && query.cachedAtMs !== undefined && query.cachedAtMs > since) {
      return { ok: true, grant: freeRepeatGrant(kind, includeLaunches, await remaining()) };
    }
    const repeatAt = await rememberUnlessRepeat(prisma, { chargeSubject: subject, mint: query.mint, fresh: query.fresh, since: new Date(since), at });
    if (repeatAt !== null) {
      ctx.knownCharges.set(subject, query.mint, repeatAt.getTime());
      return { ok: true, grant: freeRepeatGrant(kind, includeLaunches, await remaining()) };
    }
  }
  const spent = await ctx.blocks.spend(account);
  if (!spent.ok) {
    if (remembers && query) await forgetCharge(prisma, { subject, mint: query.mint });
    return { ok: false, refusal: await meter.meter.refusal() };
  }
  if (remembers && query) ctx.knownCharges.set(subject, query.mint, at.getTime());
  const grant: Grant = {
    kind,
    includeLaunches,
    remaining: meter.meter.view(spent.last, spent.held),
    refund: async (n) => {
      ctx.blocks.giveBack(account.id, n);
      if (remembers && query) {
        ctx.knownCharges.delete(subject, query.mint);
        await forgetCharge(prisma, { subject, mint: query.mint });
      }
      return remaining();
    },
  };
  return { ok: true, grant };
}

function meterFor(ctx: AccessContext, db: Db, caller: MeteredCaller): { ok: true; meter: Meter } | { ok: false; refusal: MeterRefusal } {
  if (caller.kind === "anonymous") {
    const limit = ctx.plans.anonymousMonthlyQuota;
    const free = (used: number) => ({ free: Math.max(0, limit - used) });
    return {
      ok: true,
      meter: {
        kind: "anonymous",
        includeLaunches: false,
        ...counterMeter(ctx, db, `anon:${caller.subject}`, limit, free),
        refusal: async () => ({
          code: "payment_required",
          message: `The free quota of ${limit} scans this month is used up. Get a free key by e-mail, buy a key, or pay for this scan in USDC.`,
          remaining: { free: 0 },
        }),
      },
    };
  }
  const key = caller.key;
  if (key.plan === "payg") return { ok: true, meter: creditMeter(ctx, db, key) };
  if (key.plan === "unlimited") {
    const now = ctx.now();
    if (!key.periodEnd || key.periodEnd <= now) {
      const message = `This key's unlimited plan ended on ${key.periodEnd?.toISOString() ?? "an unknown date"}.`;
      return { ok: false, refusal: { code: "plan_expired", remaining: { credits: 0, keyPlan: "unlimited" }, message } };
    }
    const limit = ctx.plans.unlimitedMonthlyFairUse;
    const meter = counterMeter(ctx, db, keyUsageSubject(key), limit, (used) => ({ credits: Math.max(0, limit - used), keyPlan: "unlimited" as const }));
    // Fair use, not payment: the plan is paid; it resumes with the next month.
    const refusal = async (): Promise<MeterRefusal> => {
      throw new ApiError("rate_limited", `The unlimited plan's fair use of ${limit} scans this month is used up.`, {
        headers: { "Retry-After": String(secondsUntilNextMonth(now)), "X-Key-Credits-Remaining": "0", "X-Key-Plan": "unlimited" },
      });
    };
    return { ok: true, meter: { kind: "unlimited_key", includeLaunches: true, ...meter, refusal } };
  }
  const limit = ctx.plans.freeKeyMonthlyQuota;
  const left = (used: number) => Math.max(0, limit - used);
  const meter = counterMeter(ctx, db, keyUsageSubject(key), limit, (used) => ({ free: left(used), credits: left(used), keyPlan: "free" as const }));
  const refusal = async (): Promise<MeterRefusal> => ({
    code: "payment_required",
    remaining: { free: 0, credits: 0, keyPlan: "free" },
    message: `This free key has used its ${limit} scans this month.`,
  });
  return { ok: true, meter: { kind: "free_key", includeLaunches: false, ...meter, refusal } };
}

/** A monthly usage counter (usage-counters.ts): a block is `count += n` while it stays within `limit`. */
function counterMeter(ctx: AccessContext, db: Db, subject: string, limit: number, show: (used: number) => Remaining) {
  const period = monthPeriod(ctx.now());
  const account: BlockAccount<number> = {
    id: usageAccountId(subject, period),
    maxBlock: quotaBlock(limit),
    take: (n) => reserveUsage(db, { subject, period, count: n, limit }),
    give: (n) => releaseUsage(db, { subject, period, count: n }),
  };
  return {
    account: account as BlockAccount<number | bigint>,
    // units held here are counted in the row but not spent
    view: (last: number | bigint, held: number) => show(Number(last) - held),
    read: async () => show(await readUsage(db, subject, period)),
  };
}

/** A payg key's credit (api-keys.ts): a block is `credit -= n * price`, never below zero, only while the key is live. */
function creditMeter(ctx: AccessContext, db: Db, key: ApiKeyRecord): Meter {
  const price = ctx.plans.perScanMicros;
  const show = (micros: bigint): Remaining => ({ credits: Number(micros / price), creditMicros: micros, keyPlan: "payg" });
  const current = async () => (await findApiKeyById(db, key.id))?.creditMicros ?? 0n;
  // a block is refused for a revoked key too: say so (401), and stop trusting the kept proof
  const refusedWith = async (): Promise<bigint> => {
    const row = await findApiKeyById(db, key.id);
    if (!row || row.revokedAt) {
      ctx.keyCache.forget(key.id);
      throw new ApiError("unauthorized", "Unknown or revoked API key.");
    }
    return row.creditMicros;
  };
  return {
    kind: "payg_key",
    includeLaunches: true,
    account: {
      id: creditAccountId(key.id, price),
      maxBlock: MAX_CREDIT_BLOCK,
      take: (n) => deductCredit(db, key.id, price * BigInt(n)),
      give: (n) => refundCredit(db, key.id, price * BigInt(n)),
    },
    // units held here are taken from the balance but not spent
    view: (last, held) => show(BigInt(last) + price * BigInt(held)),
    read: async () => show(await current()),
    refusal: async () => ({ code: "payment_required", remaining: show(await refusedWith()), message: "This key's credit does not cover 1 scan(s)." }),
  };
}
