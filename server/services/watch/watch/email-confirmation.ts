// E-mail alerts go only to addresses confirmed by a link (issue 28 item 3:
// anyone with a key could otherwise point alerts at a stranger's inbox). A
// watch with an e-mail target stores the address unconfirmed per key and sends
// one confirmation link (24 h, sha256 stored); the link's page POSTs the token
// back, as the free key's does, so a mail scanner that pre-fetches links
// cannot confirm for the reader. Registering the same address on the same key
// again sends a new link at most once an hour (no mail bombing). Webhook
// watches are unaffected.
import { ApiError } from "@/server/http/api-error";
import { claimEmailConfirmation, consumeWatchEmailToken, findConfirmedWatchEmails, isWatchEmailConfirmed, releaseEmailConfirmation } from "@/server/platform/db/watch-emails";
import { issueLinkToken, isLinkToken, sha256Hex } from "@/server/services/access/access/secrets";
import type { WatchContext } from "@/server/services/watch/watch/watch-context";

/** How long a confirmation link works, ms. */
export const WATCH_EMAIL_TOKEN_TTL_MS = 24 * 3600 * 1000;
/** At most one confirmation mail per key and address this often, ms. */
export const WATCH_EMAIL_RESEND_MS = 3600 * 1000;

export type EmailStatus = "pending_confirmation" | "confirmed";

/** The form addresses are matched in: one mailbox whatever the case (the mail goes to the address as written). */
export const normalizeWatchEmail = (email: string) => email.trim().toLowerCase();

/** Sends the confirmation link unless the address is confirmed or a link went out within the hour. */
export async function requestEmailConfirmation(ctx: WatchContext, apiKeyId: string, email: string): Promise<EmailStatus> {
  const { token, hash } = issueLinkToken();
  const now = ctx.now();
  const { prisma } = await ctx.database();
  const address = normalizeWatchEmail(email);
  const claim = await claimEmailConfirmation(prisma, {
    apiKeyId,
    email: address,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + WATCH_EMAIL_TOKEN_TTL_MS),
    now,
    resendAfter: new Date(now.getTime() - WATCH_EMAIL_RESEND_MS),
  });
  if (claim === "confirmed") return "confirmed";
  if (claim === "send" && ctx.mailer) {
    try {
      await ctx.mailer.send({ from: ctx.mailFrom, to: email.trim(), ...confirmationMessage(`${ctx.baseUrl}/api/watch/confirm?token=${token}`) });
    } catch {
      // The watch stays (pending); the SMTP error may echo the link, so it is neither logged nor
      // returned. Dropping the claim lets the next registration of the address send at once.
      console.error("[watch] a confirmation e-mail could not be sent (registering the address again retries)");
      await releaseEmailConfirmation(prisma, apiKeyId, address, hash);
    }
  }
  return "pending_confirmation";
}

function confirmationMessage(link: string): { subject: string; text: string } {
  return {
    subject: "Confirm e-mail alerts from Cabal Hunter",
    text: [
      "Someone (hopefully you) asked Cabal Hunter to send token alerts to this address.",
      "",
      `Open this link within 24 hours and press the button to receive them: ${link}`,
      "",
      "Until then nothing is sent here. If you did not ask for it, ignore this message: no alert will follow.",
    ].join("\n"),
  };
}

/** Uses a link token once: the address is confirmed for the key that registered it. */
export async function confirmWatchEmail(ctx: WatchContext, token: string): Promise<{ email: string; confirmedAt: Date }> {
  if (!isLinkToken(token)) throw new ApiError("bad_request", "This confirmation link is malformed.");
  const now = ctx.now();
  const { prisma } = await ctx.database();
  const confirmed = await consumeWatchEmailToken(prisma, sha256Hex(token), now);
  if (!confirmed) throw new ApiError("not_found", "This confirmation link is invalid, already used, or expired. Register the watch again for a new link.");
  return { email: confirmed.email, confirmedAt: now };
}

export async function isEmailConfirmed(ctx: WatchContext, apiKeyId: string, email: string): Promise<boolean> {
  const { prisma } = await ctx.database();
  return isWatchEmailConfirmed(prisma, apiKeyId, normalizeWatchEmail(email));
}

/** Each e-mail of the key's watches as confirmed or not (for the list). */
export async function emailStatusesOf(ctx: WatchContext, apiKeyId: string): Promise<(email: string) => EmailStatus> {
  const { prisma } = await ctx.database();
  const confirmed = await findConfirmedWatchEmails(prisma, apiKeyId);
  return (email) => (confirmed.has(normalizeWatchEmail(email)) ? "confirmed" : "pending_confirmation");
}
