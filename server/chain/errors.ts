// Typed failures of the data-source adapters. Every upstream failure is an
// UpstreamError with the source that failed, so the gatherer can record it in
// CoverageSnapshot.failures and degrade the scan instead of crashing it.

export type UpstreamSource = "rpc" | "market" | "quote";

/**
 * Marks every UpstreamError with the names of its class chain, whichever copy of this module made
 * it. Next.js gives each route bundle (and instrumentation.ts) its own module registry while the
 * services cached on globalThis are shared: an RPC timeout thrown by a service built in one bundle
 * must still be an UpstreamRequestError (a 504) to withRoute in another, not an unexpected 500.
 * Same approach as ApiError's brand in server/http/api-error.ts.
 */
export const UPSTREAM_ERROR_BRAND = Symbol.for("cabal-hunter.upstream-error");

type BrandedClass = { readonly brand?: string };

function brandsOf(value: unknown): unknown {
  return typeof value === "object" && value !== null ? (value as Record<symbol, unknown>)[UPSTREAM_ERROR_BRAND] : undefined;
}

export class UpstreamError extends Error {
  /** explicit, not the class's `name`: a minifier may rename classes in a production bundle */
  static readonly brand: string = "UpstreamError";

  static [Symbol.hasInstance](value: unknown): boolean {
    // a subclass declared elsewhere without its own brand (ScanDeadlineError) keeps the ordinary prototype check
    if (!Object.hasOwn(this, "brand")) return Function.prototype[Symbol.hasInstance].call(this, value);
    const brands = brandsOf(value);
    return Array.isArray(brands) && brands.includes((this as BrandedClass).brand);
  }

  readonly source: UpstreamSource;

  constructor(source: UpstreamSource, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "UpstreamError";
    this.source = source;
    // the brands of the class built and of every UpstreamError class above it (new.target's chain)
    const brands: string[] = [];
    for (let c: unknown = new.target; typeof c === "function" && c !== Error; c = Object.getPrototypeOf(c)) {
      if (Object.hasOwn(c, "brand")) brands.push((c as BrandedClass).brand as string);
    }
    Object.defineProperty(this, UPSTREAM_ERROR_BRAND, { value: brands, enumerable: false });
  }
}

/** No HTTP answer at all: the connection failed, or the per-call timeout fired. */
export class UpstreamRequestError extends UpstreamError {
  static override readonly brand: string = "UpstreamRequestError";

  readonly kind: "timeout" | "network";
  /** origin only (see redactUrl). */
  readonly origin: string;

  constructor(source: UpstreamSource, kind: "timeout" | "network", url: string, options?: { cause?: unknown }) {
    const origin = redactUrl(url);
    super(source, `${source} request ${kind === "timeout" ? "timed out" : "failed"}: ${origin}`, options);
    this.name = "UpstreamRequestError";
    this.kind = kind;
    this.origin = origin;
  }
}

/** An HTTP status >= 400 that survived the retries (or was never retryable). */
export class UpstreamResponseError extends UpstreamError {
  static override readonly brand: string = "UpstreamResponseError";

  readonly status: number;
  /** what the upstream asked us to wait (Retry-After), ms; null when it did not say. */
  readonly retryAfterMs: number | null;
  /** the start of the body, for diagnostics only (capped, may be cut mid-way). */
  readonly bodySnippet: string;

  constructor(source: UpstreamSource, status: number, retryAfterMs: number | null, bodySnippet: string) {
    super(source, `${source} answered HTTP ${status}${bodySnippet ? `: ${bodySnippet.slice(0, 200)}` : ""}`);
    this.name = "UpstreamResponseError";
    this.status = status;
    this.retryAfterMs = retryAfterMs;
    this.bodySnippet = bodySnippet;
  }
}

/** The body was not JSON, or did not have the shape we validated it against. */
export class UpstreamBodyError extends UpstreamError {
  static override readonly brand: string = "UpstreamBodyError";

  constructor(source: UpstreamSource, message: string, options?: { cause?: unknown }) {
    super(source, `${source} answer malformed: ${message}`, options);
    this.name = "UpstreamBodyError";
  }
}

/** A JSON-RPC `error` object, e.g. -32603 "account index service overloaded". */
export class RpcError extends UpstreamError {
  static override readonly brand: string = "RpcError";

  readonly code: number;
  readonly data: unknown;
  readonly method: string;

  constructor(method: string, code: number, message: string, data?: unknown) {
    super("rpc", `${method} failed with RPC error ${code}: ${message}`);
    this.name = "RpcError";
    this.method = method;
    this.code = code;
    this.data = data;
  }
}

// RPC URLs carry API keys in the query (?api-key=) or the path (/<token>/), and
// these messages can reach a report's coverage.failures: keep the origin only.
function redactUrl(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "<invalid url>";
  }
}
