// A stopped purchase in words a person can act on.
import { formatSol, formatUsdc } from "@/components/pricing/usdc-amount";
import type { PurchaseFailure } from "@/components/pricing/purchase/purchase-failure";

export interface FailureText {
  title: string;
  body: string;
}

const NOTHING_CHARGED = "Nothing was charged.";

export function describeFailure(f: PurchaseFailure): FailureText {
  switch (f.kind) {
    case "rejected":
      return { title: "You declined the payment in your wallet", body: `${NOTHING_CHARGED} Choose a plan and press Pay again when you are ready.` };
    case "underfunded_usdc":
      return {
        title: "Not enough USDC in this wallet",
        body:
          f.have !== undefined && f.need !== undefined
            ? `The wallet holds ${formatUsdc(f.have)} USDC and this key costs ${formatUsdc(f.need)} USDC. Add USDC to it, or connect another wallet. ${NOTHING_CHARGED}`
            : `The wallet does not hold enough USDC for this key. Add USDC to it, or connect another wallet. ${NOTHING_CHARGED}`,
      };
    case "underfunded_sol":
      return {
        title: "Not enough SOL for the network fee",
        body:
          f.have !== undefined && f.need !== undefined
            ? `The payment needs ${formatSol(f.need)} SOL${f.includesDeposit ? " (the fee plus a one-time deposit that opens the service's USDC account)" : " for the fee"} and the wallet holds ${formatSol(f.have)} SOL. Add a little SOL and try again. ${NOTHING_CHARGED}`
            : `The wallet cannot pay the network fee. Add a little SOL and try again. ${NOTHING_CHARGED}`,
      };
    case "expired":
      return { title: "The payment expired before it reached the network", body: `The transaction can no longer land. ${NOTHING_CHARGED} Press Pay to try again.` };
    case "failed_onchain":
      return { title: "The network refused the payment", body: `No USDC moved; only the network fee was spent.${f.detail ? ` (${f.detail})` : ""} Try again.` };
    case "timeout":
      return {
        title: "The payment is taking longer than usual",
        body: "It was sent but is not final yet, and may still land. Keep the details below: once it is final, they redeem your key. Do not pay twice.",
      };
    case "quote":
      return { title: "The payment request could not be created", body: `${f.detail ?? "The server did not answer."} ${NOTHING_CHARGED}` };
    case "network":
      return { title: "The Solana network could not be reached", body: `${f.detail ?? "Check your connection."} ${NOTHING_CHARGED}` };
    case "wallet":
      return { title: "The wallet could not send the payment", body: `${f.detail ?? "It reported an error."} ${NOTHING_CHARGED}` };
    case "redeem_pending":
      return { title: "Your payment landed, the key is not issued yet", body: "The server has not seen the payment as final yet. Press Retry in a moment; the details below keep your payment safe." };
    case "already_redeemed":
      return {
        title: "This payment has already bought a key",
        body: "If that key never reached you, issue a replacement (within 60 minutes of the purchase): the old key stops working and the balance moves to the new one.",
      };
    case "redeem_refused":
      return { title: "The server did not accept this payment", body: `${f.detail ?? "It was refused."} Keep the details below and contact support with them.` };
    case "unfinished":
      return { title: "You have a payment that has not bought a key yet", body: "It was sent from this browser earlier. Press Retry to redeem it now." };
    case "redeem_unreachable":
      return { title: "Your payment landed, but the key could not be fetched", body: `${f.detail ?? "The server did not answer."} Press Retry; the details below keep your payment safe.` };
  }
}
