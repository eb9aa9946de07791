// A 402's body beyond the error: the x402 offers, the plain payment
// instructions and what the caller has left. Its own module, so pages that
// never show payment offers do not carry the payment schemas.
import { paymentRequiredBodySchema, type PaymentRequiredBody } from "@/server/contracts/access";
import type { ApiProblem } from "@/components/api/api-problem";

/** The payment the server asks for, or null when the problem is not a 402 payment request. */
export function readPaymentRequired(problem: ApiProblem): PaymentRequiredBody | null {
  if (problem.status !== 402) return null;
  const parsed = paymentRequiredBodySchema.safeParse(problem.body);
  return parsed.success ? parsed.data : null;
}
