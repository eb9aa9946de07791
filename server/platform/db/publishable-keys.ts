// Query functions for publishable keys (issue 20 item 5). Like secret keys,
// only the sha256 of the secret part is stored; a key is found by its public
// short token. Revocation is one conditional UPDATE scoped to the parent key,
// so one owner can never end another owner's key.
import type { Db } from "@/server/platform/db/usage-counters";

export interface PublishableKeyRecord {
  id: string;
  apiKeyId: string;
  shortToken: string;
  secretHash: string;
  origins: string[];
  createdAt: Date;
  revokedAt: Date | null;
}

const FIELDS = { id: true, apiKeyId: true, shortToken: true, secretHash: true, origins: true, createdAt: true, revokedAt: true } as const;

export async function createPublishableKey(db: Db, key: Omit<PublishableKeyRecord, "revokedAt">): Promise<PublishableKeyRecord> {
  return db.publishableKey.create({ data: key, select: FIELDS });
}

export async function findPublishableKeyByShortToken(db: Db, shortToken: string): Promise<PublishableKeyRecord | null> {
  return db.publishableKey.findUnique({ where: { shortToken }, select: FIELDS });
}

/** The parent's publishable keys, newest first; revoked ones too (the owner sees when each ended). */
export async function listPublishableKeys(db: Db, apiKeyId: string): Promise<PublishableKeyRecord[]> {
  return db.publishableKey.findMany({ where: { apiKeyId }, orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: FIELDS });
}

export async function countLivePublishableKeys(db: Db, apiKeyId: string): Promise<number> {
  return db.publishableKey.count({ where: { apiKeyId, revokedAt: null } });
}

/** Revokes the parent's live key with that short token: the revoked row, or null (unknown, another's, or already revoked). */
export async function revokePublishableKey(db: Db, apiKeyId: string, shortToken: string, at: Date): Promise<PublishableKeyRecord | null> {
  const { count } = await db.publishableKey.updateMany({ where: { apiKeyId, shortToken, revokedAt: null }, data: { revokedAt: at } });
  return count === 1 ? findPublishableKeyByShortToken(db, shortToken) : null;
}
