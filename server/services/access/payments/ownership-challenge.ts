// A paying wallet proves it paid by signing a one-time challenge the server
// issued (issue 28 item 2), never a fixed text: a fixed text, once signed, is a
// bearer proof anyone who sees it can replay for as long as the payment lives.
// The challenge names the service, the payment, a random nonce and a short
// expiry; it is stored as the nonce's sha256 and spent by the first redemption
// that presents it with a valid signature.
import { randomBytes, randomUUID } from "node:crypto";
import bs58 from "bs58";
import { ApiError } from "@/server/http/api-error";
import { reserveUsage, type Db } from "@/server/platform/db/usage-counters";
import { dayPeriod, secondsUntilNextDay } from "@/server/services/access/access/periods";
import { sha256Hex } from "@/server/services/access/access/secrets";

/** How long a challenge may be signed and presented: long enough for a person at a wallet prompt. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export interface IssuedChallenge {
  nonce: string;
  message: string;
  expiresAt: Date;
}

export interface SpentChallenge {
  issuedAt: Date;
  message: string;
}

/** The exact UTF-8 text the paying wallet signs (ed25519, Wallet Standard signMessage). */
export function ownershipChallengeMessage(input: { service: string; txSignature: string; nonce: string; expiresAt: Date }): string {
  return [
    "Cabal Hunter: this wallet paid for an API key and asks for it.",
    `Service: ${input.service}`,
    `Payment: ${input.txSignature}`,
    `Nonce: ${input.nonce}`,
    `Expires: ${input.expiresAt.toISOString()}`,
  ].join("\n");
}

/** A new challenge for `txSignature`; at most `perDay` per client (IP bucket) per UTC day, then 429. */
export async function issueOwnershipChallenge(
  db: Db,
  input: { service: string; txSignature: string; now: Date; requester: { subject: string; perDay: number } },
): Promise<IssuedChallenge> {
  const taken = await reserveUsage(db, { subject: `ownership-challenges:${input.requester.subject}`, period: dayPeriod(input.now), count: 1, limit: input.requester.perDay });
  if (taken === null) {
    throw new ApiError("rate_limited", `This client has asked for ${input.requester.perDay} ownership challenges today (UTC).`, { headers: { "Retry-After": String(secondsUntilNextDay(input.now)) } });
  }
  const nonce = bs58.encode(randomBytes(24));
  const expiresAt = new Date(input.now.getTime() + CHALLENGE_TTL_MS);
  await db.ownershipChallenge.create({ data: { id: randomUUID(), nonceHash: sha256Hex(nonce), txSignature: input.txSignature, issuedAt: input.now, expiresAt } });
  // spent and expired challenges are worth nothing: swept as new ones are made (bounded table)
  await db.ownershipChallenge.deleteMany({ where: { expiresAt: { lt: new Date(input.now.getTime() - CHALLENGE_TTL_MS) } } });
  return { nonce, message: ownershipChallengeMessage({ service: input.service, txSignature: input.txSignature, nonce, expiresAt }), expiresAt };
}

/** The live challenge `nonce` issued for `txSignature` (not spent, not expired), or 422; spends nothing. */
export async function findLiveChallenge(db: Db, input: { service: string; txSignature: string; nonce: string; now: Date }): Promise<SpentChallenge & { id: string }> {
  const row = await db.ownershipChallenge.findUnique({ where: { nonceHash: sha256Hex(input.nonce) } });
  if (!row || row.txSignature !== input.txSignature) throw challengeError("challenge_unknown", "The challenge was not issued for this payment: ask POST /api/buy-key/challenge for one.");
  if (row.usedAt) throw challengeError("challenge_used", "This challenge was already used: ask POST /api/buy-key/challenge for a new one.");
  if (row.expiresAt.getTime() <= input.now.getTime()) throw challengeError("challenge_expired", "This challenge has expired: ask POST /api/buy-key/challenge for a new one.");
  return { id: row.id, issuedAt: row.issuedAt, message: ownershipChallengeMessage({ service: input.service, txSignature: row.txSignature, nonce: input.nonce, expiresAt: row.expiresAt }) };
}

/** Spends a challenge once: a second redemption racing with the same signed challenge gets 422. */
export async function spendChallenge(db: Db, id: string, now: Date): Promise<void> {
  const { count } = await db.ownershipChallenge.updateMany({ where: { id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  if (count !== 1) throw challengeError("challenge_used", "This challenge was already used: ask POST /api/buy-key/challenge for a new one.");
}

function challengeError(reason: string, message: string): ApiError {
  return new ApiError("payment_invalid", message, { details: { reason } });
}
