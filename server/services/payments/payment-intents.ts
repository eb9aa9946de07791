// Payment requests (intents): a public memo that goes on-chain and binds the
// transfer to this request, the minimum amount, an expiry, and a secret claim
// token returned only to the requester. Presenting a signature redeems nothing
// without the claim token, so a bot watching the service wallet cannot redeem
// someone else's payment (security-reference §1.4, binding (a)).
import { randomUUID } from "node:crypto";
import type { Db } from "@/server/db/usage-counters";
import { createPaymentIntent, pruneUnpaidIntents, type PaymentPurpose } from "@/server/db/payments";
import { issueClaimToken, issueMemo } from "../access/secrets";
import type { EnabledPaymentConfig } from "./payment-config";

export interface IssuedIntent {
  id: string;
  purpose: PaymentPurpose;
  memo: string;
  /** secret: shown to the requester once, stored as sha256 only */
  claimToken: string;
  amountMicros: bigint;
  createdAt: Date;
  expiresAt: Date;
}

/** Unpaid intents are kept this long past expiry (support can still see a late payer's memo), ms. */
const UNPAID_RETENTION_MS = 7 * 24 * 3600 * 1000;
/** At most one prune per process per this interval, ms. */
const PRUNE_INTERVAL_MS = 10 * 60 * 1000;
let lastPruneMs = 0;

export async function issuePaymentIntent(
  db: Db,
  config: EnabledPaymentConfig,
  request: { purpose: PaymentPurpose; amountMicros: bigint; now: Date },
): Promise<IssuedIntent> {
  const { token, hash } = issueClaimToken();
  const intent = {
    id: randomUUID(),
    purpose: request.purpose,
    memo: issueMemo(request.purpose === "scan" ? "scan" : "key"),
    amountMicros: request.amountMicros,
    createdAt: request.now,
    expiresAt: new Date(request.now.getTime() + config.intentTtlSeconds * 1000),
  };
  await createPaymentIntent(db, { ...intent, claimHash: hash });
  await pruneOccasionally(db, request.now);
  return { ...intent, claimToken: token };
}

/** Every 402 issues an intent, so unpaid ones are swept now and then (bounded table, API4). */
async function pruneOccasionally(db: Db, now: Date): Promise<void> {
  if (now.getTime() - lastPruneMs < PRUNE_INTERVAL_MS) return;
  lastPruneMs = now.getTime();
  await pruneUnpaidIntents(db, new Date(now.getTime() - UNPAID_RETENTION_MS)).catch((error: unknown) => {
    console.error("[payments] pruning unpaid intents failed:", error instanceof Error ? error.message : error);
  });
}
