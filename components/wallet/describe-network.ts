// The payment network in words. Its own file, free of @solana/web3.js: the pricing page
// shows it before the wallet code (loaded on demand in wallet-purchase) arrives.
import type { EnabledPayments } from "@/components/pricing/pricing-schema";

/** The network in words for the page. */
export function describeNetwork(payments: Pick<EnabledPayments, "network" | "demo">): string {
  if (payments.demo) return "Demo ledger (no real money)";
  return payments.network === "solana-devnet" ? "Solana devnet" : "Solana mainnet";
}
