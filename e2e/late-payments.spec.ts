// Issue 18 item 6, on the BUILT app (`next build`, then `next start`): a USDC
// transfer that arrives for a key request that no longer exists is recorded
// in late_payments for a refund, and the answer names the row. Before, the
// redeem code recognised the late-payment error with `instanceof`, and after
// the build the verifier (cached on globalThis by another bundle) threw a
// different copy of the class: the 422 went out and nothing was recorded.
// API only (the `request` fixture): no page.
import { expect, test } from "@playwright/test";
import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from "@solana/spl-token";
import { Connection, Keypair, PublicKey, Transaction, TransactionInstruction } from "@solana/web3.js";
import bs58 from "bs58";
import { createPrivateKey, randomBytes, sign } from "node:crypto";
import { findLedgerUrl, LEDGER_USDC } from "@/e2e/test-wallet/test-wallet";

const MEMO_V2 = "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr";

async function control(ledgerUrl: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(new URL(path, ledgerUrl), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
}

/** ed25519 over a challenge's message with a web3.js keypair (PKCS#8 DER wrapper around the seed): a wallet's signMessage. */
function signMessage(keypair: Keypair, message: string): string {
  const der = Buffer.concat([Buffer.from("302e020100300506032b657004220420", "hex"), Buffer.from(keypair.secretKey.slice(0, 32))]);
  return bs58.encode(sign(null, Buffer.from(message, "utf8"), createPrivateKey({ key: der, format: "der", type: "pkcs8" })));
}

test("a transfer for a key request that no longer exists is recorded as a late payment, once", async ({ request }) => {
  const ledgerUrl = await findLedgerUrl(request);
  const pricing = (await (await request.get("/api/pricing")).json()) as { payments: { pay_to_token_account: string } };
  const payer = Keypair.generate();
  await control(ledgerUrl, "/__ledger/airdrop", { address: payer.publicKey.toBase58(), lamports: "1000000000" });
  await control(ledgerUrl, "/__ledger/mint-usdc", { owner: payer.publicKey.toBase58(), amount: "2000000" });

  // a memo of ours whose request is gone (pruned after expiry): money that arrives for it is late
  const memo = `cabal-hunter:key:${randomBytes(16).toString("hex")}`;
  const connection = new Connection(ledgerUrl, "confirmed");
  const mint = new PublicKey(LEDGER_USDC);
  const { blockhash } = await connection.getLatestBlockhash("confirmed");
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
    createTransferCheckedInstruction(getAssociatedTokenAddressSync(mint, payer.publicKey), mint, new PublicKey(pricing.payments.pay_to_token_account), payer.publicKey, 1_000_000n, 6),
    new TransactionInstruction({ programId: new PublicKey(MEMO_V2), keys: [], data: Buffer.from(memo, "utf8") }),
  );
  tx.sign(payer);
  const signature = await connection.sendRawTransaction(tx.serialize());

  // the payer's proof: a one-time challenge from the service, signed (issue 28 item 2); a fresh one per attempt
  const redeem = async () => {
    const challenge = (await (await request.post("/api/buy-key/challenge", { data: { tx_signature: signature } })).json()) as { nonce: string; message: string };
    return request.post("/api/buy-key", { data: { tx_signature: signature, challenge: challenge.nonce, wallet_signature: signMessage(payer, challenge.message) } });
  };
  let response = await redeem();
  for (let attempt = 0; response.status() === 402 && attempt < 60; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500)); // not finalized yet
    response = await redeem();
  }
  const body = (await response.json()) as { error: { code: string; details: { reason: string; late_payment_id?: string; refund?: string } } };
  expect(response.status(), JSON.stringify(body)).toBe(422);
  expect(body.error.details).toMatchObject({ reason: "after_request_expired", refund: "refund_pending" });
  expect(body.error.details.late_payment_id).toEqual(expect.any(String));

  // presented again: the same row, not a second one
  const again = (await (await redeem()).json()) as typeof body;
  expect(again.error.details.late_payment_id).toBe(body.error.details.late_payment_id);
});
