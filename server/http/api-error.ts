// One error model for every route (docs/decisions.md "Errors"): handlers throw an
// ApiError; withRoute turns it into { error: { code, message, details } } with
// the status from this table. The body's shape is its contract's
// (server/contracts/errors.ts: ErrorBody, z.infer of errorBodySchema).
import type { ErrorBody } from "@/server/contracts/errors";

export const ERROR_STATUS = {
  bad_request: 400,
  invalid_mint: 400,
  invalid_json: 400,
  missing_user_agent: 400,
  unauthorized: 401,
  payment_required: 402,
  /** the payment transaction is not visible at the needed commitment yet: retry (Retry-After) */
  payment_pending: 402,
  /** an unlimited key past its period end */
  plan_expired: 402,
  forbidden: 403,
  /** a paid add-on (the screen list) is not enabled on this key */
  addon_not_enabled: 403,
  /** a publishable key (pk_live_) sent to a route other than the badge's scan (GET /api/scan-cabal) */
  publishable_key_not_allowed: 403,
  /** a publishable key sent without an Origin, or from an origin its owner did not list */
  origin_not_allowed: 403,
  /** a payment redeemed without a proof that the caller paid it (its claim token, or its payer's signed challenge) */
  proof_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  payment_already_used: 409,
  /** a write collided with an existing row (a unique constraint) */
  conflict: 409,
  payload_too_large: 413,
  /** a POST body that is not JSON (text/plain is what a cross-site form or no-preflight fetch sends) */
  unsupported_media_type: 415,
  payment_invalid: 422,
  rate_limited: 429,
  internal_error: 500,
  /** payments or e-mail are not configured on this server */
  not_configured: 503,
  /** an e-mail watch asked of a server with no mail server configured (SMTP_URL) */
  email_unavailable: 503,
  /** the payment could not be checked (RPC down or timing out); nothing was consumed */
  payment_unverifiable: 503,
  /** standard x402 settlement is paused: the fee payer's SOL is below X402_FEE_PAYER_MIN_LAMPORTS (operator tops it up) */
  payments_paused: 503,
  /** the database (or another dependency of ours) is unreachable right now; retry */
  service_unavailable: 503,
  /** the RPC credit budget (RPC_CREDITS_PER_MINUTE) is kept for paid traces right now: a free trace is refused
   * after a short wait, its quota unit given back; Retry-After: the next minute */
  busy: 503,
  upstream_error: 502,
  upstream_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * Marks every ApiError, whichever copy of this module made it. Next.js gives each route bundle
 * (and instrumentation.ts) its own module registry, while the services cached on globalThis are
 * shared: an ApiError thrown by the scan service built in one bundle must still be an ApiError
 * (a 404, a 402) to the route in another, not an unexpected 500.
 */
const API_ERROR_BRAND = Symbol.for("cabal-hunter.api-error");

export class ApiError extends Error {
  static [Symbol.hasInstance](value: unknown): boolean {
    // subclasses (LatePaymentError) keep the ordinary prototype check
    if (this !== ApiError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[API_ERROR_BRAND] === true;
  }

  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;
  /** top-level body fields beside `error` (the 402's x402 `x402Version`/`accepts`, quota fields) */
  readonly extra?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: Record<string, unknown>; headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
    this.extra = options.extra;
    (this as unknown as Record<symbol, unknown>)[API_ERROR_BRAND] = true;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}


export function toErrorBody(error: ApiError): ErrorBody {
  return { ...error.extra, error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } };
}
