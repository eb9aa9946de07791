// One attempt to deliver one alert (the "watch.deliver" job). Webhooks are
// signed with Standard Webhooks (`standardwebhooks`): webhook-id is the
// delivery's id, the same on every retry, so a receiver can drop duplicates;
// webhook-timestamp and the signature are fresh per attempt (receivers refuse
// stale timestamps). Failures back off exponentially for 24 h, then the
// delivery is given up and the watch marked failing. E-mail goes through the
// existing mailer, and only to an address confirmed by its link (otherwise the
// delivery is recorded as skipped). Exactly once across instances: the job is leased by one
// worker, and the attempt is recorded only while the delivery is pending.
import { Webhook } from "standardwebhooks";
import { randomUUID } from "node:crypto";
import { claimDeliveryAttempt, findDelivery, recordAttempt, recordDeliveryOnWatch, resealWatchSecret } from "@/server/platform/db/watches";
import type { JobHandler, JobOutcome } from "@/server/services/watch/jobs/job-runner";
import { openSecret, sealSecret } from "@/server/services/watch/webhooks/secret-box";
import { sendWebhook, WEBHOOK_TIMEOUT_MS, type WebhookOutcome } from "@/server/services/watch/webhooks/send-webhook";
import { createTargetSlots } from "@/server/services/watch/watch/target-slots";
import { describeAlertForEmail, type AlertPayload } from "@/server/services/watch/watch/alert-payload";
import { isEmailConfirmed } from "@/server/services/watch/watch/email-confirmation";
import type { WatchContext } from "@/server/services/watch/watch/watch-context";

/** retries go on this long after the incident, ms (docs/decisions.md: 24 h) */
export const DELIVERY_WINDOW_MS = 24 * 3600 * 1000;
/** first retry after 10 s, doubling, at most 1 h apart */
const BACKOFF_BASE_MS = 10_000;
const BACKOFF_CAP_MS = 3_600_000;

export function retryDelayMs(attempt: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

/** The watch's signing secret; one sealed under a previous key (rotation) is re-sealed under the current one. */
async function openWatchSecret(ctx: WatchContext, watch: { id: string; secretEnc: string }): Promise<string> {
  const { secret, stale } = openSecret(ctx.secretKeys, watch.secretEnc);
  if (stale) {
    const { prisma } = await ctx.database();
    await resealWatchSecret(prisma, watch.id, watch.secretEnc, sealSecret(ctx.secretKeys, secret)).catch((error: unknown) =>
      console.error("[watch] re-sealing a webhook secret failed (tried again next time):", error instanceof Error ? error.message : error),
    );
  }
  return secret;
}

type DeliveryWatch = { id: string; webhookUrl: string | null; email: string | null; secretEnc: string | null };

async function attempt(ctx: WatchContext, watch: DeliveryWatch, id: string, payload: AlertPayload, now: Date): Promise<WebhookOutcome> {
  if (watch.webhookUrl && watch.secretEnc) {
    const body = JSON.stringify(payload);
    const signature = new Webhook(await openWatchSecret(ctx, { id: watch.id, secretEnc: watch.secretEnc })).sign(id, now, body);
    return sendWebhook(
      { url: watch.webhookUrl, body, headers: { "webhook-id": id, "webhook-timestamp": String(Math.floor(now.getTime() / 1000)), "webhook-signature": signature } },
      { ...ctx.guard, resolve: ctx.resolve },
    );
  }
  if (watch.email) {
    if (!ctx.mailer) return { ok: false, status: null, response: "e-mail is not configured on this server (SMTP_URL)" };
    try {
      await ctx.mailer.send({ from: ctx.mailFrom, to: watch.email, ...describeAlertForEmail(payload) });
      return { ok: true, status: null, response: "sent" };
    } catch (error) {
      return { ok: false, status: null, response: `e-mail failed: ${(error as Error).message}`.slice(0, 1024) };
    }
  }
  return { ok: false, status: null, response: "the watch has no destination" };
}

/** An attempt's claim outlasts the send's own deadline (DNS, connect and answer within the timeout) with room to record it. */
const CLAIM_MS = 2 * WEBHOOK_TIMEOUT_MS + 10_000;
/** a delivery that waits (another worker's claim, a busy receiver) is looked at again this soon */
const WAIT_MS = 2_000;

export function createDeliverHandler(ctx: WatchContext): JobHandler {
  const slots = createTargetSlots();
  return async (job, now): Promise<JobOutcome> => {
    const { deliveryId } = job.payload as { deliveryId: string };
    const { prisma } = await ctx.database();
    const delivery = await findDelivery(prisma, deliveryId);
    // Deleted watch (cascade) or already settled: nothing to send.
    if (!delivery || delivery.status !== "pending") return { kind: "done" };
    // one receiver's deliveries take at most a few of this process's slots
    const target = await slots.take(delivery.watch.webhookUrl);
    if (!target) return { kind: "again", runAt: new Date(now.getTime() + WAIT_MS), payload: job.payload };
    try {
      // Exactly once across instances even when the job's lease ran out mid-send: the attempt itself is
      // claimed on the delivery row, and no other worker sends while that claim lasts.
      const claimed = await claimDeliveryAttempt(prisma, delivery.id, { worker: randomUUID(), now, until: new Date(now.getTime() + CLAIM_MS) });
      if (!claimed) return { kind: "again", runAt: new Date(now.getTime() + WAIT_MS), payload: job.payload };
      return await settle(ctx, delivery, now);
    } finally {
      target.release();
    }
  };
}

type PendingDelivery = NonNullable<Awaited<ReturnType<typeof findDelivery>>>;

/** Why an unconfirmed address's alert is recorded and not sent. */
export const UNCONFIRMED_EMAIL = "not sent: the e-mail address is not confirmed (its confirmation link was not used)";

async function settle(ctx: WatchContext, delivery: PendingDelivery, now: Date): Promise<JobOutcome> {
  const { prisma } = await ctx.database();
  // Alerts go only to addresses their owner confirmed by the link (email-confirmation.ts); this one is
  // recorded as skipped, with the reason, and never sent later (a confirmation is no backlog of alerts).
  const { watch } = delivery;
  if (!watch.webhookUrl && watch.email && !(await isEmailConfirmed(ctx, watch.apiKeyId, watch.email))) {
    await recordAttempt(prisma, delivery.id, { at: now, statusCode: null, response: UNCONFIRMED_EMAIL, outcome: "skipped" });
    return { kind: "done" };
  }
  const outcome = await attempt(ctx, delivery.watch, delivery.id, delivery.incident.data as unknown as AlertPayload, now);
  const expired = now.getTime() - delivery.createdAt.getTime() >= DELIVERY_WINDOW_MS;
  const status = outcome.ok ? "delivered" : expired ? "failed" : "pending";
  // also ends the claim: the next attempt (a retry) may be sent by any worker
  await recordAttempt(prisma, delivery.id, { at: now, statusCode: outcome.status, response: outcome.response, outcome: status });
  await recordDeliveryOnWatch(prisma, delivery.watchId, now, outcome.status, outcome.ok ? false : expired ? true : undefined);
  if (outcome.ok) return { kind: "done" };
  if (expired) return { kind: "give_up", error: `gave up after 24 h: ${outcome.response}` };
  return { kind: "retry", runAt: new Date(now.getTime() + retryDelayMs(delivery.attempts + 1)), error: outcome.response };
}
