// A payment that left the wallet but has not yet bought a key, kept in this
// browser (localStorage) so a reload, a closed tab or a failed redeem never
// loses money: the signature and the claim token are all /api/buy-key needs.
import { z } from "zod";

const STORAGE_KEY = "cabal-hunter.pending-payment";

const pendingPaymentSchema = z.object({
  signature: z.string(),
  claimToken: z.string(),
  plan: z.enum(["payg", "unlimited"]),
  amountUsdc: z.string(),
  /** ISO time the payment was sent */
  sentAt: z.string(),
});

export type PendingPayment = z.infer<typeof pendingPaymentSchema>;

export function readPendingPayment(): PendingPayment | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const parsed = raw ? pendingPaymentSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null; // storage disabled or garbage: nothing to resume
  }
}

export function savePendingPayment(payment: PendingPayment): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(payment));
  } catch {
    // storage disabled: the page still shows the details on screen
  }
}

export function clearPendingPayment(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
