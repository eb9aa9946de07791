// Contracts of the screen-list add-on (docs/decisions.md "Screen list").
import { z } from "zod";
import { BODY_ERROR_CODES, defineEndpoint } from "@/server/contracts/endpoint";
import { addScreenEntriesSchema, removeScreenEntryQuerySchema, screenListCheckoutSchema, screenListRedeemSchema, screenListSchema } from "@/server/contracts/screen-list";

const WALLET = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM";

export const screenListRedeemedSchema = z.object({ addon: z.literal("screen_list"), enabled_until: z.string() });
export const screenEntryRemovedSchema = z.object({ status: z.literal("Removed"), wallet: z.string() });

export const getScreenList = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/screen-list",
  operationId: "getScreenList",
  summary: "The X-API-Key's screen list and the add-on's end (403 addon_not_enabled without it)",
  tag: "Screen list",
  auth: "key",
  metering: "key",
  responses: { 200: { description: "The screen list.", schema: screenListSchema } },
  errors: ["addon_not_enabled"],
});

export const addToScreenList = /* @__PURE__ */ defineEndpoint({
  method: "post",
  path: "/api/screen-list",
  operationId: "addToScreenList",
  summary: "Add wallets to the screen list (at most 1,000 per key)",
  tag: "Screen list",
  auth: "key",
  metering: "key",
  body: addScreenEntriesSchema,
  maxBodyBytes: 256 * 1024,
  bodyExample: { entries: [{ wallet: WALLET, label: "sanctioned exchange" }] },
  responses: { 200: { description: "The screen list after the addition.", schema: screenListSchema } },
  errors: ["bad_request", ...BODY_ERROR_CODES, "addon_not_enabled"],
});

export const removeFromScreenList = /* @__PURE__ */ defineEndpoint({
  method: "delete",
  path: "/api/screen-list",
  operationId: "removeFromScreenList",
  summary: "Remove a wallet from the screen list",
  tag: "Screen list",
  auth: "key",
  metering: "key",
  query: removeScreenEntryQuerySchema,
  responses: { 200: { description: "Removed.", schema: screenEntryRemovedSchema } },
  errors: ["bad_request", "addon_not_enabled", "not_found"],
});

export const checkoutScreenList = /* @__PURE__ */ defineEndpoint({
  method: "post",
  path: "/api/screen-list/checkout",
  operationId: "checkoutScreenList",
  summary: "A payment request for the screen-list add-on on the X-API-Key",
  tag: "Screen list",
  auth: "key",
  metering: "key",
  responses: { 201: { description: "The payment request (the claim token is a secret for this caller).", schema: screenListCheckoutSchema } },
  errors: ["rate_limited", "not_configured"],
});

export const redeemScreenList = /* @__PURE__ */ defineEndpoint({
  method: "post",
  path: "/api/screen-list/redeem",
  operationId: "redeemScreenList",
  summary: "Redeem a finalized payment of a checkout: the add-on runs 30 more days on the X-API-Key",
  tag: "Screen list",
  auth: "key",
  metering: "key",
  body: screenListRedeemSchema,
  maxBodyBytes: 4 * 1024,
  bodyExample: { tx_signature: "<base58 transaction signature>", claim_token: "<claim_token from the checkout>" },
  responses: { 200: { description: "The add-on's new end.", schema: screenListRedeemedSchema } },
  errors: ["bad_request", ...BODY_ERROR_CODES, "payment_pending", "payment_already_used", "payment_invalid", "rate_limited", "not_configured", "payment_unverifiable"],
});
