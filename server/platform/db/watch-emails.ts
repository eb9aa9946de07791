// Query functions for the e-mail addresses watches send to (0018): one row per
// key and address, unconfirmed until the e-mailed link is used. The link token
// is stored as sha256 only, and using it is one conditional UPDATE that also
// clears it, so a link works once. Claiming the right to send a confirmation is
// one conditional upsert on sent_at, so concurrent registrations on any
// instance send at most one mail an hour per key and address.
import type { Db } from "@/server/platform/db/usage-counters";

export type EmailClaim = "send" | "pending" | "confirmed";

/** Stores a new link token and answers "send" unless the address is confirmed ("confirmed") or
 * a link went out after `resendAfter` ("pending": the earlier link still stands). */
export async function claimEmailConfirmation(
  db: Db,
  claim: { apiKeyId: string; email: string; tokenHash: string; expiresAt: Date; now: Date; resendAfter: Date },
): Promise<EmailClaim> {
  const claimed = await db.$queryRaw<Array<{ email: string }>>`
    INSERT INTO "watch_emails" ("api_key_id", "email", "token_hash", "token_expires_at", "sent_at", "created_at")
    VALUES (${claim.apiKeyId}, ${claim.email}, ${claim.tokenHash}, ${claim.expiresAt}, ${claim.now}, ${claim.now})
    ON CONFLICT ("api_key_id", "email") DO UPDATE
      SET "token_hash" = EXCLUDED."token_hash", "token_expires_at" = EXCLUDED."token_expires_at", "sent_at" = EXCLUDED."sent_at"
      WHERE "watch_emails"."confirmed_at" IS NULL AND ("watch_emails"."sent_at" IS NULL OR "watch_emails"."sent_at" <= ${claim.resendAfter})
    RETURNING "email"`;
  if (claimed.length === 1) return "send";
  return (await isWatchEmailConfirmed(db, claim.apiKeyId, claim.email)) ? "confirmed" : "pending";
}

/** The mail could not be sent: the claim is dropped so the next registration tries again at once. */
export async function releaseEmailConfirmation(db: Db, apiKeyId: string, email: string, tokenHash: string): Promise<void> {
  await db.watchEmail.updateMany({ where: { apiKeyId, email, tokenHash }, data: { tokenHash: null, tokenExpiresAt: null, sentAt: null } });
}

/** Confirms the address of an unused, unexpired token; answers the key and address, or null. */
export async function consumeWatchEmailToken(db: Db, tokenHash: string, now: Date): Promise<{ apiKeyId: string; email: string } | null> {
  const rows = await db.$queryRaw<Array<{ api_key_id: string; email: string }>>`
    UPDATE "watch_emails" SET "confirmed_at" = ${now}, "token_hash" = NULL, "token_expires_at" = NULL
    WHERE "token_hash" = ${tokenHash} AND "token_expires_at" > ${now} AND "confirmed_at" IS NULL
    RETURNING "api_key_id", "email"`;
  return rows.length === 1 ? { apiKeyId: rows[0].api_key_id, email: rows[0].email } : null;
}

export async function isWatchEmailConfirmed(db: Db, apiKeyId: string, email: string): Promise<boolean> {
  const row = await db.watchEmail.findUnique({ where: { apiKeyId_email: { apiKeyId, email } }, select: { confirmedAt: true } });
  return row?.confirmedAt != null;
}

/** The key's confirmed addresses (lower-cased). */
export async function findConfirmedWatchEmails(db: Db, apiKeyId: string): Promise<Set<string>> {
  const rows = await db.watchEmail.findMany({ where: { apiKeyId, confirmedAt: { not: null } }, select: { email: true } });
  return new Set(rows.map((r) => r.email));
}
