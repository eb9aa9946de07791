// Builds standard x402 payment requests by hand: the stock client's shape
// (compute limit, compute price, transferChecked, memo nonce) with one knob
// turned, signed by the payer (and any extra signers) but not the fee payer.
import { randomBytes } from "node:crypto";
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  partiallySignTransactionMessageWithSigners,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Instruction,
  type KeyPairSigner,
} from "@solana/kit";
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from "@solana-program/compute-budget";
import { findAssociatedTokenPda, getTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from "@solana-program/token";
import { encodePaymentSignatureHeader } from "@x402/core/http";
import type { StandardX402 } from "@/server/services/access/payments/x402/standard-x402";

export const MEMO_PROGRAM = address("MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr");

export interface HostileKnobs {
  amount?: bigint;
  payTo?: string;
  mint?: string;
  computeUnits?: number;
  unitPrice?: bigint;
  /** the memo instruction's accounts (signers sign the transaction); default none */
  memoAccounts?: (feePayer: Address) => Instruction["accounts"];
  /** false: no memo nonce (the stock client's optional instruction), e.g. to put another in its place */
  memo?: false;
  extra?: (feePayer: Address) => Instruction[];
  /** whose USDC moves: the payer's (a stock client) or the fee payer's */
  authority?: "payer" | "fee-payer";
}

export interface HostileDeps {
  rpcUrl: string;
  usdcMint: string;
  payTo: string;
  price: bigint;
  feePayer: KeyPairSigner;
  payer: KeyPairSigner;
  x402: StandardX402;
}

export const ata = async (owner: string, mint: string) => (await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];

export async function ledgerRpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
  return ((await response.json()) as { result: T }).result;
}

export const lamportsOf = async (rpcUrl: string, who: string) => BigInt((await ledgerRpc<{ value: number }>(rpcUrl, "getBalance", [who, { commitment: "confirmed" }])).value);

/** A PAYMENT-SIGNATURE request for a stock-shaped transaction with the knobs turned. */
export async function hostilePayment(deps: HostileDeps, knobs: HostileKnobs = {}, ip = "10.66.0.1"): Promise<Request> {
  const { feePayer, payer } = deps;
  const mint = knobs.mint ?? deps.usdcMint;
  const fromFeePayer = knobs.authority === "fee-payer";
  const transfer = getTransferCheckedInstruction({
    source: await ata(fromFeePayer ? feePayer.address : payer.address, mint),
    mint: address(mint),
    destination: await ata(knobs.payTo ?? deps.payTo, mint),
    // the fee payer by address only: the payer cannot sign for it, the facilitator would
    authority: fromFeePayer ? feePayer.address : payer,
    amount: knobs.amount ?? deps.price,
    decimals: 6,
  });
  const memo: Instruction = { programAddress: MEMO_PROGRAM, accounts: knobs.memoAccounts?.(feePayer.address) ?? [], data: new TextEncoder().encode(randomBytes(16).toString("hex")) };
  const { value: blockhash } = await ledgerRpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>(deps.rpcUrl, "getLatestBlockhash", [{ commitment: "confirmed" }]);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer.address, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getSetComputeUnitLimitInstruction({ units: knobs.computeUnits ?? 20_000 }),
          getSetComputeUnitPriceInstruction({ microLamports: knobs.unitPrice ?? 1n }),
          transfer,
          ...(knobs.memo === false ? [] : [memo]),
          ...(knobs.extra?.(feePayer.address) ?? []),
        ],
        m,
      ),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash.blockhash as never, lastValidBlockHeight: BigInt(blockhash.lastValidBlockHeight) }, m),
  );
  const signed = await partiallySignTransactionMessageWithSigners(message);
  const header = encodePaymentSignatureHeader({
    x402Version: 2,
    resource: { url: "http://localhost/api/scan-cabal", description: "scan", mimeType: "application/json" },
    accepted: deps.x402.requirements(deps.price),
    payload: { transaction: getBase64EncodedWireTransaction(signed) },
  });
  return new Request("http://localhost/api/scan-cabal?mintAddress=x", { headers: { "payment-signature": header, "x-real-ip": ip } });
}

/** Memo accounts naming `count` fresh signers (each signs: every signature is a fee the fee payer pays). */
export async function extraSigners(count: number): Promise<Instruction["accounts"]> {
  const signers = await Promise.all(Array.from({ length: count }, () => import("@solana/kit").then((kit) => kit.generateKeyPairSigner())));
  return signers.map((signer) => ({ address: signer.address, role: AccountRole.READONLY_SIGNER, signer }));
}
