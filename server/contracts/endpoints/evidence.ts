// Contracts of the proof (issue 30): the signed evidence pack of a report, the
// public keys it verifies against, and a signature check for browsers without
// WebCrypto Ed25519. docs/api.md "Evidence".
import { z } from "zod";
import { BODY_ERROR_CODES, defineEndpoint, SCAN_ERROR_CODES } from "@/server/contracts/endpoint";
import { evidenceKeysSchema, evidencePackSchema, packInputSchema } from "@/server/contracts/evidence/pack";
import { solanaAddressSchema } from "@/server/contracts/mint-address";

/** A pack holds up to a few thousand cited transactions (the largest ledger scenario's is well under 200 KiB). */
export const VERIFY_MAX_BODY_BYTES = 2 * 1024 * 1024;

export const getEvidence = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/evidence",
  operationId: "getEvidence",
  summary: "The signed evidence pack of your report of a mint: rules, claims, cited transactions with slots, coverage",
  description:
    "The pack of the report a scan would answer you now (the stored fresh report, else a live trace). Charged like a scan: free when you paid for this mint within the fresh window, one scan otherwise. Verify it with `npm run verify`, at /verify, or with any Ed25519 library: the signature covers the RFC 8785 bytes of `payload`; keys at /.well-known/cabal-hunter-keys.json.",
  tag: "Evidence",
  auth: "scan",
  metering: "scan",
  query: z.object({ mint: solanaAddressSchema }),
  inputErrorCode: "invalid_mint",
  responses: { 200: { description: "The signed evidence pack.", schema: evidencePackSchema } },
  errors: SCAN_ERROR_CODES,
  cors: true,
});

export const getEvidenceKeys = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/.well-known/cabal-hunter-keys.json",
  operationId: "getEvidenceKeys",
  summary: "The public keys evidence packs are signed with (RFC 8037 JWK set)",
  description: "The current key and the rotated-out keys still valid for the packs they signed: a pack verifies under the key its signature.kid names when its issued_at is at or after nbf and before exp.",
  tag: "Evidence",
  auth: "none",
  metering: "free",
  cache: { maxAgeSeconds: 300 },
  responses: { 200: { description: "The key set.", schema: evidenceKeysSchema } },
  errors: [],
  cors: true,
});

export const verifyEvidence = /* @__PURE__ */ defineEndpoint({
  method: "post",
  path: "/api/verify",
  operationId: "verifyEvidence",
  summary: "Check an evidence pack's signature against this service's published keys (signature only)",
  description:
    "For browsers without Ed25519 in WebCrypto; anyone else can check the signature themselves. Re-deriving the flags from the chain is the verifier's own work (npm run verify, /verify with an RPC URL): this only says whether the signature holds.",
  tag: "Evidence",
  auth: "none",
  metering: "minute",
  body: packInputSchema,
  maxBodyBytes: VERIFY_MAX_BODY_BYTES,
  bodyExample: { payload: { format: "cabal-hunter.evidence/1", issued_at: 1767225600 }, signature: { alg: "Ed25519", kid: "kid", value: "c2ln" } },
  responses: {
    200: {
      description: "Whether the signature holds (a bad signature is an answer, not an error).",
      schema: z.strictObject({ valid: z.boolean(), kid: z.string().max(100).nullable(), reason: z.string().max(500) }),
    },
  },
  errors: ["bad_request", ...BODY_ERROR_CODES],
});
