// Where money goes, decided once from the settings. With no PAYMENT_WALLET the
// embedded ledger (demo, no real money) gets a fixed demo wallet; against a
// real RPC the paid flows stay OFF until the operator names a wallet, so a
// misconfigured deployment can never take a payment it cannot account for.
import { getAssociatedTokenAddressSync, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import { PublicKey } from "@solana/web3.js";
import type { Env } from "@/server/platform/config/env";
import { DEMO_PAYEE_OWNER, LEDGER_PAYMENT_NETWORK } from "@/server/ledger";

/** Genesis hashes of the clusters named by PAYMENT_NETWORK (x402 v1 network ids). */
export const GENESIS_HASHES = {
  solana: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d",
  "solana-devnet": "EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG",
} as const;

export type PaymentNetwork = keyof typeof GENESIS_HASHES;

/** Circle's USDC on each network: the default asset stock x402 clients accept there (@x402/svm
 * defaultAssets; a client's spend controls refuse any other asset unless told). */
export const CIRCLE_USDC: Record<PaymentNetwork, string> = {
  solana: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
  "solana-devnet": "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU",
};

export interface EnabledPaymentConfig {
  enabled: true;
  network: PaymentNetwork;
  usdcMint: string;
  /** the owner wallet: x402 payTo */
  payTo: string;
  /** payTo's associated token account for usdcMint: the only account payments may land in */
  payToAta: string;
  tokenProgram: string;
  intentTtlSeconds: number;
  maxAgeSeconds: number;
  /** true for the embedded ledger's demo wallet */
  demo: boolean;
}

export type PaymentConfig = EnabledPaymentConfig | { enabled: false; reason: string };

/** The demo service wallet on the embedded ledger (a deterministic address; no real money); its USDC account exists from genesis. */
export const DEMO_PAYMENT_WALLET = DEMO_PAYEE_OWNER;

export function resolvePaymentConfig(env: Env): PaymentConfig {
  const wallet = env.PAYMENT_WALLET ?? (env.SOLANA_RPC_URL ? undefined : DEMO_PAYMENT_WALLET);
  if (!wallet) {
    return { enabled: false, reason: "Payments are not configured on this server (PAYMENT_WALLET is unset)." };
  }
  // the embedded ledger answers devnet's genesis hash (never mainnet's): its payments are on its network,
  // in that network's USDC (the ledger holds it), so a stock x402 client's default spend controls pay
  const network = env.SOLANA_RPC_URL ? env.PAYMENT_NETWORK : LEDGER_PAYMENT_NETWORK;
  const usdcMint = env.USDC_MINT ?? CIRCLE_USDC[network];
  return {
    enabled: true,
    network,
    usdcMint,
    payTo: wallet,
    // allowOwnerOffCurve: a multisig vault (a PDA) may own the receiving account.
    payToAta: getAssociatedTokenAddressSync(new PublicKey(usdcMint), new PublicKey(wallet), true).toBase58(),
    tokenProgram: TOKEN_PROGRAM_ID.toBase58(),
    intentTtlSeconds: env.PAYMENT_INTENT_TTL_SECONDS,
    maxAgeSeconds: env.PAYMENT_MAX_AGE_SECONDS,
    demo: !env.PAYMENT_WALLET,
  };
}
