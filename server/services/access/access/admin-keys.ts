// Operator controls (docs/decisions.md "Agent and discovery interfaces", Operators):
// with ADMIN_TOKEN set, `Authorization: Bearer <ADMIN_TOKEN>` issues keys of any
// plan and revokes any key. Unset, the routes do not exist (404), so a
// deployment that never configured them exposes nothing. The token is compared
// as sha256 digests with timingSafeEqual: equal lengths, no early exit.
//
// issueAdminKey is also the one way tests and scripts obtain a key without a
// payment or an e-mail: issueAdminKey(db, { plan, days?, creditUsdc?, note? }).
import { randomUUID, createHash, timingSafeEqual } from "node:crypto";
import { createApiKey, findApiKeyById, findApiKeyByShortToken, revokeApiKey, type ApiKeyRecord, type KeyPlan } from "@/server/platform/db/api-keys";
import type { Db } from "@/server/platform/db/usage-counters";
import { ApiError } from "@/server/http/api-error";
import { parseUsdc } from "@/server/services/access/payments/quote-key";
import { issueApiKey } from "@/server/services/access/access/secrets";

/** The unlimited plan's length when the operator gives no `days` (UNLIMITED_PLAN_DAYS' default). */
export const DEFAULT_ADMIN_UNLIMITED_DAYS = 30;

export interface AdminKeyInput {
  plan: KeyPlan;
  /** unlimited only: days from `now` (default 30) */
  days?: number;
  /** payg only, decimal USDC ("2.5"); required for payg */
  creditUsdc?: string;
  note?: string;
  now?: Date;
}

export interface IssuedAdminKey {
  /** the plaintext key: show it once, never log or store it */
  apiKey: string;
  key: ApiKeyRecord;
}

/** Creates a key of any plan (no payment, no e-mail). 400 for a field that does not fit the plan. */
export async function issueAdminKey(db: Db, input: AdminKeyInput): Promise<IssuedAdminKey> {
  const now = input.now ?? new Date();
  if (input.days !== undefined && input.plan !== "unlimited") throw new ApiError("bad_request", "days applies to the unlimited plan only.");
  if (input.creditUsdc !== undefined && input.plan !== "payg") throw new ApiError("bad_request", "credit_usdc applies to the payg plan only.");
  if (input.plan === "payg" && input.creditUsdc === undefined) throw new ApiError("bad_request", "A payg key needs credit_usdc.");
  const days = input.days ?? DEFAULT_ADMIN_UNLIMITED_DAYS;
  const issued = issueApiKey();
  const key = await createApiKey(db, {
    id: randomUUID(),
    shortToken: issued.shortToken,
    secretHash: issued.secretHash,
    plan: input.plan,
    creditMicros: input.plan === "payg" ? parseUsdc(input.creditUsdc!) : 0n,
    periodEnd: input.plan === "unlimited" ? new Date(now.getTime() + days * 86_400_000) : null,
    note: input.note ?? null,
    createdAt: now,
  });
  return { apiKey: issued.plaintext, key };
}

/** Revokes a key by its row id or its current key_id (short token); 404 when there is no such live key. */
export async function revokeKeyAsAdmin(db: Db, idOrKeyId: string, now: Date = new Date()): Promise<ApiKeyRecord> {
  const key = (await findApiKeyById(db, idOrKeyId)) ?? (await findApiKeyByShortToken(db, idOrKeyId));
  if (!key || !(await revokeApiKey(db, key.id, now))) throw new ApiError("not_found", "No live key has this id.");
  return { ...key, revokedAt: now };
}

/** 404 when ADMIN_TOKEN is unset; 401 unless the request carries `Authorization: Bearer <ADMIN_TOKEN>`. */
export function requireAdmin(request: Pick<Request, "headers">, adminToken: string | undefined): void {
  if (!adminToken) throw new ApiError("not_found", "Not found.");
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  if (!match || !tokensEqual(match[1], adminToken)) throw new ApiError("unauthorized", "This route needs Authorization: Bearer <ADMIN_TOKEN>.");
}

function tokensEqual(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
