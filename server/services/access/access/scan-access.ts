// What a route gets back from authorizeScans: whether the caller is paid
// (deployer.launches[]), a runner that gives a scan back when it failed on our
// side, and the headers and body fields every scan answer carries.
import { FREE_QUOTA_WARNING_AT, formatUsdc } from "@/server/platform/config/plans";
import { ApiError } from "@/server/http/api-error";

export type AccessKind = "anonymous" | "free_key" | "payg_key" | "unlimited_key" | "payment";

export interface Remaining {
  /** free scans left this month (anonymous IP or free key) */
  free?: number;
  /** scans the key can still run (credit / price, or fair use left) */
  credits?: number;
  /** the key's plan: X-Key-Plan says which balance X-Key-Credits-Remaining is (issue 20) */
  keyPlan?: "free" | "payg" | "unlimited";
  /** a credit key's balance, micro-USDC: X-Key-Credits-Remaining is then USDC (up to 6 decimals) */
  creditMicros?: bigint;
}

/** A reservation made by the access decision; `refund` gives back scans that produced no answer. */
export interface Grant {
  kind: AccessKind;
  includeLaunches: boolean;
  remaining: Remaining;
  refund(count: number): Promise<Remaining>;
  headers?: Record<string, string>;
  /** runs after a scan was answered (the public feed records anonymous answers); a failure is logged, never the caller's */
  onAnswered?(result: unknown): Promise<void>;
}

export interface ScanReportFields {
  free_queries_remaining?: number;
  warning?: string;
}

/** The scans reserved for one call (the binder's grant, server/api/serve-bound.ts): the handler reads
 * whether the caller is paid, the binder gives the scans back when the handler fails on our side and
 * writes the metering headers; the handler adds reportFields() to a scan report's body. */
export interface ScanAccess {
  kind: AccessKind;
  /** paid callers (a paid key or a per-scan payment) see deployer.launches[] */
  includeLaunches: boolean;
  /** runs one reserved scan; when it fails on our side (5xx), the scan is given back, then the error rethrown
   * (a batch's rows, a stream's scan: work that ends after the handler answered) */
  runScan<T>(scan: () => Promise<T>): Promise<T>;
  /** gives back `count` scans that produced no answer (failed on our side) */
  release(count?: number): Promise<void>;
  /** the call was answered with `body`: what runs after an answer (the public feed) runs now */
  answered(body: unknown): Promise<void>;
  headers(): Record<string, string>;
  reportFields(): ScanReportFields;
}

/** Failures that are ours or upstream's (5xx, or anything unexpected) are not charged;
 * a completed answer (a report, or 404 "not a mint") is. */
export function isOurFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

export function warningFor(free: number): string | undefined {
  if (free > FREE_QUOTA_WARNING_AT) return undefined;
  return free === 0
    ? "No free scans remain this month. Get a free key, buy a key, or pay per scan: see /api/pricing."
    : `Only ${free} free scans remain this month. Get a free key, buy a key, or pay per scan: see /api/pricing.`;
}

export function toScanAccess(grant: Grant): ScanAccess {
  let remaining = grant.remaining;
  const release = async (count = 1) => {
    remaining = await grant.refund(count).catch((refundError: unknown) => {
      console.error("[access] giving a failed scan back failed:", refundError instanceof Error ? refundError.message : refundError);
      return remaining;
    });
  };
  const answered = async (result: unknown) => {
    await grant.onAnswered?.(result).catch((error: unknown) => console.error("[access] after-answer step failed:", error instanceof Error ? error.message : error));
  };
  return {
    kind: grant.kind,
    includeLaunches: grant.includeLaunches,
    async runScan(scan) {
      try {
        const result = await scan();
        await answered(result);
        return result;
      } catch (error) {
        if (isOurFailure(error)) await release(1);
        throw error;
      }
    },
    release,
    answered,
    headers: () => remainingHeaders(remaining, grant.headers),
    reportFields: () => (remaining.free === undefined ? {} : { free_queries_remaining: remaining.free, ...optional("warning", warningFor(remaining.free)) }),
  };
}

const OWNER_BALANCE_HEADERS = ["X-Free-Queries-Remaining", "X-Key-Credits-Remaining", "X-Key-Plan"];

/** A publishable key's answers go to the visitors of its owner's pages: the owner's balance (headers and the
 * free-scan body fields) stays out of them. */
export function withoutOwnerBalance(access: ScanAccess): ScanAccess {
  return {
    ...access,
    headers: () => Object.fromEntries(Object.entries(access.headers()).filter(([name]) => !OWNER_BALANCE_HEADERS.includes(name))),
    reportFields: () => ({}),
  };
}

export function remainingHeaders(remaining: Remaining, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...extra,
    ...(remaining.free === undefined ? {} : { "X-Free-Queries-Remaining": String(remaining.free) }),
    ...(remaining.credits === undefined ? {} : { "X-Key-Credits-Remaining": remaining.creditMicros === undefined ? String(remaining.credits) : formatUsdc(remaining.creditMicros) }),
    ...(remaining.keyPlan === undefined ? {} : { "X-Key-Plan": remaining.keyPlan }),
  };
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}
