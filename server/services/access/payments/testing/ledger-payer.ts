// Test support: a real payer on the embedded ledger. A fresh keypair is funded
// through the ledger's test controls (SOL for fees, USDC minted to its ATA),
// then pays with a transaction signed by @solana/web3.js and sent through
// sendTransaction, exactly as a client would.
import { Connection, Keypair, type Commitment } from "@solana/web3.js";
import type { LedgerServer } from "@/server/ledger";
import { sendUsdcPayment } from "@/server/services/access/payments/usdc-payment-tx";

/** the embedded ledger's payment USDC: Circle's devnet mint, as the ledger answers devnet's genesis hash (server/ledger/constants.ts) */
export const LEDGER_USDC = "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU";

export interface LedgerPayer {
  keypair: Keypair;
  pay(request: { payTo: string; amountMicros: bigint; memo?: string }, commitment?: Commitment): Promise<string>;
}

export function fundedPayer(ledger: LedgerServer, usdcMicros: bigint): LedgerPayer {
  const keypair = Keypair.generate();
  ledger.controls.airdrop(keypair.publicKey.toBase58(), 1_000_000_000n);
  ledger.controls.mintUsdc(keypair.publicKey.toBase58(), usdcMicros);
  const connection = new Connection(ledger.rpcUrl, { commitment: "confirmed", disableRetryOnRateLimit: true });
  return {
    keypair,
    pay: (request, commitment = "confirmed") =>
      sendUsdcPayment(connection, { payer: keypair, payTo: request.payTo, mint: LEDGER_USDC, amountMicros: request.amountMicros, memo: request.memo }, commitment),
  };
}
