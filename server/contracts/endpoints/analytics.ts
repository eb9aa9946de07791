// Contracts of the analytics endpoints (docs/decisions.md "Wallet check",
// "Cohorts", "Trade analysis", "Exchange funding", operator memory).
import {
  cexFundingResponseSchema,
  cohortsResponseSchema,
  mintQuerySchema,
  tradeAnalysisQuerySchema,
  tradeAnalysisResponseSchema,
  walletCheckQuerySchema,
  walletCheckResponseSchema,
} from "@/server/contracts/analytics";
import { defineEndpoint, SCAN_ERROR_CODES } from "@/server/contracts/endpoint";
import { operatorQuerySchema, operatorResponseSchema } from "@/server/contracts/operator";

export const checkWallet = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/wallet-check",
  operationId: "checkWallet",
  summary: "The roles a wallet plays in a mint (holder, cluster member, funder, team, sniper...); free, no key",
  tag: "Analytics",
  auth: "none",
  metering: "minute",
  acceptsKey: true,
  query: walletCheckQuerySchema,
  inputErrorCode: "invalid_mint",
  responses: { 200: { description: "The wallet's roles.", schema: walletCheckResponseSchema } },
  // 401: an X-API-Key that is not a live key (a key is optional; a proven one has its own minute limit)
  errors: ["invalid_mint", "not_found", "rate_limited", "upstream_error", "upstream_timeout", "busy"],
});

export const getOperator = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/operator",
  operationId: "getOperator",
  summary: "Where this service has seen a wallet as a token's deployer or a cluster's single funder; free, no key",
  description: "Read from the stored reports of every caller's scans (operator memory): the mints, newest first, at most 20, and how many in all. No chain reads.",
  tag: "Analytics",
  auth: "none",
  metering: "minute",
  query: operatorQuerySchema,
  responses: { 200: { description: "The wallet's sightings (roles empty and seen_count 0 when never seen).", schema: operatorResponseSchema } },
  // 401: an X-API-Key that is not a live key (a key is optional; a proven one has its own minute limit)
  errors: ["bad_request"],
});

// The minute limit is taken before any work (about 1,500 RPC calls a trace): malformed requests count too.
export const getCohorts = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/cohorts",
  operationId: "getCohorts",
  summary: "Team, snipers and insiders of a mint from its trade history; counts one scan",
  tag: "Analytics",
  auth: "scan",
  metering: "scan",
  query: mintQuerySchema,
  inputErrorCode: "invalid_mint",
  responses: { 200: { description: "The cohorts.", schema: cohortsResponseSchema } },
  errors: SCAN_ERROR_CODES,
});

export const getTradeAnalysis = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/trade-analysis",
  operationId: "getTradeAnalysis",
  summary: "Cohorts, wash trading, liquidity (LP burned/locked) and the exit cost of a position; counts one scan",
  tag: "Analytics",
  auth: "scan",
  metering: "scan",
  query: tradeAnalysisQuerySchema,
  inputErrorCode: "invalid_mint",
  responses: { 200: { description: "The trade analysis.", schema: tradeAnalysisResponseSchema } },
  errors: SCAN_ERROR_CODES,
});

export const getCexFunding = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/cex-funding",
  operationId: "getCexFunding",
  summary: "Holders funded from exchanges, per labelled exchange; counts one scan",
  tag: "Analytics",
  auth: "scan",
  metering: "scan",
  query: mintQuerySchema,
  inputErrorCode: "invalid_mint",
  responses: { 200: { description: "Exchange funding.", schema: cexFundingResponseSchema } },
  errors: SCAN_ERROR_CODES,
});
