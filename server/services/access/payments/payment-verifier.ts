// Fetches a presented transaction through the RPC adapter and judges it with
// verifyTransfer. Outcomes map to the API's errors, and none of them consumes
// the signature: not visible yet -> 402 payment_pending with Retry-After; RPC
// down or slow -> 503 payment_unverifiable with Retry-After; does not pay ->
// 422 payment_invalid with the reason (LatePaymentError when real USDC arrived
// after the request had expired: the caller records it for a refund).
import { UpstreamError } from "@/server/chain/errors";
import { ApiError } from "@/server/http/api-error";
import { GENESIS_HASHES, type EnabledPaymentConfig } from "@/server/services/access/payments/payment-config";
import { verifyTransfer, type TransferEffect } from "@/server/services/access/payments/verify-transfer";

export type PaymentCommitment = "confirmed" | "finalized";

/** The two RPC calls verification needs (SolanaRpc satisfies it). */
export interface PaymentRpc {
  getTransaction(signature: string): Promise<Record<string, unknown> | null>;
  getGenesisHash(): Promise<string>;
}

export interface IntentTerms {
  /** null: an open payment, made without a request (any memo or none; issue 20) */
  memo: string | null;
  amountMicros: bigint;
  createdAt: Date;
  expiresAt: Date;
}

export interface VerifiedPayment {
  signature: string;
  amountMicros: bigint;
  payer: string | null;
  slot: bigint;
  blockTime: Date;
}

/** 422 after_request_expired, with what arrived: the redeem flows record it in late_payments. */
export class LatePaymentError extends ApiError {
  readonly late: TransferEffect;
  constructor(message: string, late: TransferEffect) {
    super("payment_invalid", message, { details: { reason: "after_request_expired" } });
    this.late = late;
  }
}

/**
 * Recognises a late payment by its stable code (payment_invalid, reason after_request_expired)
 * and what arrived, never by `instanceof LatePaymentError`: after `next build` a route bundle
 * and the verifier cached on globalThis may hold two copies of this class.
 */
export function isLatePayment(error: unknown): error is ApiError & { late: TransferEffect } {
  if (!(error instanceof ApiError) || error.code !== "payment_invalid" || error.details?.reason !== "after_request_expired") return false;
  const late = (error as { late?: Partial<TransferEffect> }).late;
  return typeof late === "object" && late !== null && typeof late.amountMicros === "bigint" && typeof late.blockTime === "number";
}

/** blockTime is the validators' estimate; allow this much disagreement with our clock, seconds. */
const CLOCK_SKEW_SECONDS = 60;
/** Retry-After for a payment not visible yet: a confirmation takes ~1 s, finality ~13 s. */
const PENDING_RETRY_SECONDS: Record<PaymentCommitment, number> = { confirmed: 2, finalized: 5 };
const UNVERIFIABLE_RETRY_SECONDS = 10;

export interface PaymentVerifier {
  /** the transaction at this commitment (402 pending when not visible yet, 503 when the RPC fails) */
  fetch(signature: string, commitment: PaymentCommitment): Promise<Record<string, unknown>>;
  /** does this fetched transaction pay this request? (422 / LatePaymentError otherwise) */
  judge(answer: Record<string, unknown>, signature: string, intent: IntentTerms): VerifiedPayment;
  verify(signature: string, commitment: PaymentCommitment, intent: IntentTerms): Promise<VerifiedPayment>;
}

export function createPaymentVerifier(deps: {
  rpc: Record<PaymentCommitment, PaymentRpc>;
  config: EnabledPaymentConfig;
  nowMs?: () => number;
}): PaymentVerifier {
  const nowMs = deps.nowMs ?? Date.now;
  let genesisChecked: Promise<void> | undefined;

  // Mint pin per environment: a devnet RPC behind a mainnet configuration could
  // otherwise pass off devnet "payments". Checked once, retried after a failure.
  function checkGenesis(): Promise<void> {
    genesisChecked ??= deps.rpc.confirmed.getGenesisHash().then((hash) => {
      if (hash !== GENESIS_HASHES[deps.config.network]) {
        throw new ApiError("not_configured", `The RPC serves another cluster than PAYMENT_NETWORK=${deps.config.network}; payments are refused.`);
      }
    });
    genesisChecked.catch(() => (genesisChecked = undefined));
    return genesisChecked;
  }

  async function fetch(signature: string, commitment: PaymentCommitment) {
    const answer = await callRpc(async () => {
      await checkGenesis();
      return deps.rpc[commitment].getTransaction(signature);
    });
    if (answer === null) {
      const retry = PENDING_RETRY_SECONDS[commitment];
      throw new ApiError("payment_pending", `The transaction is not ${commitment} yet; retry in ${retry} s. Nothing was consumed.`, {
        details: { commitment, retry_after_seconds: retry },
        headers: { "Retry-After": String(retry) },
      });
    }
    return answer;
  }

  function judge(answer: Record<string, unknown>, signature: string, intent: IntentTerms): VerifiedPayment {
    const verdict = verifyTransfer(answer, {
      signature,
      usdcMint: deps.config.usdcMint,
      payTo: deps.config.payTo,
      payToAta: deps.config.payToAta,
      tokenProgram: deps.config.tokenProgram,
      memo: intent.memo,
      minAmountMicros: intent.amountMicros,
      notBefore: Math.floor(intent.createdAt.getTime() / 1000) - CLOCK_SKEW_SECONDS,
      notAfter: Math.ceil(intent.expiresAt.getTime() / 1000) + CLOCK_SKEW_SECONDS,
      now: Math.floor(nowMs() / 1000),
      maxAgeSeconds: deps.config.maxAgeSeconds,
    });
    if (!verdict.ok && verdict.late) throw new LatePaymentError(verdict.message, verdict.late);
    if (!verdict.ok) throw new ApiError("payment_invalid", verdict.message, { details: { reason: verdict.reason } });
    const { amountMicros, payer, slot, blockTime } = verdict;
    return { signature, amountMicros, payer, slot: BigInt(slot), blockTime: new Date(blockTime * 1000) };
  }

  return {
    fetch,
    judge,
    async verify(signature, commitment, intent) {
      return judge(await fetch(signature, commitment), signature, intent);
    },
  };
}

async function callRpc<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Messages of upstream errors carry the RPC origin only (never its API key), still not echoed.
    const kind = error instanceof UpstreamError ? "unreachable" : "failed";
    throw new ApiError("payment_unverifiable", `The payment could not be checked right now (RPC ${kind}); retry later. Nothing was consumed.`, {
      headers: { "Retry-After": String(UNVERIFIABLE_RETRY_SECONDS) },
    });
  }
}
