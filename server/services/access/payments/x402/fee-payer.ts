// The fee payer of standard x402 payments: the service co-signs the payer's
// transaction as fee payer, so it needs a funded key. FEE_PAYER_SECRET_KEY
// (base58, 64 bytes) names it; on the embedded ledger (demo, no real money)
// an unset key is generated and funded with SOL through the ledger's test
// controls. Against a real RPC with no key, standard x402 stays off.
import { createKeyPairSignerFromBytes, generateKeyPairSigner, type KeyPairSigner } from "@solana/kit";
import bs58 from "bs58";
import { ensureLedgerServer } from "@/server/ledger";

/** SOL given to a generated demo fee payer: thousands of payments' fees. */
export const DEMO_FEE_PAYER_LAMPORTS = 10_000_000_000n;

/**
 * The demo wallet's USDC account exists from the ledger's genesis; another
 * PAYMENT_WALLET on the embedded ledger may have none yet. A stock client does
 * not create the payee's account (its simulation fails with InvalidAccountData),
 * so the app opens it with one micro-USDC.
 */
export async function ensureDemoPayeeAccount(input: { rpcUrl: string; payTo: string; payToAta: string }): Promise<void> {
  const response = await fetch(input.rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getAccountInfo", params: [input.payToAta, { encoding: "base64", commitment: "confirmed" }] }),
  });
  const body = (await response.json()) as { result?: { value: unknown } };
  if (body.result?.value) return;
  (await ensureLedgerServer()).controls.mintUsdc(input.payTo, 1n);
}

export async function resolveFeePayer(input: { secretKey: string | undefined; embeddedLedger: boolean }): Promise<KeyPairSigner | null> {
  if (input.secretKey) {
    let bytes: Uint8Array;
    try {
      bytes = bs58.decode(input.secretKey.trim());
    } catch {
      // never echo the value: it is a secret
      throw new Error("FEE_PAYER_SECRET_KEY is not base58.");
    }
    if (bytes.length !== 64) throw new Error(`FEE_PAYER_SECRET_KEY must decode to 64 bytes, got ${bytes.length}.`);
    return createKeyPairSignerFromBytes(bytes);
  }
  if (!input.embeddedLedger) return null;
  const signer = await generateKeyPairSigner();
  const ledger = await ensureLedgerServer();
  ledger.controls.airdrop(signer.address, DEMO_FEE_PAYER_LAMPORTS);
  return signer;
}
