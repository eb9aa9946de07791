// Which JSON-RPC the browser talks to for a purchase. The embedded demo ledger
// announces its loopback URL in GET /api/pricing; otherwise the public RPC of
// the network payments are taken on (the server never shows its own RPC URL:
// it may carry an API key).
import { clusterApiUrl } from "@solana/web3.js";
import type { EnabledPayments } from "@/components/pricing/pricing-schema";

export function rpcEndpointFor(payments: Pick<EnabledPayments, "network" | "demo_rpc_url">): string {
  if (payments.demo_rpc_url) return payments.demo_rpc_url;
  return clusterApiUrl(payments.network === "solana-devnet" ? "devnet" : "mainnet-beta");
}

// kept in its own file so the pricing page can name the network without loading web3.js
export { describeNetwork } from "@/components/wallet/describe-network";
