// Query functions for the pre-trade gate's per-key policies (check_policies).
// The policy is opaque JSON here: the contract's checkPolicySchema reads it.
import type { PrismaClient } from "@/server/platform/db/generated/client";

export interface StoredCheckPolicy {
  policy: unknown;
  updatedAt: Date;
}

export async function findCheckPolicy(prisma: PrismaClient, apiKeyId: string): Promise<StoredCheckPolicy | null> {
  const row = await prisma.checkPolicy.findUnique({ where: { apiKeyId } });
  return row ? { policy: row.policy, updatedAt: row.updatedAt } : null;
}

/** `policy`: JSON-serialisable (the parsed contract value). */
export async function upsertCheckPolicy(prisma: PrismaClient, apiKeyId: string, policy: object): Promise<StoredCheckPolicy> {
  const value = JSON.parse(JSON.stringify(policy)) as object;
  const row = await prisma.checkPolicy.upsert({ where: { apiKeyId }, create: { apiKeyId, policy: value }, update: { policy: value } });
  return { policy: row.policy, updatedAt: row.updatedAt };
}
