// One attempt to deliver one alert (the "watch.deliver" job). Webhooks are
// signed with Standard Webhooks (`standardwebhooks`): webhook-id is the
// delivery's id, the same on every retry, so a receiver can drop duplicates;
// webhook-timestamp and the signature are fresh per attempt (receivers refuse
// stale timestamps). Failures back off exponentially for 24 h, then the
// delivery is given up and the watch marked failing. E-mail goes through the
// existing mailer. Exactly once across instances: the job is leased by one
// worker, and the attempt is recorded only while the delivery is pending.
import { Webhook } from "standardwebhooks";
import { findDelivery, recordAttempt, recordDeliveryOnWatch, resealWatchSecret } from "@/server/db/watches";
import type { JobHandler, JobOutcome } from "../jobs/job-runner";
import { openSecret, sealSecret } from "../webhooks/secret-box";
import { sendWebhook, type WebhookOutcome } from "../webhooks/send-webhook";
import { describeAlertForEmail, type AlertPayload } from "./alert-payload";
import type { WatchContext } from "./watch-context";

/** retries go on this long after the incident, ms (decisions.md: 24 h) */
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

export function createDeliverHandler(ctx: WatchContext): JobHandler {
  return async (job, now): Promise<JobOutcome> => {
    const { deliveryId } = job.payload as { deliveryId: string };
    const { prisma } = await ctx.database();
    const delivery = await findDelivery(prisma, deliveryId);
    // Deleted watch (cascade) or already settled: nothing to send.
    if (!delivery || delivery.status !== "pending") return { kind: "done" };
    const outcome = await attempt(ctx, delivery.watch, delivery.id, delivery.incident.data as unknown as AlertPayload, now);
    const expired = now.getTime() - delivery.createdAt.getTime() >= DELIVERY_WINDOW_MS;
    const status = outcome.ok ? "delivered" : expired ? "failed" : "pending";
    await recordAttempt(prisma, delivery.id, { at: now, statusCode: outcome.status, response: outcome.response, outcome: status });
    await recordDeliveryOnWatch(prisma, delivery.watchId, now, outcome.status, outcome.ok ? false : expired ? true : undefined);
    if (outcome.ok) return { kind: "done" };
    if (expired) return { kind: "give_up", error: `gave up after 24 h: ${outcome.response}` };
    return { kind: "retry", runAt: new Date(now.getTime() + retryDelayMs(delivery.attempts + 1)), error: outcome.response };
  };
}
