// Failures of our own limits on an upstream call, typed like every other
// upstream failure so the gatherer records them in coverage and the report
// degrades (server/services/scan/gather/coverage.ts) instead of the scan failing.
import { UpstreamError, type UpstreamSource } from "@/server/chain/errors";

/** The limiter's wait queue is full: refused at once, nothing was sent. */
export class UpstreamOverloadedError extends UpstreamError {
  constructor(source: UpstreamSource, options?: { cause?: unknown }) {
    super(source, `${source} request refused: too many requests already waiting`, options);
    this.name = "UpstreamOverloadedError";
  }
}

/** The upstream answered a redirect; we never follow one (an upstream must not send us to an address of its choosing). */
export class UpstreamRedirectError extends UpstreamError {
  readonly status: number;

  constructor(source: UpstreamSource, status: number) {
    super(source, `${source} answered a redirect (HTTP ${status}); redirects are not followed`);
    this.name = "UpstreamRedirectError";
    this.status = status;
  }
}

/** The answer passed the size cap; reading stopped there. */
export class UpstreamTooLargeError extends UpstreamError {
  readonly maxBytes: number;

  constructor(source: UpstreamSource, maxBytes: number) {
    super(source, `${source} answer larger than ${maxBytes} bytes; reading stopped`);
    this.name = "UpstreamTooLargeError";
    this.maxBytes = maxBytes;
  }
}
