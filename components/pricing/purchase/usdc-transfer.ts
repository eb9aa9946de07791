// The payment transaction, built in the browser exactly as the server's own
// payer builds it (server/services/access/payments/usdc-payment-tx.ts): open the
// service's USDC account if it is missing (idempotent), transferChecked the
// quoted amount from the payer's USDC account, and ONE Memo v2 instruction with
// the quote's memo, which binds the payment to this payment request.
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from "@solana/spl-token";
import { PublicKey, Transaction, TransactionInstruction } from "@solana/web3.js";
import type { BuyKeyQuote } from "@/server/contracts/access";
import { USDC_DECIMALS } from "@/components/pricing/usdc-amount";
import { failure } from "@/components/pricing/purchase/purchase-failure";

export interface RecentBlockhash {
  blockhash: string;
  /** the transaction can land up to this block height, no later */
  lastValidBlockHeight: number;
}

type TransferQuote = Pick<BuyKeyQuote, "asset" | "pay_to" | "pay_to_token_account" | "amount" | "memo" | "memo_program">;

export function buildUsdcTransfer(quote: TransferQuote, payer: PublicKey, recent: RecentBlockhash): Transaction {
  const mint = new PublicKey(quote.asset);
  const owner = new PublicKey(quote.pay_to);
  // allowOwnerOffCurve: the service wallet may be a multisig vault (a PDA)
  const destination = getAssociatedTokenAddressSync(mint, owner, true);
  // fail closed: only the service's associated account counts as a payment
  if (destination.toBase58() !== quote.pay_to_token_account) {
    throw failure("quote", "The payment request names a USDC account that does not belong to the service wallet.");
  }
  const source = getAssociatedTokenAddressSync(mint, payer);
  const tx = new Transaction({ feePayer: payer, ...recent });
  tx.add(
    createAssociatedTokenAccountIdempotentInstruction(payer, destination, owner, mint),
    createTransferCheckedInstruction(source, mint, destination, payer, BigInt(quote.amount), USDC_DECIMALS),
    new TransactionInstruction({ programId: new PublicKey(quote.memo_program), keys: [], data: Buffer.from(quote.memo, "utf8") }),
  );
  return tx;
}
