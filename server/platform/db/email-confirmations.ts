// Query functions for free-key e-mail confirmations. The link's token is stored
// as sha256 only; using it is one conditional UPDATE, so a link works once.
import type { Db } from "@/server/platform/db/usage-counters";

export interface NewEmailConfirmation {
  id: string;
  tokenHash: string;
  emailHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function createEmailConfirmation(db: Db, confirmation: NewEmailConfirmation): Promise<void> {
  const { id, tokenHash, emailHash, createdAt, expiresAt } = confirmation;
  await db.emailConfirmation.create({ data: { id, tokenHash, emailHash, createdAt, expiresAt } });
}

/** Marks an unused, unexpired confirmation used; answers its e-mail hash, or null. */
export async function consumeEmailConfirmation(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const rows = await db.$queryRaw<Array<{ email_hash: string }>>`
    UPDATE "email_confirmations" SET "used_at" = ${now}
    WHERE "token_hash" = ${tokenHash} AND "used_at" IS NULL AND "expires_at" > ${now}
    RETURNING "email_hash"`;
  return rows.length === 1 ? rows[0].email_hash : null;
}

export async function pruneEmailConfirmations(db: Db, before: Date): Promise<number> {
  const { count } = await db.emailConfirmation.deleteMany({ where: { expiresAt: { lt: before } } });
  return count;
}
