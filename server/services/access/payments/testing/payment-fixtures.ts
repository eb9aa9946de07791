// Test support: getTransaction answers for payment tests, derived from the
// recorded mainnet USDC transferChecked (server/chain/testing/recorded/
// transactions/usdc-transfer-checked.json, slot 419685246): 3.8 USDC from
// 3V9bd... to the owner B2v68..., whose USDC associated token account is
// Efc6bp3... (account index 4). Tests treat B2v68... as the service wallet and
// change one thing at a time: signature, memo, amount, mint, time, error.
import { randomBytes } from "node:crypto";
import bs58 from "bs58";
import { readRecordedJson } from "@/server/chain/http/recorded-data";
import { MEMO_PROGRAM_V2 } from "@/server/services/access/payments/transfer-effects";

export const FIXTURE_PAY_TO = "B2v68t8MXb9zUms1VQKuCcvjrjKDK6fLd8ZngqmBGy1M";
export const FIXTURE_PAY_TO_ATA = "Efc6bp3wVC2iQpewxRmKdZM8vzt9DCFFhL7EiHYNGunv";
export const FIXTURE_PAYER = "3V9bd3EN5aNuhE4RiHGbZ1eZakJ1F9cDb8V4YLjCG8cg";
export const USDC = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
/** the recorded balances of the service ATA (index 4) before the transfer, micro-USDC */
const RECORDED_ATA_PRE = 11_200_000n;
const RECORDED_PAYER_PRE = 101_903_768_394n;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FixtureTx = any;

export function randomSignature(): string {
  return bs58.encode(randomBytes(64));
}

export function recordedUsdcTransfer(): FixtureTx {
  const answer = readRecordedJson("transactions/usdc-transfer-checked.json") as { result: FixtureTx };
  return structuredClone(answer.result);
}

export function memoInstruction(text: string, programId = MEMO_PROGRAM_V2): FixtureTx {
  return { parsed: text, program: "spl-memo", programId, stackHeight: null };
}

export interface PaymentTxOptions {
  signature: string;
  /** null: no memo instruction */
  memo: string | null;
  amountMicros: bigint;
  /** unix seconds */
  blockTime: number | null;
}

/** The recorded transfer, re-signed, paying `amountMicros` with one memo at `blockTime`. */
export function paymentTx(options: PaymentTxOptions): FixtureTx {
  const tx = recordedUsdcTransfer();
  tx.transaction.signatures[0] = options.signature;
  tx.blockTime = options.blockTime;
  if (options.memo !== null) tx.transaction.message.instructions.push(memoInstruction(options.memo));
  setBalances(tx, options.amountMicros);
  return tx;
}

/** Moves `amountMicros` from the payer (index 3) to the service ATA (index 4) in meta and in the transfer instruction. */
export function setBalances(tx: FixtureTx, amountMicros: bigint): void {
  const post = (index: number) => tx.meta.postTokenBalances.find((b: FixtureTx) => b.accountIndex === index);
  post(4).uiTokenAmount.amount = (RECORDED_ATA_PRE + amountMicros).toString();
  post(3).uiTokenAmount.amount = (RECORDED_PAYER_PRE - amountMicros).toString();
  for (const ix of tx.transaction.message.instructions) {
    if (ix.parsed?.type === "transferChecked") ix.parsed.info.tokenAmount.amount = amountMicros.toString();
  }
}
