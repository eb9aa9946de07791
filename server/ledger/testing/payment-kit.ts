// Building blocks for tests that pay through the embedded ledger with real
// signed transactions (@solana/web3.js + @solana/spl-token): funded wallets,
// the USDC payment instructions a wallet sends (ATA createIdempotent,
// transferChecked, memo), legacy and v0 transactions, raw JSON-RPC calls and
// waiting for a commitment. Test-only: nothing in the app imports it.
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from "@solana/spl-token";
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
  type Commitment,
} from "@solana/web3.js";
import { ACCOUNTS, PROGRAMS } from "@/server/ledger/constants";
import type { LedgerServer } from "@/server/ledger/server/ledger-server";

export const USDC_MINT = new PublicKey(ACCOUNTS.usdcMint);
export const MEMO_PROGRAM_ID = new PublicKey(PROGRAMS.memo);
export const USDC_DECIMALS = 6;

export function usdcAta(owner: PublicKey): PublicKey {
  return getAssociatedTokenAddressSync(USDC_MINT, owner);
}

/** A new wallet with `sol` SOL and `usdc` base units of USDC (recorded airdrop and mint). */
export function fundedWallet(server: LedgerServer, funds: { sol?: number; usdc?: bigint } = {}): Keypair {
  const wallet = Keypair.generate();
  server.controls.airdrop(wallet.publicKey.toBase58(), BigInt(Math.round((funds.sol ?? 1) * LAMPORTS_PER_SOL)));
  if (funds.usdc) server.controls.mintUsdc(wallet.publicKey.toBase58(), funds.usdc);
  return wallet;
}

export function memoInstruction(memo: string): TransactionInstruction {
  return new TransactionInstruction({ programId: MEMO_PROGRAM_ID, keys: [], data: Buffer.from(memo, "utf8") });
}

export interface UsdcPayment {
  payer: PublicKey;
  recipient: PublicKey;
  /** base units (6 decimals). */
  amount: bigint;
  memo?: string;
  decimals?: number;
}

/** What a wallet sends to pay USDC: create the recipient's ATA if needed, transferChecked, memo. */
export function usdcPaymentInstructions(p: UsdcPayment): TransactionInstruction[] {
  const destination = usdcAta(p.recipient);
  const ixs = [
    createAssociatedTokenAccountIdempotentInstruction(p.payer, destination, p.recipient, USDC_MINT),
    createTransferCheckedInstruction(usdcAta(p.payer), USDC_MINT, destination, p.payer, p.amount, p.decimals ?? USDC_DECIMALS),
  ];
  if (p.memo !== undefined) ixs.push(memoInstruction(p.memo));
  return ixs;
}

export interface RecentBlockhash {
  blockhash: string;
  lastValidBlockHeight: number;
}

export function signedLegacy(payer: Keypair, instructions: TransactionInstruction[], recent: RecentBlockhash): Transaction {
  const tx = new Transaction({ feePayer: payer.publicKey, ...recent }).add(...instructions);
  tx.sign(payer);
  return tx;
}

export function signedV0(payer: Keypair, instructions: TransactionInstruction[], recent: RecentBlockhash): VersionedTransaction {
  const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: recent.blockhash, instructions }).compileToV0Message();
  const tx = new VersionedTransaction(message);
  tx.sign([payer]);
  return tx;
}

export interface RpcAnswer<T = unknown> {
  result?: T;
  error?: { code: number; message: string; data?: Record<string, unknown> };
}

/** One raw JSON-RPC call, to see answers and errors exactly as the node's wire format. */
export async function rpcCall<T = unknown>(server: LedgerServer, method: string, params: unknown[] = []): Promise<RpcAnswer<T>> {
  const res = await fetch(server.rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
  return (await res.json()) as RpcAnswer<T>;
}

const RANK: Record<string, number> = { processed: 0, confirmed: 1, finalized: 2 };

/** Polls getSignatureStatuses until the signature reaches `commitment` (throws after `timeoutMs`). */
export async function waitForStatus(server: LedgerServer, signature: string, commitment: Commitment, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await rpcCall<{ value: ({ confirmationStatus: string; err: unknown } | null)[] }>(server, "getSignatureStatuses", [[signature]]);
    const status = answer.result?.value[0];
    if (status && RANK[status.confirmationStatus] >= RANK[commitment]) return status;
    if (Date.now() > deadline) throw new Error(`${signature} did not reach ${commitment} in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 40));
  }
}
