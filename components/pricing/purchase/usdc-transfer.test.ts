import { ASSOCIATED_TOKEN_PROGRAM_ID, decodeTransferCheckedInstruction, getAssociatedTokenAddressSync } from "@solana/spl-token";
import { Keypair, PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { PurchaseError } from "@/components/pricing/purchase/purchase-failure";
import { buildUsdcTransfer } from "@/components/pricing/purchase/usdc-transfer";

const USDC = new PublicKey("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v");
const MEMO_V2 = "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr";
const service = Keypair.generate().publicKey;
const payer = Keypair.generate().publicKey;
const quote = {
  asset: USDC.toBase58(),
  pay_to: service.toBase58(),
  pay_to_token_account: getAssociatedTokenAddressSync(USDC, service, true).toBase58(),
  amount: "2500000",
  memo: "cabal-hunter:key:abc123",
  memo_program: MEMO_V2,
};
const recent = { blockhash: Keypair.generate().publicKey.toBase58(), lastValidBlockHeight: 1234 };

describe("buildUsdcTransfer", () => {
  it("opens the service's USDC account, transfers the quoted amount with 6 decimals, then the memo", () => {
    const tx = buildUsdcTransfer(quote, payer, recent);
    expect(tx.feePayer?.equals(payer)).toBe(true);
    expect(tx.recentBlockhash).toBe(recent.blockhash);
    expect(tx.lastValidBlockHeight).toBe(1234);
    const [create, transfer, memo] = tx.instructions;
    expect(tx.instructions).toHaveLength(3);
    expect(create.programId.equals(ASSOCIATED_TOKEN_PROGRAM_ID)).toBe(true);
    expect([...create.data]).toEqual([1]); // CreateIdempotent
    expect(create.keys[1].pubkey.toBase58()).toBe(quote.pay_to_token_account);
    const decoded = decodeTransferCheckedInstruction(transfer);
    expect(decoded.data.amount).toBe(2_500_000n);
    expect(decoded.data.decimals).toBe(6);
    expect(decoded.keys.source.pubkey.equals(getAssociatedTokenAddressSync(USDC, payer))).toBe(true);
    expect(decoded.keys.destination.pubkey.toBase58()).toBe(quote.pay_to_token_account);
    expect(decoded.keys.owner.pubkey.equals(payer)).toBe(true);
    expect(memo.programId.toBase58()).toBe(MEMO_V2);
    expect(Buffer.from(memo.data).toString("utf8")).toBe(quote.memo);
  });

  it("refuses a quote whose receiving account is not the service wallet's USDC account", () => {
    const other = getAssociatedTokenAddressSync(USDC, Keypair.generate().publicKey).toBase58();
    expect(() => buildUsdcTransfer({ ...quote, pay_to_token_account: other }, payer, recent)).toThrow(PurchaseError);
  });
});
