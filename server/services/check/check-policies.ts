// A key's stored gate policy (PUT / GET /api/check/policy), read over the
// documented default; a stored row that no longer parses (the contract grew
// stricter) counts as none rather than failing every check.
import { checkPolicySchema, DEFAULT_CHECK_POLICY, resolveCheckPolicy, type CheckPolicy, type CheckPolicyInput } from "@/server/contracts/check";
import type { Database } from "@/server/platform/db/client";
import { findCheckPolicy, upsertCheckPolicy } from "@/server/platform/db/check-policies";

export interface KeyPolicy {
  policy: CheckPolicy;
  source: "key" | "default";
  updated_at: string | null;
}

export async function readKeyPolicy(database: Database, apiKeyId: string): Promise<KeyPolicy> {
  const stored = await findCheckPolicy(database.prisma, apiKeyId);
  const parsed = stored ? checkPolicySchema.safeParse(stored.policy) : null;
  if (!stored || !parsed?.success) return { policy: DEFAULT_CHECK_POLICY, source: "default", updated_at: null };
  return { policy: resolveCheckPolicy(parsed.data), source: "key", updated_at: stored.updatedAt.toISOString() };
}

/** Stores the policy as resolved (every default written out), so what GET shows is what the gate applies. */
export async function writeKeyPolicy(database: Database, apiKeyId: string, input: CheckPolicyInput): Promise<KeyPolicy> {
  const policy = resolveCheckPolicy(input);
  const stored = await upsertCheckPolicy(database.prisma, apiKeyId, policy);
  return { policy, source: "key", updated_at: stored.updatedAt.toISOString() };
}
