// What a standard x402 payment transaction may be before our fee payer signs
// it. The payer built it; we pay its fee, so anything not needed for one USDC
// transfer is refused here, before the library's checks and before any RPC
// call. @x402/svm's static path bounds the compute budget and signer count
// (when told to) but lets Lighthouse/Memo instructions carry any accounts,
// signers included, and never checks that our fee payer is absent from every
// instruction: a Memo naming three extra signers cost the fee payer 25,001
// lamports; an unbounded compute limit, 7,010,000 (issue 18).
//
// Allowed, in this order (the stock client's shape): SetComputeUnitLimit,
// SetComputeUnitPrice, one TransferChecked (Token program) of exactly the
// price to our token account, then at most one Memo v2 with no accounts.
// Exactly two signers: the fee payer (account 0) and the transfer authority.
import { getCompiledTransactionMessageDecoder, getTransactionDecoder, type Address } from "@solana/kit";
import { ApiError } from "@/server/http/api-error";

export const COMPUTE_BUDGET_PROGRAM = "ComputeBudget111111111111111111111111111111";
export const TOKEN_PROGRAM = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";
export const MEMO_PROGRAM = "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr";
/** The stock client's memo is a 32-hex-character nonce; the library's own ceiling is 256 bytes. */
const MAX_MEMO_BYTES = 256;
/** ComputeBudget discriminators (SetComputeUnitLimit = 2, SetComputeUnitPrice = 3); TransferChecked = 12. */
const SET_LIMIT = 2;
const SET_PRICE = 3;
const TRANSFER_CHECKED = 12;

export interface PaymentTransactionRules {
  feePayer: string;
  usdcMint: string;
  payToAta: string;
  amountMicros: bigint;
  maxComputeUnits: number;
  maxPriceMicroLamports: bigint;
}

export interface PaymentTransactionFacts {
  /** the transfer authority: the wallet that pays */
  payer: string;
  /** its USDC token account */
  source: string;
  computeUnits: number;
  priceMicroLamports: bigint;
}

export function refuse(reason: string, message: string): ApiError {
  return new ApiError("payment_invalid", `The payment was refused: ${reason} (${message}).`, { extra: { reason } });
}

/** The fee payer's worst case for a transaction that passes: 2 signatures plus limit x price. */
export function worstCaseFeeLamports(rules: Pick<PaymentTransactionRules, "maxComputeUnits" | "maxPriceMicroLamports">): bigint {
  return 2n * 5_000n + (BigInt(rules.maxComputeUnits) * rules.maxPriceMicroLamports + 999_999n) / 1_000_000n;
}

/** Decodes the base64 wire transaction and applies the rules; throws 422 payment_invalid with a reason. */
export function checkPaymentTransaction(base64: string, rules: PaymentTransactionRules): PaymentTransactionFacts {
  let message;
  try {
    const transaction = getTransactionDecoder().decode(Buffer.from(base64, "base64"));
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  } catch {
    throw refuse("transaction_could_not_be_decoded", "not a Solana wire transaction");
  }
  if (message.version !== "legacy" && message.version !== 0) throw refuse("unsupported_version", "legacy or v0 transactions only");
  const lookups = (message as { addressTableLookups?: unknown[] }).addressTableLookups ?? [];
  if (lookups.length > 0) throw refuse("address_lookup_tables", "address lookup tables are not accepted");
  const keys = message.staticAccounts.map(String);
  if (keys[0] !== rules.feePayer) throw refuse("fee_payer_mismatch", "the fee payer must be this server's");
  // index 0 is the fee payer: it may be named by no instruction, as program or account
  if (message.instructions.some((ix) => ix.programAddressIndex === 0 || (ix.accountIndices ?? []).includes(0))) {
    throw refuse("fee_payer_in_instruction", "the fee payer may appear in no instruction");
  }
  if (message.header.numSignerAccounts !== 2) throw refuse("unexpected_signers", "exactly two signers: the fee payer and the paying wallet");

  const instructions = message.instructions.map((ix) => ({
    program: keys[ix.programAddressIndex],
    accounts: (ix.accountIndices ?? []).map((i) => ({ index: i, address: keys[i] })),
    data: Uint8Array.from(ix.data ?? []),
  }));
  if (instructions.length < 3 || instructions.length > 4) throw refuse("instruction_count", "compute limit, compute price, one transfer and an optional memo");

  const [limitIx, priceIx, transferIx, memoIx] = instructions;
  if (limitIx.program !== COMPUTE_BUDGET_PROGRAM || limitIx.data[0] !== SET_LIMIT || limitIx.data.length !== 5 || limitIx.accounts.length) {
    throw refuse("compute_limit_instruction", "the first instruction must set the compute unit limit");
  }
  const computeUnits = new DataView(limitIx.data.buffer, limitIx.data.byteOffset).getUint32(1, true);
  if (computeUnits > rules.maxComputeUnits) throw refuse("compute_limit_too_high", `at most ${rules.maxComputeUnits} compute units`);
  if (priceIx.program !== COMPUTE_BUDGET_PROGRAM || priceIx.data[0] !== SET_PRICE || priceIx.data.length !== 9 || priceIx.accounts.length) {
    throw refuse("compute_price_instruction", "the second instruction must set the compute unit price");
  }
  const priceMicroLamports = new DataView(priceIx.data.buffer, priceIx.data.byteOffset).getBigUint64(1, true);
  if (priceMicroLamports > rules.maxPriceMicroLamports) throw refuse("compute_price_too_high", `at most ${rules.maxPriceMicroLamports} micro-lamports per unit`);

  const transfer = checkTransfer(transferIx, rules, keys[1]);
  if (memoIx && (memoIx.program !== MEMO_PROGRAM || memoIx.accounts.length > 0 || memoIx.data.length > MAX_MEMO_BYTES)) {
    throw refuse("optional_instruction", "only a Memo v2 with no accounts may follow the transfer");
  }
  return { ...transfer, computeUnits, priceMicroLamports };
}

function checkTransfer(ix: { program: string; accounts: Array<{ address: string }>; data: Uint8Array }, rules: PaymentTransactionRules, otherSigner: string) {
  // exactly source, mint, destination, authority: more accounts would be multisig signers
  if (ix.program !== TOKEN_PROGRAM || ix.data[0] !== TRANSFER_CHECKED || ix.data.length !== 10 || ix.accounts.length !== 4) {
    throw refuse("transfer_instruction", "the third instruction must be one Token-program TransferChecked");
  }
  const [source, mint, destination, authority] = ix.accounts.map((a) => a.address as Address);
  if (mint !== rules.usdcMint) throw refuse("mint_mismatch", "the asset must be USDC");
  if (destination !== rules.payToAta) throw refuse("recipient_mismatch", "the destination must be the service's USDC account");
  const view = new DataView(ix.data.buffer, ix.data.byteOffset);
  if (view.getBigUint64(1, true) !== rules.amountMicros) throw refuse("amount_mismatch", `the amount must be exactly ${rules.amountMicros}`);
  if (ix.data[9] !== 6) throw refuse("decimals_mismatch", "USDC has 6 decimals");
  if (authority !== otherSigner) throw refuse("unexpected_signers", "the transfer authority must be the only other signer");
  return { payer: authority as string, source: source as string };
}
