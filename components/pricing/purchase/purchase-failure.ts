// Every way a purchase can stop, as a typed value the page turns into words.
// `charged` says whether money may have moved: it decides whether the page
// must keep the signature and claim token in front of the person.

export type FailureKind =
  | "rejected" // the person declined in the wallet
  | "underfunded_usdc"
  | "underfunded_sol"
  | "expired" // the transaction never landed and can no longer land
  | "failed_onchain" // it landed with an error: only the network fee was spent
  | "timeout" // sent, but not final in time: it may still land
  | "quote" // the payment request could not be made
  | "wallet" // the wallet failed for another reason
  | "network" // the RPC could not be reached
  | "redeem_pending" // paid, the server has not seen it final yet
  | "already_redeemed"
  | "redeem_refused"
  | "redeem_unreachable"
  | "unfinished"; // a payment from an earlier visit that has not bought a key yet

export interface PurchaseFailure {
  kind: FailureKind;
  /** detail from the wallet, the chain or the server, shown under the headline */
  detail?: string;
  /** for underfunded: what the wallet holds and what the payment needs, base units */
  have?: bigint;
  need?: bigint;
  /** the shortfall includes the one-time deposit for the service's USDC account */
  includesDeposit?: boolean;
  /** money may have moved: keep the signature and claim token */
  charged: boolean;
}

export class PurchaseError extends Error {
  constructor(readonly failure: PurchaseFailure) {
    super(failure.detail ?? failure.kind);
    this.name = "PurchaseError";
  }
}

export function failure(kind: FailureKind, detail?: string, extra: Partial<PurchaseFailure> = {}): PurchaseError {
  const charged = kind === "timeout" || kind.startsWith("redeem_") || kind === "already_redeemed" || kind === "unfinished";
  return new PurchaseError({ kind, detail, charged, ...extra });
}
