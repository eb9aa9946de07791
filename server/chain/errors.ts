// Typed failures of the data-source adapters. Every upstream failure is an
// UpstreamError with the source that failed, so the gatherer can record it in
// CoverageSnapshot.failures and degrade the scan instead of crashing it.

export type UpstreamSource = "rpc" | "market" | "quote";

export class UpstreamError extends Error {
  readonly source: UpstreamSource;

  constructor(source: UpstreamSource, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "UpstreamError";
    this.source = source;
  }
}

/** No HTTP answer at all: the connection failed, or the per-call timeout fired. */
export class UpstreamRequestError extends UpstreamError {
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
  constructor(source: UpstreamSource, message: string, options?: { cause?: unknown }) {
    super(source, `${source} answer malformed: ${message}`, options);
    this.name = "UpstreamBodyError";
  }
}

/** A JSON-RPC `error` object, e.g. -32603 "account index service overloaded". */
export class RpcError extends UpstreamError {
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
