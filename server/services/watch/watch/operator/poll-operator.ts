// One poll of one watched operator wallet (the "watch.poll-operator" job),
// docs/decisions.md "Operator watch". The same reads as a mint poll: at rest
// ONE getSignaturesForAddress at the wallet (until its cursor), plus one per
// wallet it funded in the last 24 h (at most MAX_FUNDED). New transactions are
// read in one batch. Each activity is recorded once (UNIQUE incident key
// operator_active:<wallet>:<mint>:<role>) with one delivery per watch of the
// wallet, in one transaction; deliveries then go through the same signed,
// retried "watch.deliver" jobs as mint alerts.
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/server/platform/db/generated/client";
import { enqueueJob } from "@/server/platform/db/jobs";
import { deleteWatchedOperatorState, findWatchedOperatorPolledAt, getWatchedOperatorState, saveWatchedOperatorState } from "@/server/platform/db/watched-operators";
import { createDelivery, findWatchesOfWallet, insertIncident } from "@/server/platform/db/watches";
import type { JobHandler } from "@/server/services/watch/jobs/job-runner";
import { lookupOperator } from "@/server/services/analytics/operators/operator-memory";
import { buildOperatorPayload } from "@/server/services/watch/watch/alert-payload";
import { DELIVER_JOB } from "@/server/services/watch/watch/poll-mint";
import { readNewActivity, readNewestSignature } from "@/server/services/watch/watch/read-mint";
import { createRpcAllowance, retryAt, type RpcAllowance } from "@/server/services/watch/watch/rpc-allowance";
import type { WatchContext } from "@/server/services/watch/watch/watch-context";
import { findBuys, findDeployments, findFundings, findSponsoredBuys, type Buy, type OperatorActivity } from "@/server/services/watch/watch/operator/operator-activity";
import { parseOperatorState, type OperatorWatchState } from "@/server/services/watch/watch/operator/operator-state";

export const OPERATOR_POLL_JOB = "watch.poll-operator";
export const operatorJobKey = (wallet: string) => `poll-operator:${wallet}`;

/** a funded wallet is followed this long after its newest funding (the "fresh wallet" window of stealth bundles) */
export const FUNDED_FOLLOW_SECONDS = 24 * 3600;
/** funded wallets followed at once per operator, newest kept: bounds a poll to 1 + MAX_FUNDED signature reads */
export const MAX_FUNDED = 20;
/** a token is a new launch when it was created at most this long before the funded wallet's buy */
export const NEW_LAUNCH_SECONDS = 24 * 3600;
/** a token with this many transactions before the buy is no new launch (one page of its history) */
const LAUNCH_HISTORY_PAGE = 1000;
/** mints remembered as judged per operator (an older one may be judged again: the incident key still holds) */
const MAX_JUDGED = 500;
/** a failing poll retries at most this far apart, ms */
const POLL_BACKOFF_CAP_MS = 300_000;

export function createOperatorPollHandler(ctx: WatchContext): JobHandler {
  return async (job, now) => {
    const { wallet } = job.payload as { wallet: string };
    const { prisma } = await ctx.database();
    // No watch left: the poll ends and its state is dropped (a new watch starts at the chain's present).
    const watches = await findWatchesOfWallet(prisma, wallet);
    if (watches.length === 0) {
      await deleteWatchedOperatorState(prisma, wallet);
      return { kind: "done" };
    }
    try {
      // as a mint poll: charged to the watching keys' fair shares, refused polls back stalest first
      const polledAt = await findWatchedOperatorPolledAt(prisma, wallet);
      const allowance = createRpcAllowance(ctx, now, { job: operatorJobKey(wallet), polledAt, keys: watches.map((w) => w.apiKeyId) });
      const polled = await pollOperatorOnce(ctx, wallet, parseOperatorState(await getWatchedOperatorState(prisma, wallet)), now, allowance.allow);
      if (!polled) return { kind: "again", runAt: retryAt(now, allowance.limitedBy(), ctx.pollSeconds, polledAt) };
      if (polled.activities.length > 0) await recordOperatorActivities(ctx, polled.activities, now);
      await saveWatchedOperatorState(prisma, wallet, polled.state as unknown as Prisma.InputJsonValue, now);
    } catch (error) {
      // as a mint poll: the cursors were not saved, the next read picks up everything
      const message = error instanceof Error ? error.message : String(error);
      const delay = Math.min(POLL_BACKOFF_CAP_MS, ctx.pollSeconds * 1000 * 2 ** Math.min(job.attempts, 10));
      console.error(`[watch] poll of operator ${wallet} failed (attempt ${job.attempts}): ${message}`);
      return { kind: "retry", runAt: new Date(now.getTime() + delay), error: message };
    }
    return { kind: "again", runAt: new Date(now.getTime() + ctx.pollSeconds * 1000) };
  };
}

/** One poll within the RPC budget; null when the budget left nothing to read now. */
export async function pollOperatorOnce(
  ctx: WatchContext,
  wallet: string,
  stored: OperatorWatchState | null,
  now: Date,
  allow: RpcAllowance = async (n) => n,
): Promise<{ state: OperatorWatchState; activities: OperatorActivity[] } | null> {
  const nowSec = Math.floor(now.getTime() / 1000);
  if ((await allow(1, false)) !== 1) return null;
  // the first read starts at the present: what the wallet did before the watch is not an alert
  if (!stored) return { state: { version: 1, cursor: await readNewestSignature(ctx.rpc, wallet), funded: [], judged: [] }, activities: [] };
  const reads = (wanted: number) => allow(wanted, true);
  const own = await readNewActivity(ctx.rpc, wallet, stored.cursor, reads);
  const activities = findDeployments(own.txs.map((tx, i) => ({ tx, raw: own.raws[i] })), wallet, nowSec);
  const funded = followFunded(stored.funded, findFundings(own.txs, wallet, nowSec), nowSec);
  const judged = [...stored.judged];
  // A new launch is judged once per operator (a later buy of the same mint is the same activity: the
  // incident key holds). A judgement the minute's RPC budget (or the keys' fair share of it)
  // cannot pay for is skipped: at WATCH_RPC_BUDGET's default that takes hundreds of watched
  // wallets polled in the same minute.
  const judgeOnce = async (buy: Buy): Promise<boolean> => {
    if (judged.includes(buy.mint) || (await allow(1, false)) !== 1) return false;
    judged.push(buy.mint);
    return isNewLaunch(ctx, buy);
  };
  for (const buy of findSponsoredBuys(own.txs, wallet, nowSec)) {
    if (await judgeOnce(buy)) activities.push({ wallet, role: "funder", mint: buy.mint, tx: buy.signature, slot: buy.slot, time: buy.time, buyer: buy.buyer, buyTx: buy.signature, via: "fee_payer" });
  }
  for (const f of funded) {
    if ((await allow(1, false)) !== 1) break;
    const read = await readNewActivity(ctx.rpc, f.wallet, f.cursor, reads);
    f.cursor = read.cursor;
    for (const buy of findBuys(read.txs, f.wallet, nowSec)) {
      if (await judgeOnce(buy)) activities.push({ wallet, role: "funder", mint: buy.mint, tx: f.fundingTx, slot: buy.slot, time: buy.time, buyer: f.wallet, buyTx: buy.signature, via: "transfer" });
    }
  }
  return { state: { version: 1, cursor: own.cursor, funded, judged: judged.slice(-MAX_JUDGED) }, activities };
}

/** The funded wallets to follow: new ones start reading after their funding; a wallet funded again is followed longer. */
function followFunded(previous: OperatorWatchState["funded"], fundings: ReturnType<typeof findFundings>, nowSec: number): OperatorWatchState["funded"] {
  const byWallet = new Map(previous.map((f) => [f.wallet, { ...f }]));
  for (const f of fundings) {
    const known = byWallet.get(f.wallet);
    if (known) Object.assign(known, { fundingTx: f.signature, slot: f.slot, time: f.time });
    else byWallet.set(f.wallet, { wallet: f.wallet, fundingTx: f.signature, slot: f.slot, time: f.time, cursor: f.signature });
  }
  return [...byWallet.values()]
    .filter((f) => nowSec - f.time <= FUNDED_FOLLOW_SECONDS)
    .sort((a, b) => b.slot - a.slot)
    .slice(0, MAX_FUNDED);
}

/** Created at most NEW_LAUNCH_SECONDS before the buy: the mint's history before the buy fits in one page and starts recently. */
async function isNewLaunch(ctx: WatchContext, buy: Buy): Promise<boolean> {
  const before = await ctx.rpc.getSignaturesForAddress(buy.mint, { before: buy.signature, limit: LAUNCH_HISTORY_PAGE });
  if (before.length >= LAUNCH_HISTORY_PAGE) return false;
  const created = before.at(-1)?.blockTime ?? buy.time;
  return buy.time - created <= NEW_LAUNCH_SECONDS;
}

async function recordOperatorActivities(ctx: WatchContext, activities: OperatorActivity[], now: Date): Promise<void> {
  const { prisma } = await ctx.database();
  for (const activity of activities) {
    await prisma.$transaction(async (tx) => {
      // operator memory: where this service has already seen the wallet (other mints than this one)
      const memory = await lookupOperator(tx, activity.wallet);
      const seenIn = memory.seen_in.filter((s) => s.mint !== activity.mint);
      const seenCount = memory.seen_count - (seenIn.length < memory.seen_in.length ? 1 : 0);
      const payload = buildOperatorPayload(activity, ctx.baseUrl, { seen_count: seenCount, seen_in: seenIn });
      const id = randomUUID();
      const dedupeKey = `operator_active:${activity.wallet}:${activity.mint}:${activity.role}`;
      const recorded = await insertIncident(tx, { id, dedupeKey, mint: activity.mint, type: "operator_active", slot: BigInt(activity.slot), data: payload as unknown as Prisma.InputJsonValue, detectedAt: now });
      if (!recorded) return;
      for (const watch of await findWatchesOfWallet(tx, activity.wallet)) {
        if (!watch.events.includes("operator_active")) continue;
        const deliveryId = `msg_${randomUUID().replaceAll("-", "")}`;
        await createDelivery(tx, { id: deliveryId, incidentId: id, watchId: watch.id, createdAt: now });
        await enqueueJob(tx, { kind: DELIVER_JOB, payload: { deliveryId }, dedupeKey: `deliver:${deliveryId}`, runAt: now });
      }
    });
  }
}
