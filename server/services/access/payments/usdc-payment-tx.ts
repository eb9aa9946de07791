// Builds the payment a client makes: create the service's USDC account if it
// is missing (idempotent), transferChecked the amount, and ONE Memo v2
// instruction with the server-issued memo. Used by the command-line payer
// (scripts/pay-usdc.ts) and the end-to-end tests; a browser wallet builds the
// same three instructions.
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from "@solana/spl-token";
import { Connection, PublicKey, Transaction, TransactionInstruction, type Commitment, type Keypair } from "@solana/web3.js";
import { USDC_DECIMALS } from "@/server/platform/config/plans";
import { MEMO_PROGRAM_V2 } from "@/server/services/access/payments/transfer-effects";

export interface UsdcPayment {
  payer: Keypair;
  /** the service wallet (owner), x402 payTo */
  payTo: string;
  mint: string;
  amountMicros: bigint;
  /** omitted: a plain transfer with no memo (the described "send USDC, then POST the signature") */
  memo?: string;
}

export function buildUsdcPaymentTransaction(payment: UsdcPayment, recentBlockhash: string): Transaction {
  const mint = new PublicKey(payment.mint);
  const owner = new PublicKey(payment.payTo);
  const from = getAssociatedTokenAddressSync(mint, payment.payer.publicKey);
  const to = getAssociatedTokenAddressSync(mint, owner, true);
  const tx = new Transaction({ feePayer: payment.payer.publicKey, recentBlockhash });
  tx.add(
    createAssociatedTokenAccountIdempotentInstruction(payment.payer.publicKey, to, owner, mint),
    createTransferCheckedInstruction(from, mint, to, payment.payer.publicKey, payment.amountMicros, USDC_DECIMALS),
  );
  if (payment.memo !== undefined) tx.add(new TransactionInstruction({ programId: new PublicKey(MEMO_PROGRAM_V2), keys: [], data: Buffer.from(payment.memo, "utf8") }));
  tx.sign(payment.payer);
  return tx;
}

/** Signs, sends and polls getSignatureStatuses (no websocket needed) until `commitment`; answers the signature. */
export async function sendUsdcPayment(connection: Connection, payment: UsdcPayment, commitment: Commitment = "confirmed", timeoutMs = 60_000): Promise<string> {
  const { blockhash } = await connection.getLatestBlockhash("confirmed");
  const signature = await connection.sendRawTransaction(buildUsdcPaymentTransaction(payment, blockhash).serialize());
  const wanted = commitment === "finalized" ? ["finalized"] : ["confirmed", "finalized"];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { value } = await connection.getSignatureStatuses([signature]);
    const status = value[0];
    if (status?.err) throw new Error(`The payment failed on-chain: ${JSON.stringify(status.err)}`);
    if (status?.confirmationStatus && wanted.includes(status.confirmationStatus)) return signature;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The payment ${signature} did not reach ${commitment} within ${timeoutMs} ms.`);
}
