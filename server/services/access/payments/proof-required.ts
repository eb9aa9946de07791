// POST /api/buy-key with a transaction signature and no proof (issue 28 item 2).
// A signature is public the moment it lands: a watcher of the service wallet
// could present it first and take the key, or the credit, of whoever paid.
// So a signature alone redeems nothing; the answer says which proof to bring.
import { findPaymentBySignature } from "@/server/platform/db/payments";
import type { Db } from "@/server/platform/db/usage-counters";
import { ApiError } from "@/server/http/api-error";
import { alreadyUsed } from "@/server/services/access/payments/redeem-common";

const HOW = "Send the quote's claim_token (POST /api/buy-key/quote), or ask POST /api/buy-key/challenge {\"tx_signature\"} and send its nonce as challenge with wallet_signature: the paying wallet's signature of its message.";

/** The refusal for a signature presented without a proof: 409 when it was redeemed already, 403 otherwise. */
export async function proofRequiredError(db: Db, signature: string): Promise<ApiError> {
  if (await findPaymentBySignature(db, signature)) {
    return alreadyUsed("signature_used", { take_back: `The wallet that paid for a key can take it back: ${HOW}` });
  }
  return new ApiError("proof_required", `A transaction signature is public: show that you made this payment. ${HOW}`, {
    details: { reason: "proof_required", challenge_url: "/api/buy-key/challenge" },
  });
}
