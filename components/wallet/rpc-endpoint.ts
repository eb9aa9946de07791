// Which JSON-RPC the browser talks to for a purchase. The embedded demo ledger
// announces its loopback URL in GET /api/pricing; otherwise the public RPC of
// the network payments are taken on (the server never shows its own RPC URL:
// it may carry an API key).
import { clusterApiUrl } from "@solana/web3.js";
import type { EnabledPayments } from "../pricing/pricing-schema";

export function rpcEndpointFor(payments: Pick<EnabledPayments, "network" | "demo_rpc_url">): string {
  if (payments.demo_rpc_url) return payments.demo_rpc_url;
  return clusterApiUrl(payments.network === "solana-devnet" ? "devnet" : "mainnet-beta");
}

/** The network in words for the page. */
export function describeNetwork(payments: Pick<EnabledPayments, "network" | "demo">): string {
  if (payments.demo) return "Demo ledger (no real money)";
  return payments.network === "solana-devnet" ? "Solana devnet" : "Solana mainnet";
}
