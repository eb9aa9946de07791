// Standard x402 (v2 PAYMENT-SIGNATURE, v1 X-PAYMENT) on Solana, scheme
// "exact", with the service as its own facilitator. The client sends a USDC
// transferChecked it signed but did not pay the fee of. Before the fee payer
// signs: our own rules (payment-transaction-rules.ts: only compute budget
// within caps, one exact transfer, an optional account-less memo, exactly two
// signers, the fee payer in no instruction), the per-IP and per-payer limits,
// the fee payer's SOL floor and the payer's USDC balance, one settlement per
// payer at a time (settlement-guard.ts); then @x402/svm's scheme verifies
// again (with the same caps), simulates, co-signs, submits and confirms.
// Requirements are rebuilt here on every call (no per-request memo: the
// library matches the client's copy against ours).
import type { PaymentPayload, PaymentRequired, PaymentRequirements, SettleResponse } from "@x402/core/types";
import { x402Facilitator } from "@x402/core/facilitator";
import { decodePaymentSignatureHeader, encodePaymentRequiredHeader, encodePaymentResponseHeader } from "@x402/core/http";
import { ExactSvmScheme } from "@x402/svm/exact/facilitator";
import { ExactSvmSchemeV1 } from "@x402/svm/exact/v1/facilitator";
import { toFacilitatorSvmSigner } from "@x402/svm";
import type { KeyPairSigner } from "@solana/kit";
import { ApiError } from "@/server/http/api-error";
import type { EnabledPaymentConfig, PaymentNetwork } from "@/server/services/access/payments/payment-config";
import { GENESIS_HASHES } from "@/server/services/access/payments/payment-config";
import { checkPaymentTransaction } from "@/server/services/access/payments/x402/payment-transaction-rules";
import { ensureFeePayerFunded, ensurePayerFunded, takeSettlement } from "@/server/services/access/payments/x402/settlement-guard";
import { defaultSafety, type StandardX402Safety } from "@/server/services/access/payments/x402/x402-safety";

export { defaultSafety, type StandardX402Safety } from "@/server/services/access/payments/x402/x402-safety";

/** CAIP-2 ids: the genesis hash truncated to 32 characters. */
export function caip2Network(network: PaymentNetwork): `solana:${string}` {
  return `solana:${GENESIS_HASHES[network].slice(0, 32)}`;
}

/** Seconds a payer has between reading the offer and paying it (x402 maxTimeoutSeconds). */
export const STANDARD_TIMEOUT_SECONDS = 60;

export interface StandardX402 {
  feePayer: string;
  network: `solana:${string}`;
  /** the v2 offer for one scan (put it first: stock clients pay accepts[0]) */
  requirements(amountMicros: bigint): PaymentRequirements;
  /** PAYMENT-REQUIRED header value (base64 JSON, v2) */
  paymentRequiredHeader(input: { amountMicros: bigint; resource: string; description: string; error: string }): string;
  /** verify, co-sign, submit and confirm the payment a request carries; throws ApiError 422 when invalid,
   * 429 past the per-IP (clientSubject) or per-payer limit, 503 payments_paused while the fee payer is low */
  settle(request: Pick<Request, "headers" | "url">, amountMicros: bigint, clientSubject?: string): Promise<StandardSettlement>;
}

export interface StandardSettlement {
  signature: string;
  payer: string | null;
  amountMicros: bigint;
  /** the PAYMENT-RESPONSE header value */
  responseHeader: string;
  settle: SettleResponse;
}

/** True when the request carries a standard x402 payment header. */
export function hasStandardPayment(headers: Headers): boolean {
  return headers.has("payment-signature") || headers.has("x-payment");
}

export function createStandardX402(input: { config: EnabledPaymentConfig; rpcUrl: string; feePayer: KeyPairSigner; safety?: StandardX402Safety }): StandardX402 {
  const { config, feePayer } = input;
  const safety = input.safety ?? defaultSafety();
  const network = caip2Network(config.network);
  // toFacilitatorSvmSigner needs an RPC config, not a bare kit RPC (a bare one fails with rpc.getSlot is not a function).
  const signer = toFacilitatorSvmSigner(feePayer, { defaultRpcUrl: input.rpcUrl });
  // the library's own caps too (checked again after ours); two signatures: the payer and the fee payer
  const scheme = new ExactSvmScheme(signer, undefined, {
    maxComputeUnits: safety.maxComputeUnits,
    maxPriorityFeeMicroLamports: safety.maxPriceMicroLamports,
    maxRequiredSignatures: 2,
  });
  const facilitator = new x402Facilitator()
    .register(network, scheme)
    // v1 names networks without a colon ("solana"); the registry types only CAIP-2 ids.
    .registerV1(config.network as `${string}:${string}`, new ExactSvmSchemeV1(signer));

  const requirements = (amountMicros: bigint): PaymentRequirements => ({
    scheme: "exact",
    network,
    asset: config.usdcMint,
    amount: amountMicros.toString(),
    payTo: config.payTo,
    maxTimeoutSeconds: STANDARD_TIMEOUT_SECONDS,
    extra: { feePayer: feePayer.address },
  });

  return {
    feePayer: feePayer.address,
    network,
    requirements,
    paymentRequiredHeader({ amountMicros, resource, description, error }) {
      const body: PaymentRequired = {
        x402Version: 2,
        error,
        resource: { url: resource, description, mimeType: "application/json" },
        accepts: [requirements(amountMicros)],
      };
      return encodePaymentRequiredHeader(body);
    },
    async settle(request, amountMicros, clientSubject = "unknown") {
      const { guard } = safety;
      await takeSettlement(guard.ipLimiter, `x402-ip:${clientSubject}`, "address");
      const payload = decodePayment(request.headers);
      const wanted = payload.x402Version === 1 ? v1Requirements(requirements(amountMicros), config.network, request.url) : requirements(amountMicros);
      checkOffer(payload, wanted);
      const facts = checkPaymentTransaction(String((payload.payload as { transaction?: unknown }).transaction ?? ""), {
        feePayer: feePayer.address,
        usdcMint: config.usdcMint,
        payToAta: config.payToAta,
        amountMicros,
        maxComputeUnits: safety.maxComputeUnits,
        maxPriceMicroLamports: BigInt(safety.maxPriceMicroLamports),
      });
      await takeSettlement(guard.payerLimiter, `x402-payer:${facts.payer}`, "wallet");
      const { verified, settled } = await guard.lock.run(facts.payer, async () => {
        await ensureFeePayerFunded(input.rpcUrl, feePayer.address, guard.feePayerMinLamports);
        await ensurePayerFunded(input.rpcUrl, facts.source, amountMicros);
        // verify simulates; settle verifies (and simulates) again right before signing
        const verified = await facilitator.verify(payload, wanted);
        if (!verified.isValid) throw refusal(verified.invalidReason, verified.invalidMessage);
        return { verified, settled: await facilitator.settle(payload, wanted) };
      });
      if (!settled.success) {
        // landed but failed: the fee was paid (someone moved the payer's USDC between our checks and the send)
        if (settled.transaction) console.warn(`[x402] settlement ${settled.transaction} of payer ${facts.payer} failed on chain; the fee payer paid its fee.`);
        throw refusal(settled.errorReason, settled.errorMessage);
      }
      return {
        signature: settled.transaction,
        payer: settled.payer ?? verified.payer ?? null,
        amountMicros,
        responseHeader: encodePaymentResponseHeader(settled),
        settle: settled,
      };
    },
  };
}

function decodePayment(headers: Headers): PaymentPayload {
  const raw = headers.get("payment-signature") ?? headers.get("x-payment") ?? "";
  try {
    const payload = decodePaymentSignatureHeader(raw.trim());
    if (payload.x402Version !== 1 && payload.x402Version !== 2) throw new Error("version");
    return payload;
  } catch {
    throw new ApiError("bad_request", "PAYMENT-SIGNATURE / X-PAYMENT is not a base64 JSON x402 payment payload.");
  }
}

/** v1 requirements carry the network name and maxAmountRequired instead of amount. */
function v1Requirements(v2: PaymentRequirements, network: PaymentNetwork, resource: string): PaymentRequirements {
  return { ...v2, network, maxAmountRequired: v2.amount, resource, description: "One token risk scan", mimeType: "application/json" } as unknown as PaymentRequirements;
}

/** The client's copy of the offer must be ours (v2 echoes it in `accepted`); the library checks the transaction against ours either way. */
function checkOffer(payload: PaymentPayload, wanted: PaymentRequirements): void {
  const accepted = (payload as { accepted?: Partial<PaymentRequirements> }).accepted;
  const scheme = accepted?.scheme ?? (payload as { scheme?: string }).scheme;
  const network = accepted?.network ?? (payload as { network?: string }).network;
  if (scheme !== "exact" || network !== wanted.network) {
    throw new ApiError("payment_invalid", `This server takes scheme "exact" on ${wanted.network} only.`);
  }
}

/** duplicate_settlement: this process already settled that exact transaction (a replay). */
function refusal(reason: string | undefined, message: string | undefined): ApiError {
  if (reason === "duplicate_settlement") return new ApiError("payment_already_used", "This payment was already used.");
  return new ApiError("payment_invalid", `The payment was refused: ${reason ?? "invalid"}${message ? ` (${message})` : ""}.`, { extra: { reason: reason ?? "invalid" } });
}
