// Test support: what a wallet does for POST /api/buy-key's proof (issue 28
// item 2): ask the service for a challenge, sign its message with the wallet's
// ed25519 key (as Wallet Standard signMessage would, here with node:crypto and
// no wallet code of ours) and send both.
import { createPrivateKey, sign } from "node:crypto";
import type { Keypair } from "@solana/web3.js";
import bs58 from "bs58";

/** ed25519 over the UTF-8 message, Base58: a wallet's signMessage answer. */
export function signWithWallet(keypair: Keypair, message: string): string {
  const x = Buffer.from(keypair.publicKey.toBytes()).toString("base64url");
  const d = Buffer.from(keypair.secretKey.subarray(0, 32)).toString("base64url");
  const key = createPrivateKey({ key: { kty: "OKP", crv: "Ed25519", d, x }, format: "jwk" });
  return bs58.encode(sign(null, Buffer.from(message, "utf8"), key));
}

export interface ChallengeAnswer {
  nonce: string;
  message: string;
}

/** A fresh challenge for `txSignature` from `ask` (the route, called however the test calls it). */
export async function askChallenge(ask: (body: { tx_signature: string }) => Promise<Response>, txSignature: string): Promise<ChallengeAnswer> {
  const response = await ask({ tx_signature: txSignature });
  if (response.status !== 201) throw new Error(`POST /api/buy-key/challenge answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as ChallengeAnswer;
}

/** The proof fields of POST /api/buy-key: a fresh challenge signed by `keypair`. */
export async function walletProof(ask: (body: { tx_signature: string }) => Promise<Response>, keypair: Keypair, txSignature: string): Promise<{ challenge: string; wallet_signature: string }> {
  const challenge = await askChallenge(ask, txSignature);
  return { challenge: challenge.nonce, wallet_signature: signWithWallet(keypair, challenge.message) };
}
