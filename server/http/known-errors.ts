// Failures that are not ApiErrors but have a right status, mapped once for
// every route: an upstream data source that failed (502) or timed out (504)
// when nothing useful could be returned, and database errors (a unique
// violation is a 409, an unreachable database a 503 to retry). Messages are
// ours: upstream and driver texts can carry URLs, SQL or row values.
import { UpstreamError, UpstreamRequestError } from "@/server/chain/errors";
import { ApiError } from "@/server/http/api-error";

/** Prisma codes for "the database is not reachable / too busy right now" (P1xxx connection, P2024 pool timeout). */
const UNAVAILABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** Node/pg connection failures that reach us raw through a driver adapter. */
const UNAVAILABLE_SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "57P01", "57P03", "53300"]);
const DATABASE_RETRY_SECONDS = "5";

export function toKnownApiError(error: unknown): ApiError | null {
  if (error instanceof UpstreamError) return fromUpstream(error);
  return fromDatabase(error);
}

function fromUpstream(error: UpstreamError): ApiError {
  const what = error.source === "rpc" ? "The Solana RPC" : error.source === "market" ? "The market data source" : "The quote source";
  if (error instanceof UpstreamRequestError && error.kind === "timeout") {
    return new ApiError("upstream_timeout", `${what} did not answer in time. Try again shortly.`, { details: { source: error.source } });
  }
  return new ApiError("upstream_error", `${what} failed. Try again shortly.`, { details: { source: error.source } });
}

function fromDatabase(error: unknown): ApiError | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (error.name === "PrismaClientKnownRequestError" && code === "P2002") {
    return new ApiError("conflict", "That already exists (a concurrent request may have created it).");
  }
  const unavailable =
    error.name === "PrismaClientInitializationError" ||
    (typeof code === "string" && (UNAVAILABLE_PRISMA_CODES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)));
  if (unavailable) {
    return new ApiError("service_unavailable", "The database is unavailable right now. Try again shortly.", { headers: { "Retry-After": DATABASE_RETRY_SECONDS } });
  }
  return null;
}
