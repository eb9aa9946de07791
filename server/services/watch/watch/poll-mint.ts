// One poll of one watched mint (the "watch.poll" job): read what is new, run
// the pure detector, record each incident once (UNIQUE dedupe key) together
// with one delivery per interested watch and its delivery job, in ONE
// transaction, then save the state and come back in WATCH_POLL_SECONDS.
// One poll job per mint (dedupe key poll:<mint>) and the job lease mean two
// workers never poll the same mint at once.
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/server/platform/db/generated/client";
import { enqueueJob } from "@/server/platform/db/jobs";
import { createDelivery, deleteWatchedMintState, findWatchedMintPolledAt, findWatchesOfMint, getWatchedMintState, insertIncident, saveWatchedMintState } from "@/server/platform/db/watches";
import { detectIncidents } from "@/server/engine/watch/detect-incidents";
import type { WatchIncident } from "@/server/engine/watch/types";
import type { JobHandler } from "@/server/services/watch/jobs/job-runner";
import { buildAlertPayload } from "@/server/services/watch/watch/alert-payload";
import { readNewActivity, readNewestSignature, readTopHolders } from "@/server/services/watch/watch/read-mint";
import { createRpcAllowance, REFRESH_CALLS, retryAt, type RpcAllowance } from "@/server/services/watch/watch/rpc-allowance";
import type { WatchContext } from "@/server/services/watch/watch/watch-context";
import { parseWatchState, serializeWatchState, type WatchState } from "@/server/services/watch/watch/watch-state";
import { toWatchTx } from "@/server/services/watch/watch/watch-trades";

export const POLL_JOB = "watch.poll";
export const DELIVER_JOB = "watch.deliver";
/** top-20 bags, supply and main pool are re-read this often, seconds */
export const REFRESH_SECONDS = 300;

/** a failing poll retries at most this far apart, ms */
const POLL_BACKOFF_CAP_MS = 300_000;

export const pollJobKey = (mint: string) => `poll:${mint}`;

export function createPollHandler(ctx: WatchContext): JobHandler {
  return async (job, now) => {
    const { mint } = job.payload as { mint: string };
    const next = { kind: "again", runAt: new Date(now.getTime() + ctx.pollSeconds * 1000) } as const;
    const { prisma } = await ctx.database();
    const watches = await findWatchesOfMint(prisma, mint);
    // No watch left: the poll ends and its state is dropped (a new watch revives the job and
    // starts at the chain's present, so old activity is never alerted).
    if (watches.length === 0) {
      await deleteWatchedMintState(prisma, mint);
      return { kind: "done" };
    }
    try {
      // the calls are charged to the watching keys' fair shares (fair-share.ts)
      const polledAt = await findWatchedMintPolledAt(prisma, mint);
      const allowance = createRpcAllowance(ctx, now, { job: pollJobKey(mint), polledAt, keys: watches.map((w) => w.apiKeyId) });
      const state = await pollOnce(ctx, mint, parseWatchState(await getWatchedMintState(prisma, mint)), now, allowance.allow);
      // the budget or the keys' share is spent: nothing was read, state and cursor stay; back stalest first
      if (!state) return { kind: "again", runAt: retryAt(now, allowance.limitedBy(), ctx.pollSeconds, polledAt) };
      await saveWatchedMintState(prisma, mint, serializeWatchState(state), now);
    } catch (error) {
      // An RPC outage must not end a watch: the cursor was not moved, so the
      // next read picks up everything; polls back off to at most every 5 min.
      const message = error instanceof Error ? error.message : String(error);
      const delay = Math.min(POLL_BACKOFF_CAP_MS, ctx.pollSeconds * 1000 * 2 ** Math.min(job.attempts, 10));
      console.error(`[watch] poll of ${mint} failed (attempt ${job.attempts}): ${message}`);
      return { kind: "retry", runAt: new Date(now.getTime() + delay), error: message };
    }
    return next;
  };
}

async function refreshState(ctx: WatchContext, mint: string, previous: WatchState | null, nowSec: number): Promise<WatchState> {
  const fresh = await readTopHolders(ctx.rpc, mint);
  const samePlace = previous?.pollAddress === fresh.pollAddress;
  return {
    version: 1,
    pollAddress: fresh.pollAddress,
    // a new poll address starts at its newest signature: history before the watch is not an alert
    cursor: samePlace ? previous.cursor : await readNewestSignature(ctx.rpc, fresh.pollAddress),
    supply: fresh.supply,
    holders: fresh.holders,
    pool: samePlace && previous.pool && fresh.pool ? { ...fresh.pool, quoteAccount: previous.pool.quoteAccount } : fresh.pool,
    reserves: samePlace ? previous.reserves : [],
    lastDrainAlert: previous?.lastDrainAlert ?? null,
    refreshedAt: nowSec,
  };
}

/** One poll within the RPC budget; null when the budget left nothing to read now. */
export async function pollOnce(ctx: WatchContext, mint: string, stored: WatchState | null, now: Date, allow: RpcAllowance = async (n) => n): Promise<WatchState | null> {
  const nowSec = Math.floor(now.getTime() / 1000);
  if (!stored) return (await allow(REFRESH_CALLS, false)) === REFRESH_CALLS ? refreshState(ctx, mint, null, nowSec) : null;
  if ((await allow(1, false)) !== 1) return null;
  const activity = await readNewActivity(ctx.rpc, stored.pollAddress, stored.cursor, (wanted) => allow(wanted, true));
  const detection = detectIncidents({
    mint,
    supply: stored.supply,
    holders: stored.holders,
    pool: stored.pool,
    reserves: stored.reserves,
    lastDrainAlert: stored.lastDrainAlert,
    txs: activity.txs.map((tx) => toWatchTx(tx, mint)),
    now: nowSec,
  });
  if (detection.incidents.length > 0) await recordIncidents(ctx, mint, detection.incidents, now);
  const state: WatchState = { ...stored, ...detection, cursor: activity.cursor, version: 1 };
  // a refresh the budget cannot pay for now waits for a later poll (refreshedAt stays old)
  const refreshDue = nowSec - stored.refreshedAt >= REFRESH_SECONDS;
  return refreshDue && (await allow(REFRESH_CALLS, false)) === REFRESH_CALLS ? refreshState(ctx, mint, state, nowSec) : state;
}

async function recordIncidents(ctx: WatchContext, mint: string, incidents: WatchIncident[], now: Date): Promise<void> {
  const { prisma } = await ctx.database();
  for (const incident of incidents) {
    // PGlite: inside the transaction only `tx` may be used.
    await prisma.$transaction(async (tx) => {
      const id = randomUUID();
      const payload = buildAlertPayload(incident, mint, ctx.baseUrl);
      const recorded = await insertIncident(tx, { id, dedupeKey: incident.dedupeKey, mint, type: incident.type, slot: BigInt(incident.slot), data: payload as unknown as Prisma.InputJsonValue, detectedAt: now });
      if (!recorded) return;
      for (const watch of await findWatchesOfMint(tx, mint)) {
        if (!watch.events.includes(incident.type)) continue;
        const deliveryId = `msg_${randomUUID().replaceAll("-", "")}`;
        await createDelivery(tx, { id: deliveryId, incidentId: id, watchId: watch.id, createdAt: now });
        await enqueueJob(tx, { kind: DELIVER_JOB, payload: { deliveryId }, dedupeKey: `deliver:${deliveryId}`, runAt: now });
      }
    });
  }
}
