// The service's evidence signing key (issue 30): Ed25519 with node:crypto,
// from EVIDENCE_SIGNING_KEY's 32-byte seed, or a key generated for this
// process when it is unset (its packs stop verifying once the process ends:
// the public key is published only while it runs). The seed and the private
// key never leave this closure: nothing logs, answers or stores them; the
// published document carries public keys only (RFC 8037 JWK, kid = RFC 7638
// thumbprint), rotated-out keys with the time they stopped signing.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { toBase64Url } from "@/server/contracts/evidence/base64url";
import { canonicalBytes, canonicalize } from "@/server/contracts/evidence/jcs";
import type { EvidenceKey, EvidenceKeys, EvidencePack, EvidencePayload } from "@/server/contracts/evidence/pack";

export interface EvidenceSigner {
  readonly kid: string;
  /** true when the key was generated for this process (EVIDENCE_SIGNING_KEY unset) */
  readonly ephemeral: boolean;
  sign(payload: EvidencePayload): EvidencePack;
  /** the document at /.well-known/cabal-hunter-keys.json */
  keys(): EvidenceKeys;
}

export interface EvidenceSignerOptions {
  /** EVIDENCE_SIGNING_KEY: a 32-byte seed, base64url */
  seed?: string;
  /** EVIDENCE_SIGNING_KEY_NOT_BEFORE (unix seconds) */
  notBefore?: number;
  /** EVIDENCE_PREVIOUS_PUBLIC_KEYS */
  previous?: readonly { x: string; exp: number; nbf?: number }[];
  now: () => Date;
  /** where the unset-key warning goes (default console.warn); it names the kid, never a secret */
  warn?: (message: string) => void;
}

// PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410 §7): SEQUENCE { version 0, AlgorithmIdentifier id-Ed25519, OCTET STRING { OCTET STRING seed } }
const PKCS8_ED25519_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");

export function createEvidenceSigner(options: EvidenceSignerOptions): EvidenceSigner {
  const generated = options.seed === undefined;
  const privateKey: KeyObject = generated
    ? generateKeyPairSync("ed25519").privateKey
    : createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, Buffer.from(options.seed!, "base64url")]), format: "der", type: "pkcs8" });
  const x = String(createPublicKey(privateKey).export({ format: "jwk" }).x);
  const kid = thumbprint(x);
  // a generated key signs from now on; a configured one from its stated time, or from any time
  const notBefore = options.notBefore ?? (generated ? Math.floor(options.now().getTime() / 1000) : undefined);
  const current: EvidenceKey = { kty: "OKP", crv: "Ed25519", x, kid, use: "sig", alg: "EdDSA", ...(notBefore !== undefined ? { nbf: notBefore } : {}) };
  const previous: EvidenceKey[] = (options.previous ?? [])
    .filter((key) => key.x !== x)
    .map((key) => ({ kty: "OKP", crv: "Ed25519", x: key.x, kid: thumbprint(key.x), use: "sig", alg: "EdDSA", ...(key.nbf !== undefined ? { nbf: key.nbf } : {}), exp: key.exp }));
  if (generated) {
    (options.warn ?? console.warn)(
      `[evidence] EVIDENCE_SIGNING_KEY is unset: evidence packs are signed with a key generated for this process (kid ${kid}). ` +
        "They will not verify after a restart, nor against another instance's keys. Set EVIDENCE_SIGNING_KEY (docs/operations.md \"Evidence signing keys\").",
    );
  }
  return {
    kid,
    ephemeral: generated,
    sign(payload) {
      const value = toBase64Url(sign(null, canonicalBytes(payload), privateKey));
      return { payload, signature: { alg: "Ed25519", kid, value } };
    },
    keys: () => ({ keys: [current, ...previous] }),
  };
}

/** RFC 7638: the SHA-256 of the key's required members in lexicographic order, base64url. */
export function thumbprint(x: string): string {
  return createHash("sha256").update(canonicalize({ crv: "Ed25519", kty: "OKP", x })).digest("base64url");
}
