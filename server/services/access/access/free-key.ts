// Free keys by e-mail (no card): POST /api/free-key mails a confirmation link;
// the link leads to a page whose button POSTs the token back, and only that
// POST creates the key and shows it, once. The key is never in a URL or an
// e-mail, and a mail scanner that pre-fetches links (GET) cannot use them up.
// One free key per address: confirming again gives the same key row a new
// secret (a lost key is replaced; the month's usage is kept, so re-confirming
// never resets the quota).
import { randomUUID } from "node:crypto";
import { upsertFreeKeyForEmail } from "@/server/platform/db/api-keys";
import { consumeEmailConfirmation, createEmailConfirmation } from "@/server/platform/db/email-confirmations";
import { ApiError } from "@/server/http/api-error";
import { rateLimitHeaders, type RateLimitDecision } from "@/server/platform/rate-limiter";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { issueApiKey, issueLinkToken, isLinkToken, sha256Hex } from "@/server/services/access/access/secrets";

const REVOKED = "revoked" as const;

/** How long a confirmation link works, ms. */
export const CONFIRMATION_TTL_MS = 24 * 3600 * 1000;

/** Gmail ignores dots in the local part and treats googlemail.com as gmail.com. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/** One mailbox, one free key: lower-case, "+tag" dropped from the local part; for Gmail also the
 * dots, and googlemail.com is gmail.com (a.b+x@gmail.com and ab@googlemail.com are one inbox). */
export function normalizeEmail(email: string): string {
  const [local, domain] = email.trim().toLowerCase().split(/@(?=[^@]*$)/);
  const untagged = local.replace(/\+.*$/, "");
  if (GMAIL_DOMAINS.has(domain)) return `${untagged.replaceAll(".", "")}@gmail.com`;
  return `${untagged}@${domain}`;
}

/** Answers the hourly e-mail limit the request counted against (the tighter of the client's and the
 * address's), for the answer's RateLimit-* headers. */
export async function requestFreeKey(ctx: AccessContext, input: { email: string; clientSubject: string }): Promise<RateLimitDecision> {
  if (!ctx.mailer) throw new ApiError("not_configured", "Free keys by e-mail are not available on this server (SMTP_URL is unset).");
  const emailHash = sha256Hex(`email:${normalizeEmail(input.email)}`);
  let tightest: RateLimitDecision | null = null;
  for (const subject of [`ip:${input.clientSubject}`, `email:${emailHash}`]) {
    const decision = await ctx.mailLimiter.take(subject, 1);
    if (!decision.ok) {
      throw new ApiError("rate_limited", "Too many confirmation e-mails requested; try again later.", {
        headers: { "Retry-After": String(decision.retryAfterSeconds), ...rateLimitHeaders(decision) },
      });
    }
    if (!tightest || decision.remaining < tightest.remaining) tightest = decision;
  }
  const { token, hash } = issueLinkToken();
  const now = ctx.now();
  const db = await ctx.database();
  await createEmailConfirmation(db.prisma, { id: randomUUID(), tokenHash: hash, emailHash, createdAt: now, expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS) });
  const link = `${ctx.baseUrl}/api/free-key/confirm?token=${token}`;
  try {
    await ctx.mailer.send({
      from: ctx.mailFrom,
      to: input.email.trim(),
      subject: "Confirm your free Cabal Hunter API key",
      text: [
        "Someone (hopefully you) asked for a free Cabal Hunter API key for this address.",
        "",
        `Open this link within 24 hours and press the button to get your key: ${link}`,
        "",
        "The key is shown once on that page; it is never sent by e-mail. If you did not ask for it, ignore this message.",
      ].join("\n"),
    });
  } catch {
    // The SMTP error can echo the message (and so the link): not logged, not returned.
    throw new ApiError("upstream_error", "The confirmation e-mail could not be sent; try again later.");
  }
  return tightest!;
}

/** Uses a confirmation token once and answers the (new or re-secreted) free key. */
export async function confirmFreeKey(ctx: AccessContext, token: string): Promise<{ apiKey: string; keyId: string; created: boolean }> {
  if (!isLinkToken(token)) throw new ApiError("bad_request", "This confirmation link is malformed.");
  const issued = issueApiKey();
  const now = ctx.now();
  const db = await ctx.database();
  // PGlite: inside the transaction only `tx` may be used.
  const result = await db.prisma.$transaction(async (tx) => {
    const emailHash = await consumeEmailConfirmation(tx, sha256Hex(token), now);
    if (!emailHash) return null;
    const upserted = await upsertFreeKeyForEmail(tx, { id: randomUUID(), shortToken: issued.shortToken, secretHash: issued.secretHash, plan: "free", emailHash });
    return upserted ?? REVOKED;
  });
  if (!result) throw new ApiError("not_found", "This confirmation link is invalid, already used, or expired. Request a new one.");
  if (result === REVOKED) throw new ApiError("forbidden", "The free key of this address was revoked; it is not issued again.", { details: { reason: "key_revoked" } });
  // a replaced key's old secret stops at once here (other instances: within KEY_RECHECK_MS, key-cache.ts)
  if (!result.created) ctx.keyCache.forget(result.id);
  return { apiKey: issued.plaintext, keyId: issued.shortToken, created: result.created };
}
