// POST /api/buy-key { tx_signature, challenge, wallet_signature }: the payer
// proves it owns the paying wallet by signing (ed25519, Wallet Standard
// signMessage) the one-time challenge the server issued for that payment
// (ownership-challenge.ts). The transaction signature is public once it lands;
// this proof is not: only the wallet whose USDC paid can produce it, it names
// that one transfer, and it is spent on first use.
import { createPublicKey, verify } from "node:crypto";
import bs58 from "bs58";
import { ApiError } from "@/server/http/api-error";

/** A Base58 ed25519 signature (64 bytes), or 400 naming the field; checked before any RPC call. */
export function parseWalletSignature(value: unknown, field = "wallet_signature"): Uint8Array {
  if (typeof value === "string" && /^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(value)) {
    const bytes = bs58.decode(value);
    if (bytes.length === 64) return bytes;
  }
  throw new ApiError("bad_request", `${field} must be the paying wallet's Base58 ed25519 signature (64 bytes) of the challenge's message (POST /api/buy-key/challenge).`, { details: { field } });
}

/** True when `wallet` (a Base58 public key) signed `message` (UTF-8). */
export function isSignedByWallet(wallet: string, message: string, signature: Uint8Array): boolean {
  try {
    const raw = bs58.decode(wallet);
    if (raw.length !== 32) return false;
    const key = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(raw).toString("base64url") }, format: "jwk" });
    return verify(null, Buffer.from(message, "utf8"), key, signature);
  } catch {
    return false;
  }
}

export function walletProofError(): ApiError {
  return new ApiError("payment_invalid", "wallet_signature is not the paying wallet's signature of the challenge's message.", {
    details: { reason: "wallet_signature_invalid" },
  });
}
