// Checks an evidence pack's signature against published keys, with WebCrypto
// Ed25519 only (no server, no Node API): the verify script and the /verify page
// run this same function; POST /api/verify runs it for browsers without
// Ed25519 in WebCrypto. The signature covers the payload exactly as received
// (every member, known or not), so the payload is never parsed before it is checked.
import { fromBase64Url } from "@/server/contracts/evidence/base64url";
import { canonicalBytes } from "@/server/contracts/evidence/jcs";
import type { EvidenceKey } from "@/server/contracts/evidence/pack";

export interface SignatureCheck {
  valid: boolean;
  /** the key the pack names; null when the pack names none */
  kid: string | null;
  /** why it is (in)valid, in words */
  reason: string;
}

const ED25519 = { name: "Ed25519" } as const;

/** Whether WebCrypto here can verify Ed25519 (browsers since 2025; Node 20). */
export async function hasWebCryptoEd25519(subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle): Promise<boolean> {
  if (!subtle) return false;
  try {
    await subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo" }, ED25519, false, ["verify"]);
    return true;
  } catch {
    return false;
  }
}

export async function verifyPackSignature(pack: unknown, keys: readonly EvidenceKey[], subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<SignatureCheck> {
  const shape = readShape(pack);
  if ("problem" in shape) return { valid: false, kid: null, reason: shape.problem };
  const { payload, kid, value } = shape;
  const key = keys.find((candidate) => candidate.kid === kid);
  if (!key) return { valid: false, kid, reason: `no published key has kid ${kid}` };
  const issuedAt = typeof payload.issued_at === "number" ? payload.issued_at : null;
  if (issuedAt === null) return { valid: false, kid, reason: "the payload has no issued_at" };
  if (key.nbf !== undefined && issuedAt < key.nbf) return { valid: false, kid, reason: `issued at ${issuedAt}, before the key's not-before ${key.nbf}` };
  if (key.exp !== undefined && issuedAt >= key.exp) return { valid: false, kid, reason: `issued at ${issuedAt}, after the key was retired at ${key.exp}` };
  const signatureBytes = fromBase64Url(value);
  if (!signatureBytes || signatureBytes.length !== 64) return { valid: false, kid, reason: "the signature is not 64 bytes of base64url" };
  let bytes: Uint8Array;
  try {
    bytes = canonicalBytes(payload);
  } catch (error) {
    return { valid: false, kid, reason: `the payload has no canonical form: ${error instanceof Error ? error.message : String(error)}` };
  }
  const publicKey = await subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", x: key.x }, ED25519, false, ["verify"]);
  const ok = await subtle.verify(ED25519, publicKey, signatureBytes as BufferSource, bytes as BufferSource);
  return ok ? { valid: true, kid, reason: "signature valid" } : { valid: false, kid, reason: "signature does not match the payload" };
}

type Shape = { payload: Record<string, unknown>; kid: string; value: string } | { problem: string };

function readShape(pack: unknown): Shape {
  if (!isObject(pack) || !isObject(pack.payload) || !isObject(pack.signature)) return { problem: "not an evidence pack: { payload, signature } expected" };
  const { alg, kid, value } = pack.signature;
  if (alg !== "Ed25519") return { problem: `signature.alg is ${JSON.stringify(alg)}, not "Ed25519"` };
  if (typeof kid !== "string" || typeof value !== "string") return { problem: "signature.kid and signature.value must be strings" };
  return { payload: pack.payload, kid, value };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
