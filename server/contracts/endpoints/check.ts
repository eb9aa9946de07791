// Contracts of the pre-trade gate (issue 30): a verdict on a position before a
// trade, and the per-key policy it applies. docs/api.md "Pre-trade gate".
import { checkPolicyAnswerSchema, checkPolicySchema, checkRequestSchema, checkResponseSchema } from "@/server/contracts/check";
import { BODY_ERROR_CODES, defineEndpoint, SCAN_ERROR_CODES } from "@/server/contracts/endpoint";

const DEMO_MINT = "So11111111111111111111111111111111111111112";

export const preTradeCheck = /* @__PURE__ */ defineEndpoint({
  method: "post",
  path: "/api/check",
  operationId: "preTradeCheck",
  summary: "Pre-trade gate: allow / caution / block a position in a mint, with reasons, exposure and proof",
  description:
    "One scan for you (free as a repeat of a mint you paid for within the fresh window), the exit quote at your size, and a verdict under a policy: this call's `policy`, else your key's stored one (PUT /api/check/policy), else the default (AVOID blocks, REVIEW cautions, fail-closed: a degraded or unreadable scan blocks, low coverage never allows). Paid like a scan, x402 included.",
  tag: "Evidence",
  auth: "scan",
  metering: "scan",
  body: checkRequestSchema,
  inputErrorCode: "invalid_mint",
  bodyExample: { mint: DEMO_MINT, size_sol: 1 },
  responses: { 200: { description: "The gate's verdict.", schema: checkResponseSchema } },
  errors: [...SCAN_ERROR_CODES, ...BODY_ERROR_CODES],
});

export const getCheckPolicy = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/check/policy",
  operationId: "getCheckPolicy",
  summary: "The X-API-Key's pre-trade gate policy (the default until one is stored)",
  tag: "Evidence",
  auth: "key",
  metering: "key",
  responses: { 200: { description: "The policy the gate applies to this key.", schema: checkPolicyAnswerSchema } },
  errors: [],
});

export const putCheckPolicy = /* @__PURE__ */ defineEndpoint({
  method: "put",
  path: "/api/check/policy",
  operationId: "putCheckPolicy",
  summary: "Store the X-API-Key's pre-trade gate policy (what is left out takes the default)",
  tag: "Evidence",
  auth: "key",
  metering: "key",
  body: checkPolicySchema,
  bodyExample: { block_on: "REVIEW", fail_closed: true, thresholds: { funding: 10, coordinated_exit: 1, exposure_pct: 25 } },
  responses: { 200: { description: "The stored policy.", schema: checkPolicyAnswerSchema } },
  errors: ["bad_request", ...BODY_ERROR_CODES],
});
