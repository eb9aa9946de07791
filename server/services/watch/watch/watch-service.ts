// /api/watch use cases: register (URL vetted by the SSRF guard, per-key limit,
// secret shown once and stored encrypted), list with delivery status, delete.
// A watch names a mint or an operator wallet (docs/decisions.md "Operator
// watch"); both kinds count toward the key's limit. A new watch (re)starts its
// mint's or wallet's poll job at once. An e-mail watch needs a mail server:
// without one it is refused (503 email_unavailable), never accepted and
// silently never sent; with one, its address gets a confirmation link and no
// alert until the link is used (email-confirmation.ts).
import { randomUUID } from "node:crypto";
import type { ApiKeyRecord } from "@/server/platform/db/api-keys";
import { ensureRecurringJob } from "@/server/platform/db/jobs";
import { createWatchWithinLimit, deleteWatch, listWatches, type WatchRecord } from "@/server/platform/db/watches";
import { OPERATOR_EVENTS, WATCH_EVENTS, type CreateWatchRequest, type WatchRegistered, type WatchSummary } from "@/server/contracts/watch";
import { ApiError } from "@/server/http/api-error";
import { issueWebhookSecret, sealSecret } from "@/server/services/watch/webhooks/secret-box";
import { SsrfError, vetWebhookTarget } from "@/server/services/watch/webhooks/ssrf-guard";
import { emailStatusesOf, requestEmailConfirmation, type EmailStatus } from "@/server/services/watch/watch/email-confirmation";
import { OPERATOR_POLL_JOB, operatorJobKey } from "@/server/services/watch/watch/operator/poll-operator";
import { POLL_JOB, pollJobKey } from "@/server/services/watch/watch/poll-mint";
import type { WatchContext } from "@/server/services/watch/watch/watch-context";

export function watchLimitOf(ctx: WatchContext, key: Pick<ApiKeyRecord, "plan">): number {
  return key.plan === "free" ? ctx.limits.free : ctx.limits.paid;
}

export async function registerWatch(ctx: WatchContext, key: ApiKeyRecord, request: CreateWatchRequest): Promise<WatchRegistered> {
  if (request.email !== undefined && !ctx.mailer) {
    throw new ApiError("email_unavailable", "This server has no mail server configured, so it cannot send e-mail alerts: register a webhook_url instead.", {
      details: { field: "email" },
    });
  }
  if (request.webhook_url !== undefined) {
    try {
      await vetWebhookTarget(request.webhook_url, ctx.guard, ctx.resolve);
    } catch (error) {
      if (error instanceof SsrfError) throw new ApiError("bad_request", error.message, { details: { field: "webhook_url", reason: error.reason } });
      throw error;
    }
  }
  const secret = request.webhook_url !== undefined ? issueWebhookSecret() : null;
  const now = ctx.now();
  const limit = watchLimitOf(ctx, key);
  const { prisma } = await ctx.database();
  const target = request.wallet !== undefined ? { mint: null, wallet: request.wallet } : { mint: request.mint!, wallet: null };
  const events = request.events ? [...new Set(request.events)] : target.wallet ? [...OPERATOR_EVENTS] : [...WATCH_EVENTS];
  const watch = await prisma.$transaction(async (tx) => {
    const created = await createWatchWithinLimit(
      tx,
      {
        id: randomUUID(),
        apiKeyId: key.id,
        ...target,
        webhookUrl: request.webhook_url ?? null,
        email: request.email ?? null,
        secretEnc: secret ? sealSecret(ctx.secretKeys, secret) : null,
        events,
        createdAt: now,
      },
      limit,
    );
    if (created && target.mint) await ensureRecurringJob(tx, { kind: POLL_JOB, payload: { mint: target.mint }, dedupeKey: pollJobKey(target.mint), runAt: now });
    if (created && target.wallet) {
      await ensureRecurringJob(tx, { kind: OPERATOR_POLL_JOB, payload: { wallet: target.wallet }, dedupeKey: operatorJobKey(target.wallet), runAt: now });
    }
    return created;
  });
  if (!watch) {
    throw new ApiError("forbidden", `This key already has ${limit} watches, its plan's limit.`, { details: { reason: "watch_limit", limit } });
  }
  // after the commit: a mail is never sent for a watch that was not stored
  const emailStatus = watch.email ? await requestEmailConfirmation(ctx, key.id, watch.email) : null;
  return {
    status: "Watch registered",
    id: watch.id,
    ...targetOf(watch),
    ...(watch.webhookUrl ? { webhook_url: watch.webhookUrl } : {}),
    ...(watch.email && emailStatus ? { email: watch.email, email_status: emailStatus } : {}),
    ...(secret ? { secret } : {}),
    events: events as WatchRegistered["events"],
    created_at: watch.createdAt.toISOString(),
  };
}

function targetOf(watch: WatchRecord): { mint: string } | { wallet: string } | Record<string, never> {
  if (watch.mint) return { mint: watch.mint };
  return watch.wallet ? { wallet: watch.wallet } : {};
}

export function summarizeWatch(watch: WatchRecord, emailStatus: (email: string) => EmailStatus): WatchSummary {
  return {
    id: watch.id,
    ...targetOf(watch),
    ...(watch.webhookUrl ? { webhook_url: watch.webhookUrl } : {}),
    ...(watch.email ? { email: watch.email, email_status: emailStatus(watch.email) } : {}),
    events: watch.events as WatchSummary["events"],
    status: watch.status === "failing" ? "failing" : "active",
    last_delivery_at: watch.lastDeliveryAt?.toISOString() ?? null,
    last_delivery_status: watch.lastDeliveryStatus,
    created_at: watch.createdAt.toISOString(),
  };
}

export async function listWatchesOfKey(ctx: WatchContext, key: ApiKeyRecord): Promise<{ watches: WatchSummary[]; limit: number }> {
  const { prisma } = await ctx.database();
  const emailStatus = await emailStatusesOf(ctx, key.id);
  return { watches: (await listWatches(prisma, key.id)).map((w) => summarizeWatch(w, emailStatus)), limit: watchLimitOf(ctx, key) };
}

export async function removeWatch(ctx: WatchContext, key: ApiKeyRecord, id: string): Promise<void> {
  const { prisma } = await ctx.database();
  // Someone else's watch id answers 404 like an unknown one: ids are not probed.
  if (!(await deleteWatch(prisma, key.id, id))) throw new ApiError("not_found", "No watch with this id on this key.");
}
