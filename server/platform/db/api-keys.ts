// Query functions for API keys. Only the sha256 of a key's secret is stored;
// balance changes are single conditional UPDATEs so concurrent scans can never
// take the credit below zero (under Read Committed a waiting UPDATE re-checks
// its WHERE against the row the winner committed).
import type { KeyPlan } from "@/server/platform/db/generated/enums";
import type { Db } from "@/server/platform/db/usage-counters";

export type { KeyPlan };

export interface ApiKeyRecord {
  id: string;
  shortToken: string;
  secretHash: string;
  plan: KeyPlan;
  creditMicros: bigint;
  periodEnd: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
}

export interface NewApiKey {
  id: string;
  shortToken: string;
  secretHash: string;
  plan: KeyPlan;
  creditMicros?: bigint;
  periodEnd?: Date | null;
  emailHash?: string | null;
  createdAt?: Date;
  /** operator's note (admin-issued keys) */
  note?: string | null;
  /** the payment that created the key (bought keys): the only one whose proofs reissue it */
  originPaymentId?: string | null;
}

const PUBLIC_FIELDS = {
  id: true,
  shortToken: true,
  secretHash: true,
  plan: true,
  creditMicros: true,
  periodEnd: true,
  revokedAt: true,
  createdAt: true,
} as const;

export async function createApiKey(db: Db, key: NewApiKey): Promise<ApiKeyRecord> {
  const { id, shortToken, secretHash, plan } = key;
  return db.apiKey.create({
    data: {
      id,
      shortToken,
      secretHash,
      plan,
      creditMicros: key.creditMicros ?? 0n,
      periodEnd: key.periodEnd ?? null,
      emailHash: key.emailHash ?? null,
      note: key.note ?? null,
      originPaymentId: key.originPaymentId ?? null,
      ...(key.createdAt ? { createdAt: key.createdAt } : {}),
    },
    select: PUBLIC_FIELDS,
  });
}

export async function findApiKeyByShortToken(db: Db, shortToken: string): Promise<ApiKeyRecord | null> {
  return db.apiKey.findUnique({ where: { shortToken }, select: PUBLIC_FIELDS });
}

export async function findApiKeyById(db: Db, id: string): Promise<ApiKeyRecord | null> {
  return db.apiKey.findUnique({ where: { id }, select: PUBLIC_FIELDS });
}

/** The key a payment created (null for a top-up, add-on or scan payment: they prove nothing about a key). */
export async function findApiKeyByOriginPayment(db: Db, paymentId: string): Promise<ApiKeyRecord | null> {
  return db.apiKey.findUnique({ where: { originPaymentId: paymentId }, select: PUBLIC_FIELDS });
}

/** Takes `cost` from a live key's credit if it is there; answers the new balance, or null. */
export async function deductCredit(db: Db, id: string, cost: bigint): Promise<bigint | null> {
  const rows = await db.$queryRaw<Array<{ credit_micros: bigint }>>`
    UPDATE "api_keys" SET "credit_micros" = "credit_micros" - ${cost}
    WHERE "id" = ${id} AND "revoked_at" IS NULL AND "credit_micros" >= ${cost}
    RETURNING "credit_micros"`;
  return rows.length === 1 ? BigInt(rows[0].credit_micros) : null;
}

/** Gives credit back (a scan that produced no answer); answers the new balance. */
export async function refundCredit(db: Db, id: string, amount: bigint): Promise<bigint | null> {
  const rows = await db.$queryRaw<Array<{ credit_micros: bigint }>>`
    UPDATE "api_keys" SET "credit_micros" = "credit_micros" + ${amount} WHERE "id" = ${id} RETURNING "credit_micros"`;
  return rows.length === 1 ? BigInt(rows[0].credit_micros) : null;
}

/** Replaces a live key's secret (owner rotation, lost-response reissue): the old key stops working
 * at once, the balance stays. A revoked key is never revived: null then. When `expectedSecretHash`
 * is given the row must still hold it, so two rotations racing with one old key give one new key. */
/**
 * A new secret for a live key; every rotation disowns the ownership proofs made before it
 * (`proofs_valid_from`, issue 28 item 2). `provenAt`: a reissue on an ownership proof made at that
 * time, refused (null) when the key was rotated after it; `expectedSecretHash`: two rotations
 * racing with the same old key give one new key, not two.
 */
export async function rotateApiKeySecret(
  db: Db,
  id: string,
  next: { shortToken: string; secretHash: string; now: Date; expectedSecretHash?: string; provenAt?: Date },
): Promise<ApiKeyRecord | null> {
  const disowned = next.provenAt ? { OR: [{ proofsValidFrom: null }, { proofsValidFrom: { lte: next.provenAt } }] } : {};
  const { count } = await db.apiKey.updateMany({
    where: { id, revokedAt: null, ...(next.expectedSecretHash ? { secretHash: next.expectedSecretHash } : {}), ...disowned },
    data: { shortToken: next.shortToken, secretHash: next.secretHash, proofsValidFrom: next.now },
  });
  return count === 1 ? findApiKeyById(db, id) : null;
}

/** Why a rotation found no row to change: the key was revoked, or rotated after the proof was made. */
export async function whyNotRotated(db: Db, id: string): Promise<"revoked" | "disowned"> {
  const row = await db.apiKey.findUnique({ where: { id }, select: { revokedAt: true } });
  return !row || row.revokedAt ? "revoked" : "disowned";
}

/** Revokes a live key; true when this call revoked it (false: unknown or already revoked). */
export async function revokeApiKey(db: Db, id: string, at: Date): Promise<boolean> {
  const { count } = await db.apiKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } });
  return count === 1;
}

/** The free key of an e-mail address: created, or (address seen before) given a new secret,
 * in one statement, so two confirmations racing cannot make two keys for one address. The
 * row (and so its monthly usage) survives reissues: re-confirming never resets the quota.
 * A revoked key is never revived (its owner or an operator ended it): null then. */
export async function upsertFreeKeyForEmail(db: Db, key: NewApiKey & { emailHash: string }): Promise<{ id: string; created: boolean } | null> {
  const rows = await db.$queryRaw<Array<{ id: string; created: boolean }>>`
    INSERT INTO "api_keys" ("id", "short_token", "secret_hash", "plan", "credit_micros", "email_hash")
    VALUES (${key.id}, ${key.shortToken}, ${key.secretHash}, 'free'::"key_plan", 0, ${key.emailHash})
    ON CONFLICT ("email_hash") DO UPDATE
      SET "short_token" = EXCLUDED."short_token", "secret_hash" = EXCLUDED."secret_hash"
      WHERE "api_keys"."revoked_at" IS NULL
    RETURNING "id", ("id" = ${key.id}) AS "created"`;
  return rows.length === 1 ? { id: rows[0].id, created: Boolean(rows[0].created) } : null;
}
