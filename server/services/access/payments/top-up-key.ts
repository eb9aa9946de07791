// Top-up (issue 20, decisions "Keys and payments"): a payment redeemed with an
// existing X-API-Key goes to that key instead of minting a new one. Credit
// (from 1 USD) is added to the key's balance; an unlimited-plan payment extends
// the plan by UNLIMITED_PLAN_DAYS from its current end (or from now, when it
// has ended). Runs inside the redeem's transaction, beside the payments row,
// so a replay rolls the top-up back.
import type { Plans } from "@/server/platform/config/plans";
import type { ApiKeyRecord } from "@/server/platform/db/api-keys";
import type { Db } from "@/server/platform/db/usage-counters";
import { ApiError } from "@/server/http/api-error";

const DAY_MS = 86_400_000;

/** Refuses combinations that would lose value, before any RPC call or write. */
export function checkTopUp(key: ApiKeyRecord, unlimited: boolean): void {
  // Credit on an unlimited key would sit unused; an unlimited plan on a key with credit would hide it.
  if (!unlimited && key.plan === "unlimited") {
    throw new ApiError("payment_invalid", "This key is on the unlimited plan: pay the unlimited price to extend it, or redeem without X-API-Key for a credit key.", {
      details: { reason: "wrong_plan", plan: key.plan },
    });
  }
  if (unlimited && key.plan === "payg" && key.creditMicros > 0n) {
    throw new ApiError("payment_invalid", "This key still holds credit: redeem the unlimited plan without X-API-Key for a separate key.", {
      details: { reason: "wrong_plan", plan: key.plan },
    });
  }
}

/** Applies the payment to the live key; 401 when it was revoked meanwhile (the transaction rolls back). */
export async function applyTopUp(
  tx: Db,
  key: ApiKeyRecord,
  payment: { unlimited: boolean; amountMicros: bigint },
  deps: { plans: Plans; now: Date },
): Promise<void> {
  checkTopUp(key, payment.unlimited);
  const data = payment.unlimited
    ? { plan: "unlimited" as const, periodEnd: new Date(Math.max(deps.now.getTime(), key.periodEnd?.getTime() ?? 0) + deps.plans.unlimitedDays * DAY_MS) }
    : { plan: "payg" as const, creditMicros: { increment: payment.amountMicros } };
  const { count } = await tx.apiKey.updateMany({ where: { id: key.id, revokedAt: null }, data });
  if (count !== 1) throw new ApiError("unauthorized", "Unknown or revoked API key.");
}
