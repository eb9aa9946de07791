// Does this transaction pay this payment request? Pure: a getTransaction answer
// and the expectation in, a verdict out (security-reference §1.5, steps 3-9).
// Fail closed: anything unexpected is a rejection, never a crash and never a grant.
import { USDC_DECIMALS } from "@/server/platform/config/plans";
import { accountDelta, fullAccountKeys, largestSender, MEMO_PROGRAM_V2, topLevelMemos } from "@/server/services/access/payments/transfer-effects";
import { paymentTransactionSchema, type PaymentTransaction } from "@/server/services/access/payments/transaction-schema";

export interface TransferExpectation {
  signature: string;
  usdcMint: string;
  /** the service wallet (owner), and its associated token account for usdcMint */
  payTo: string;
  payToAta: string;
  tokenProgram: string;
  /** the request's memo; null for an open payment (no request): any memo or none (issue 20) */
  memo: string | null;
  minAmountMicros: bigint;
  /** unix seconds: the transfer's blockTime must lie in [notBefore, notAfter] */
  notBefore: number;
  notAfter: number;
  /** unix seconds, and how old (by blockTime) a transfer may be */
  now: number;
  maxAgeSeconds: number;
}

export type PaymentRejection =
  | "malformed"
  | "unsupported_version"
  | "signature_mismatch"
  | "missing_meta"
  | "transaction_failed"
  | "memo_missing"
  | "memo_count"
  | "memo_wrong_program"
  | "memo_mismatch"
  | "no_usdc_received"
  | "wrong_decimals"
  | "underpaid"
  | "block_time_missing"
  | "before_request"
  | "after_request_expired"
  | "too_old";

export interface TransferEffect {
  amountMicros: bigint;
  payer: string | null;
  slot: number;
  blockTime: number;
}

export type TransferVerdict =
  | ({ ok: true } & TransferEffect)
  | { ok: false; reason: PaymentRejection; message: string; late?: TransferEffect };

const reject = (reason: PaymentRejection, message: string): TransferVerdict => ({ ok: false, reason, message });

/** `answer` is a non-null getTransaction result (null = not visible yet is the caller's case). */
export function verifyTransfer(answer: unknown, expect: TransferExpectation): TransferVerdict {
  const parsed = paymentTransactionSchema.safeParse(answer);
  if (!parsed.success) return reject("malformed", "The transaction could not be read.");
  const tx = parsed.data;
  if (tx.version !== undefined && tx.version !== "legacy" && tx.version !== 0) {
    return reject("unsupported_version", `Transaction version ${tx.version} is not supported.`);
  }
  // An odd RPC answer must not substitute another transaction (OWASP API10).
  if (tx.transaction.signatures[0] !== expect.signature) return reject("signature_mismatch", "The RPC answered with a different transaction.");
  if (tx.meta === null) return reject("missing_meta", "The transaction has no status metadata.");
  // A failed transaction still gets a confirmation status; it never pays.
  if (tx.meta.err !== null) return reject("transaction_failed", "The transaction failed on-chain.");
  return checkMemo(tx, expect) ?? checkAmountAndTime(tx, expect);
}

function checkMemo(tx: PaymentTransaction, expect: TransferExpectation): TransferVerdict | null {
  if (expect.memo === null) return null;
  const memos = topLevelMemos(tx, fullAccountKeys(tx));
  if (memos.length === 0) return reject("memo_missing", "The transaction carries no memo.");
  if (memos.length > 1) return reject("memo_count", "The transaction must carry exactly one memo.");
  // Memo v2 only: it is what current wallets and x402 clients emit; v1 is deprecated.
  if (memos[0].programId !== MEMO_PROGRAM_V2) return reject("memo_wrong_program", `The memo must use the Memo program ${MEMO_PROGRAM_V2}.`);
  if (memos[0].text !== expect.memo) return reject("memo_mismatch", "The memo does not match this payment request.");
  return null;
}

function checkAmountAndTime(tx: PaymentTransaction, expect: TransferExpectation): TransferVerdict {
  // Our associated token account only (Solana Pay: auxiliary token accounts are not supported),
  // looked up among ALL keys, lookup-table ones included.
  const index = fullAccountKeys(tx).indexOf(expect.payToAta);
  const { delta, decimals } =
    index < 0 ? { delta: 0n, decimals: null } : accountDelta(tx, index, { mint: expect.usdcMint, owner: expect.payTo, programId: expect.tokenProgram });
  if (delta <= 0n) return reject("no_usdc_received", "The transaction did not pay USDC to the service wallet.");
  if (decimals !== USDC_DECIMALS) return reject("wrong_decimals", "The received token does not have USDC's 6 decimals.");
  if (delta < expect.minAmountMicros) {
    return reject("underpaid", `Received ${delta} micro-USDC; this request needs at least ${expect.minAmountMicros}.`);
  }
  const blockTime = tx.blockTime;
  if (blockTime === null || blockTime === undefined) return reject("block_time_missing", "The transaction has no block time yet.");
  if (blockTime < expect.notBefore) return reject("before_request", "The transaction is older than this payment request.");
  const effect = { amountMicros: delta, payer: largestSender(tx, expect.usdcMint, expect.payTo), slot: tx.slot, blockTime };
  if (blockTime > expect.notAfter) {
    // Real money arrived for a request that had ended: the caller records it (never silently kept).
    return { ok: false, reason: "after_request_expired", message: "The payment request had expired when the transaction landed.", late: effect };
  }
  if (expect.now - blockTime > expect.maxAgeSeconds) return reject("too_old", "The transaction is too old to redeem.");
  return { ok: true, ...effect };
}

/** The text of the transaction's one top-level Memo v2 instruction, or null (none, several, v1, unreadable). */
export function readPaymentMemo(answer: unknown): string | null {
  const parsed = paymentTransactionSchema.safeParse(answer);
  if (!parsed.success) return null;
  const memos = topLevelMemos(parsed.data, fullAccountKeys(parsed.data));
  return memos.length === 1 && memos[0].programId === MEMO_PROGRAM_V2 ? memos[0].text : null;
}
