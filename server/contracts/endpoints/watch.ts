// Contracts of /api/watch (docs/decisions.md "Watch and alerts").
import { z } from "zod";
import { BODY_ERROR_CODES, defineEndpoint } from "@/server/contracts/endpoint";
import {
  createWatchRequestSchema,
  deleteWatchQuerySchema,
  watchEmailConfirmedSchema,
  watchEmailConfirmRequestSchema,
  watchEmailTokenQuerySchema,
  watchListSchema,
  watchRegisteredSchema,
} from "@/server/contracts/watch";

export const watchDeletedSchema = z.object({ status: z.literal("Watch deleted"), id: z.string() });

export const createWatch = /* @__PURE__ */ defineEndpoint({
  method: "post",
  path: "/api/watch",
  operationId: "createWatch",
  summary: "Watch a mint for coordinated dumps and liquidity drains, or an operator wallet for new launches it deploys or funds (webhook or e-mail); a webhook's secret is shown once",
  tag: "Watch",
  auth: "key",
  metering: "key",
  body: createWatchRequestSchema,
  maxBodyBytes: 8 * 1024,
  bodyExample: { mint: "So11111111111111111111111111111111111111112", webhook_url: "https://example.com/hooks/cabal", events: ["coordinated_dump", "liquidity_drain"] },
  responses: { 200: { description: "Registered.", schema: watchRegisteredSchema } },
  // 503 email_unavailable: an e-mail watch on a server without a mail server; service_unavailable (Retry-After):
  // too many webhook host lookups in flight (server/services/watch/webhooks/bounded-resolver.ts)
  errors: ["bad_request", ...BODY_ERROR_CODES, "forbidden", "email_unavailable", "service_unavailable"],
});

export const listWatches = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/watch",
  operationId: "listWatches",
  summary: "The X-API-Key's watches with their delivery status",
  tag: "Watch",
  auth: "key",
  metering: "key",
  responses: { 200: { description: "The key's watches and its plan's limit.", schema: watchListSchema } },
  errors: [],
});

export const deleteWatch = /* @__PURE__ */ defineEndpoint({
  method: "delete",
  path: "/api/watch",
  operationId: "deleteWatch",
  summary: "Stop a watch of the X-API-Key",
  tag: "Watch",
  auth: "key",
  metering: "key",
  query: deleteWatchQuerySchema,
  responses: { 200: { description: "Deleted.", schema: watchDeletedSchema } },
  errors: ["bad_request", "not_found"],
});

export const showWatchEmailConfirmation = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/watch/confirm",
  operationId: "showWatchEmailConfirmation",
  summary: "The e-mailed link of an e-mail watch: an HTML page whose button confirms the address (GET never confirms)",
  tag: "Watch",
  auth: "none",
  metering: "free",
  query: watchEmailTokenQuerySchema,
  responses: { 200: { description: "An HTML page.", contentType: "text/html" } },
  errors: ["bad_request"],
});

export const confirmWatchEmail = /* @__PURE__ */ defineEndpoint({
  method: "post",
  path: "/api/watch/confirm",
  operationId: "confirmWatchEmail",
  summary: "Use the e-mailed token once: the address receives the key's e-mail alerts from now on",
  description:
    "JSON `{ token }` answers JSON; the page's form post (application/x-www-form-urlencoded) answers an HTML page. An expired, used or unknown token is 404 `not_found`.",
  tag: "Watch",
  auth: "none",
  metering: "free",
  body: watchEmailConfirmRequestSchema,
  bodyContentTypes: ["application/x-www-form-urlencoded"],
  responses: {
    200: {
      description: "Confirmed; the form post answers an HTML page.",
      schema: watchEmailConfirmedSchema,
      pageContentTypes: ["text/html"],
      example: { status: "confirmed", email: "trader@example.com", confirmed_at: "2026-11-23T10:00:00.000Z" },
    },
  },
  errors: ["bad_request", ...BODY_ERROR_CODES, "not_found", "service_unavailable"],
  // the form post's failures are pages with the same status
  errorContentTypes: ["text/html"],
  maxBodyBytes: 1024,
});
