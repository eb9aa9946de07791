// Contracts of the key and payment endpoints.
import { z } from "zod";
import {
  buyKeyQuoteRequestSchema,
  buyKeyQuoteSchema,
  buyKeyRequestSchema,
  buyKeyResponseSchema,
  buyKeyTopUpResponseSchema,
  freeKeyConfirmRequestSchema,
  freeKeyConfirmResponseSchema,
  freeKeyRequestSchema,
  freeKeyResponseSchema,
  keyBalanceSchema,
  ownershipChallengeRequestSchema,
  ownershipChallengeSchema,
} from "@/server/contracts/access";
import { BODY_ERROR_CODES, defineEndpoint } from "@/server/contracts/endpoint";
import { adminKeyRequestSchema, adminKeyResponseSchema, revokedKeyResponseSchema, rotatedKeyResponseSchema } from "@/server/contracts/keys";
import { pricingSchema } from "@/server/contracts/pricing";
import {
  createdPublishableKeySchema,
  MAX_ORIGINS,
  publishableKeyIdPathSchema,
  publishableKeyListSchema,
  publishableKeyRequestSchema,
} from "@/server/contracts/publishable-keys";
import { safeString } from "@/server/contracts/safe-string";
import { rpcUsageResponseSchema } from "@/server/contracts/rpc-usage";

export const tokenQuerySchema = z.object({ token: safeString().max(100).optional().describe("the token of the e-mailed link") });
export const keyIdPathSchema = z.object({ id: safeString().max(100).describe("the key's row id (or its key_id until rotated)") });

export const quoteKey = /* @__PURE__ */ defineEndpoint({
  method: "post",
  path: "/api/buy-key/quote",
  operationId: "quoteKey",
  summary: "A payment request for a key: where to send how much USDC, with a memo and a claim token",
  tag: "Access",
  auth: "none",
  metering: "free",
  body: buyKeyQuoteRequestSchema,
  bodyExample: { plan: "payg", amount_usdc: "1" },
  responses: { 201: { description: "The payment request (the claim token is a secret for this caller).", schema: buyKeyQuoteSchema } },
  errors: ["bad_request", ...BODY_ERROR_CODES, "rate_limited", "not_configured", "service_unavailable"],
  maxBodyBytes: 4 * 1024,
});

export const buyKeyChallenge = /* @__PURE__ */ defineEndpoint({
  method: "post",
  path: "/api/buy-key/challenge",
  operationId: "buyKeyChallenge",
  summary: "A one-time challenge the paying wallet signs to prove it made a payment",
  description:
    "A transaction signature is public, so POST /api/buy-key redeems a payment only with a proof: the quote's claim token, or the paying wallet's ed25519 signature of this challenge's message (valid 5 minutes, used once). Only the payment that created a key proves who owns it; a rotation of the key disowns proofs made before it.",
  tag: "Access",
  auth: "none",
  metering: "free",
  body: ownershipChallengeRequestSchema,
  bodyExample: { tx_signature: "<base58 transaction signature>" },
  responses: { 201: { description: "The challenge (sign `message` with the paying wallet).", schema: ownershipChallengeSchema } },
  errors: ["bad_request", ...BODY_ERROR_CODES, "rate_limited", "not_configured", "service_unavailable"],
  maxBodyBytes: 4 * 1024,
});

export const buyKey = /* @__PURE__ */ defineEndpoint({
  method: "post",
  path: "/api/buy-key",
  operationId: "buyKey",
  summary: "Redeem a finalized USDC payment for an API key, shown once",
  tag: "Access",
  auth: "none",
  metering: "free",
  // X-API-Key optional: the payment tops that key up
  acceptsKey: true,
  body: buyKeyRequestSchema,
  bodyExample: { tx_signature: "<base58 transaction signature>" },
  responses: {
    201: { description: "The new key (shown once) and its balance.", schema: buyKeyResponseSchema },
    200: {
      description: "A replacement key for the payment that created it (reissue with its claim token, or its paying wallet's signed challenge), or, with X-API-Key, that key topped up (topped_up: true, no api_key).",
      schema: z.union([buyKeyResponseSchema, buyKeyTopUpResponseSchema]),
    },
  },
  errors: ["bad_request", ...BODY_ERROR_CODES, "unauthorized", "payment_pending", "proof_required", "forbidden", "payment_already_used", "payment_invalid", "rate_limited", "not_configured", "payment_unverifiable", "service_unavailable"],
  maxBodyBytes: 4 * 1024,
});

export const getKeyBalance = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/key-balance",
  operationId: "getKeyBalance",
  summary: "Plan and scans left on the X-API-Key",
  tag: "Access",
  auth: "key",
  metering: "key",
  responses: {
    200: {
      description: "The key's balance.",
      schema: keyBalanceSchema,
      example: { key_id: "ch_3fK9", plan: "payg", credit_usdc: "2.499", scans_remaining: 2499, period: "2026-11", created_at: "2026-11-01T09:30:00.000Z" },
    },
  },
  errors: [],
  cors: true,
});

export const requestFreeKey = /* @__PURE__ */ defineEndpoint({
  method: "post",
  path: "/api/free-key",
  operationId: "requestFreeKey",
  summary: "E-mail a confirmation link for a free key",
  tag: "Access",
  auth: "none",
  metering: "free",
  body: freeKeyRequestSchema,
  bodyExample: { email: "you@example.com" },
  responses: {
    202: {
      description: "The same answer whether or not the address already has a key.",
      schema: freeKeyResponseSchema,
      example: { status: "confirmation_sent", message: "A confirmation link is on its way." },
    },
  },
  errors: ["bad_request", ...BODY_ERROR_CODES, "rate_limited", "upstream_error", "not_configured", "service_unavailable"],
  maxBodyBytes: 2 * 1024,
  // confirmation e-mails per client and per address per hour
  rateLimited: true,
});

export const showFreeKeyConfirmation = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/free-key/confirm",
  operationId: "showFreeKeyConfirmation",
  summary: "The e-mailed link: an HTML page whose button confirms (GET never creates the key)",
  tag: "Access",
  auth: "none",
  metering: "free",
  query: tokenQuerySchema,
  responses: { 200: { description: "An HTML page.", contentType: "text/html" } },
  errors: ["bad_request"],
});

export const confirmFreeKey = /* @__PURE__ */ defineEndpoint({
  method: "post",
  path: "/api/free-key/confirm",
  operationId: "confirmFreeKey",
  summary: "Use the e-mailed token once and show the free key once",
  description: "JSON `{ token }` answers JSON; the page's form post (application/x-www-form-urlencoded) answers an HTML page.",
  tag: "Access",
  auth: "none",
  metering: "free",
  body: freeKeyConfirmRequestSchema,
  bodyContentTypes: ["application/x-www-form-urlencoded"],
  responses: {
    201: { description: "The free key (shown once); the form post answers an HTML page with it.", schema: freeKeyConfirmResponseSchema, pageContentTypes: ["text/html"] },
  },
  errors: ["bad_request", ...BODY_ERROR_CODES, "forbidden", "not_found", "service_unavailable"],
  // the form post's failures are pages with the same status
  errorContentTypes: ["text/html"],
  maxBodyBytes: 1024,
});

export const rotateKey = /* @__PURE__ */ defineEndpoint({
  method: "post",
  path: "/api/keys/rotate",
  operationId: "rotateKey",
  summary: "A new secret for the X-API-Key's own key, shown once; the old key stops working",
  tag: "Keys",
  auth: "key",
  metering: "key",
  responses: { 200: { description: "The new key and its balance.", schema: rotatedKeyResponseSchema } },
  errors: [],
});

export const revokeKey = /* @__PURE__ */ defineEndpoint({
  method: "delete",
  path: "/api/keys",
  operationId: "revokeKey",
  summary: "Revoke the X-API-Key's own key for good",
  tag: "Keys",
  auth: "key",
  metering: "key",
  responses: { 200: { description: "Revoked.", schema: revokedKeyResponseSchema, example: { key_id: "ch_3fK9", revoked: true, revoked_at: "2026-11-23T20:00:00.000Z" } } },
  errors: [],
});

export const createPublishableKey = /* @__PURE__ */ defineEndpoint({
  method: "post",
  path: "/api/keys/publishable",
  operationId: "createPublishableKey",
  summary: "A publishable key for the badge widget's data-api-key, shown once: scan-only, from the listed origins, spending the X-API-Key's credit",
  description: `origins: 1-${MAX_ORIGINS} origins (scheme://host[:port], https; http only for localhost), compared exactly with the page's Origin header.`,
  tag: "Keys",
  auth: "key",
  metering: "key",
  body: publishableKeyRequestSchema,
  bodyExample: { origins: ["https://example.com", "https://www.example.com"] },
  responses: { 201: { description: "The publishable key (shown once) and its origins.", schema: createdPublishableKeySchema } },
  // 403: a publishable key as X-API-Key, or the key already has the most live publishable keys (details.reason publishable_key_limit)
  errors: ["bad_request", ...BODY_ERROR_CODES, "forbidden"],
  maxBodyBytes: 4 * 1024,
});

export const listPublishableKeys = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/keys/publishable",
  operationId: "listPublishableKeys",
  summary: "The X-API-Key's publishable keys (revoked ones with revoked_at), newest first",
  tag: "Keys",
  auth: "key",
  metering: "key",
  responses: { 200: { description: "The key's publishable keys and how many may be live.", schema: publishableKeyListSchema } },
  errors: [],
});

export const revokePublishableKey = /* @__PURE__ */ defineEndpoint({
  method: "delete",
  path: "/api/keys/publishable/{id}",
  operationId: "revokePublishableKey",
  summary: "Revoke one of the X-API-Key's publishable keys by its key_id; pages using it fall back to their visitors' free quota at once",
  tag: "Keys",
  auth: "key",
  metering: "key",
  pathParams: publishableKeyIdPathSchema,
  responses: { 200: { description: "Revoked.", schema: revokedKeyResponseSchema } },
  errors: ["bad_request", "not_found"],
});

export const issueAdminKey = /* @__PURE__ */ defineEndpoint({
  method: "post",
  path: "/api/admin/keys",
  operationId: "issueAdminKey",
  summary: "An operator issues a key, shown once (404 when ADMIN_TOKEN is unset)",
  tag: "Admin",
  auth: "admin",
  metering: "admin",
  body: adminKeyRequestSchema,
  bodyExample: { plan: "payg", credit_usdc: "5", note: "partner trial" },
  responses: { 201: { description: "The issued key (shown once).", schema: adminKeyResponseSchema } },
  errors: ["bad_request", ...BODY_ERROR_CODES],
  maxBodyBytes: 4 * 1024,
});

export const revokeAdminKey = /* @__PURE__ */ defineEndpoint({
  method: "delete",
  path: "/api/admin/keys/{id}",
  operationId: "revokeAdminKey",
  summary: "An operator revokes a key by row id or key_id",
  tag: "Admin",
  auth: "admin",
  metering: "admin",
  pathParams: keyIdPathSchema,
  responses: { 200: { description: "Revoked.", schema: revokedKeyResponseSchema } },
  errors: ["bad_request", "not_found"],
});

export const getRpcUsage = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/admin/rpc-usage",
  operationId: "getRpcUsage",
  summary: "What live traces cost at the RPC edge (calls and credits per trace, p50/p95, per caller kind) and the credit budget's state",
  description:
    "The RPC bill (docs/operations.md \"RPC bill\"): every live trace done for a caller is recorded with its JSON-RPC calls per method and stage and its credits under RPC_CREDIT_PRICES; cached answers make no trace. Figures over the last hour and day, computed in the database across every instance.",
  tag: "Admin",
  auth: "admin",
  metering: "admin",
  responses: { 200: { description: "The bill and the budget.", schema: rpcUsageResponseSchema } },
  errors: [],
});

export const getPricing = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/pricing",
  operationId: "getPricing",
  summary: "Plans, prices, the payment wallet and network",
  tag: "Access",
  auth: "none",
  metering: "free",
  responses: { 200: { description: "Pricing from configuration.", schema: pricingSchema } },
  errors: [],
  cors: true,
});
