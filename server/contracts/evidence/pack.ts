// The evidence pack (issue 30): what a report rests on, signed so anyone can
// check it without trusting this service. `payload` says which engine and
// settings judged which slot, what the trace read and what it could not, and
// for every flag the rule that fired, its claim and the transactions (with
// their slots) that prove it; `signature` is Ed25519 over the RFC 8785 bytes of
// `payload` (jcs.ts), by the key `kid` published at
// /.well-known/cabal-hunter-keys.json. docs/api.md "Evidence" explains each field.
import { z } from "zod";
import { safeString } from "@/server/contracts/safe-string";

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const address = z.string().regex(BASE58).min(32).max(44);
const signature = z.string().regex(BASE58).min(32).max(90);
const text = z.string().max(2_000);
/** base64url without padding (RFC 4648 §5) */
export const BASE64URL = /^[A-Za-z0-9_-]+$/;

export const EVIDENCE_FORMAT = "cabal-hunter.evidence/1";

export const FLAG_KINDS = [
  "funding",
  "time_sync",
  "stealth_bundle",
  "coordinated_exit",
  "exited",
  "honeypot",
  "sell_route",
  "exit_liquidity",
  "deployer",
  "holder_concentration",
  "unlock",
] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];

/** What a cited transaction shows for its flag. */
export const EVIDENCE_ROLES = ["funding", "buy", "sell", "creation", "launch"] as const;

export const evidenceTxSchema = z.strictObject({
  signature,
  slot: z.number().int().min(0).nullable().describe("the slot the trace saw it in; null when the trace did not keep it"),
  role: z.enum(EVIDENCE_ROLES).describe("funding: SOL sent to `wallet` (by `from`); buy / sell: `wallet` traded the mint; creation: the mint's creation; launch: an earlier mint the deployer created"),
  wallet: address.nullable().describe("the wallet the transaction is evidence about"),
  from: address.optional().describe("funding: the sender"),
});

export const flagClaimSchema = z.strictObject({
  members: z.array(address).optional().describe("the group's wallets"),
  master: address.nullable().optional().describe("the shared funder (funding, exited) or null"),
  slot: z.number().int().min(0).optional().describe("time_sync, coordinated_exit: the shared slot; stealth_bundle: the first buy's"),
  slot_spread: z.number().int().min(0).optional(),
  combined_pct: z.number().min(0).max(100).nullable().optional().describe("share of supply the members hold at the report's slot"),
  sold_pct: z.number().min(0).max(100).nullable().optional(),
  bought_pct: z.number().min(0).max(100).nullable().optional(),
  fingerprint: z.record(z.string().max(20), z.union([z.string().max(64), z.number()])).optional().describe("stealth_bundle: the values every buy shares"),
  creator: address.nullable().optional().describe("deployer: the creator wallet"),
  value: z.union([z.string().max(200), z.number(), z.boolean(), z.null()]).optional().describe("the flag's headline value (a reputation, a ratio, a share)"),
});

export const flagSchema = z.strictObject({
  id: z.string().max(40).describe('the report\'s cluster id ("funding-1"), or the flag\'s kind for report-wide flags'),
  kind: z.enum(FLAG_KINDS),
  rule: z.strictObject({
    layer: z.string().max(40).describe("the engine layer that fired (server/engine/layers)"),
    statement: text.describe("the rule in words"),
    params: z.record(z.string().max(60), z.union([z.number(), z.string().max(100), z.boolean()])).describe("the settings the rule used"),
  }),
  points: z.number().min(0).max(100).describe("what the flag added to cabal_score"),
  reason: text.describe("what fired, in the words of the report's top_reasons"),
  claim: flagClaimSchema,
  evidence: z.array(evidenceTxSchema),
  checkable: z
    .enum(["transactions", "partly", "not_in_transactions"])
    .describe("transactions: the cited transactions prove the claim; partly: they prove part of it; not_in_transactions: it rests on account state or market data, which no transaction shows"),
  not_on_chain: z.array(text).describe("what the flag rests on that the cited transactions cannot show"),
});

export const coverageSchema = z.strictObject({
  holders_found: z.number().int().min(0),
  holder_cap: z.number().int().min(0),
  holders_traced: z.number().int().min(0),
  funding_hops: z.number().int().min(0),
  early_buyers: z.number().int().min(0).describe("first buyers traced (the exited-group and stealth checks)"),
  caps_hit: z.array(z.strictObject({ name: z.string().max(80), effect: text })).describe("caps that cut the trace, and what each left out"),
  failures: z.array(z.strictObject({ source: z.enum(["rpc", "market", "quote"]), what: z.string().max(200), message: text })).describe("upstream reads that failed"),
  missing: z.array(text).describe("parts of the report that rest on nothing read (and why)"),
});

export const evidencePayloadSchema = z.strictObject({
  format: z.literal(EVIDENCE_FORMAT),
  issuer: z.string().max(300).describe("the service that signed it"),
  issued_at: z.number().int().min(0).describe("unix seconds the pack was signed"),
  report_id: z.string().max(80).describe("<mint>@<computed_at>: the report this pack is of (the /api/check answer names it too)"),
  mint: address,
  slot: z.number().int().min(0).nullable().describe("the slot the report's reads were made at"),
  computed_at: z.number().int().min(0),
  engine: z.strictObject({
    version: z.string().max(40),
    settings_digest: z.string().regex(/^sha256:[0-9a-f]{64}$/).describe("sha256 of the RFC 8785 form of the engine's settings"),
  }),
  verdict: z.strictObject({
    recommendation: z.enum(["SAFE", "REVIEW", "AVOID"]),
    cabal_score: z.number().int().min(0).max(100),
    risk: z.enum(["HIGH", "MEDIUM", "CLEAN"]),
    confidence: z.enum(["HIGH", "LOW"]),
    degraded: z.boolean(),
    scan_complete: z.boolean(),
  }),
  supply: z.strictObject({
    amount: z.string().regex(/^\d{1,40}$/).nullable().describe("total supply in base units at the report's slot (account state: not in any transaction)"),
    decimals: z.number().int().min(0).max(30).nullable(),
  }),
  coverage: coverageSchema,
  flags: z.array(flagSchema),
});

export const packSignatureSchema = z.strictObject({
  alg: z.literal("Ed25519"),
  kid: z.string().max(100).regex(BASE64URL),
  value: z.string().max(200).regex(BASE64URL).describe("base64url Ed25519 signature over the RFC 8785 bytes of payload"),
});

export const evidencePackSchema = z.strictObject({ payload: evidencePayloadSchema, signature: packSignatureSchema });

export type EvidencePayload = z.infer<typeof evidencePayloadSchema>;
export type EvidencePack = z.infer<typeof evidencePackSchema>;
export type EvidenceFlag = z.infer<typeof flagSchema>;
export type EvidenceTx = z.infer<typeof evidenceTxSchema>;
export type EvidenceCoverage = z.infer<typeof coverageSchema>;

/** RFC 8037 public key, with the window in which packs it signed are valid (unix seconds). */
export const evidenceKeySchema = z.strictObject({
  kty: z.literal("OKP"),
  crv: z.literal("Ed25519"),
  x: z.string().regex(BASE64URL).max(60).describe("the public key, base64url"),
  kid: z.string().regex(BASE64URL).max(100).describe("RFC 7638 thumbprint of the key"),
  use: z.literal("sig"),
  alg: z.literal("EdDSA"),
  nbf: z.number().int().min(0).optional().describe("packs issued before this are not this key's"),
  exp: z.number().int().min(0).optional().describe("packs issued at or after this are not this key's (a rotated key)"),
});

export const evidenceKeysSchema = z.strictObject({ keys: z.array(evidenceKeySchema).max(20) });
export type EvidenceKey = z.infer<typeof evidenceKeySchema>;
export type EvidenceKeys = z.infer<typeof evidenceKeysSchema>;

/** A pack as a caller sends it to POST /api/verify: the payload is kept exactly as sent (the signature covers
 * every member of it, known or not), only its size is bounded by the body limit. */
export const packInputSchema = z.strictObject({
  payload: z.record(safeString().max(100), z.unknown()).describe("the pack's payload, exactly as received"),
  signature: z.strictObject({
    alg: z.literal("Ed25519"),
    kid: safeString().max(100).regex(BASE64URL),
    value: safeString().max(200).regex(BASE64URL),
  }),
});
