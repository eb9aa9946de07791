// POST /api/scan-batch: up to 25 mints on one key. Counting: all valid mints
// are reserved up front in one atomic step (all or nothing: a key that cannot
// cover the batch gets 402/429 and no scan runs), then each scan that fails on
// our side (upstream down, 5xx) is given back. A malformed mint is an error
// row and never reserved; a mint that is "not a token" completed its lookup
// and counts. Rows come back in the order sent.
import { createSemaphore } from "@/server/chain/http/semaphore";
import { isSolanaAddress } from "@/server/contracts/mint-address";
import type { BatchRow, ScanBatchResponse } from "@/server/contracts/scan-batch";
import type { ScanReport } from "@/server/engine/report-types";
import { ApiError } from "@/server/http/api-error";
import type { ResolvedCaller } from "@/server/services/billing/access/resolve-caller";
import { isOurFailure, type ScanAccess } from "@/server/services/billing/access/scan-access";
import { openScanSession } from "@/server/services/scanning/scan/scan-for-caller";
import type { Services } from "@/server/services/services";

/** Scans of one batch in flight at once: each is itself many RPC calls. */
const BATCH_CONCURRENCY = 4;

/** The reservation for `count` scans and a scan under it (metered: refunded on our failure). */
export interface BatchSession {
  access: ScanAccess;
  scan(order: { mint: string }): Promise<ScanReport>;
}

/** The batch for a resolved caller: only keys (a free key works), each report as that caller sees it (scan-for-caller.ts). */
export function scanBatchForCaller(services: Pick<Services, "scans" | "access" | "runtime">, caller: ResolvedCaller, mints: string[]): Promise<{ body: ScanBatchResponse; headers: Record<string, string> }> {
  return runScanBatch(mints, (count) => openScanSession(services, caller, count, { requireKey: true }));
}

export async function runScanBatch(mints: string[], open: (count: number) => Promise<BatchSession>): Promise<{ body: ScanBatchResponse; headers: Record<string, string> }> {
  const valid = mints.map((mint) => isSolanaAddress(mint.trim()));
  const count = valid.filter(Boolean).length;
  if (count === 0) throw new ApiError("invalid_mint", "No mint in the batch is a Base58 Solana address.");
  const session = await open(count);
  const { access } = session;
  let refunded = 0;
  const limiter = createSemaphore(BATCH_CONCURRENCY);
  const scanRow = async (raw: string, index: number): Promise<BatchRow> => {
    const mint = raw.trim();
    if (!valid[index]) return { mint: raw, ok: false, error: { code: "invalid_mint", message: "must be a Base58 Solana address (32 bytes)" } };
    try {
      const report = await limiter.run(() => session.scan({ mint }));
      return { mint, ok: true, report };
    } catch (error) {
      if (isOurFailure(error)) refunded += 1;
      return { mint, ok: false, error: rowError(error) };
    }
  };
  const rows = await Promise.all(mints.map(scanRow));
  const body: ScanBatchResponse = { results: rows, scans_counted: count - refunded, ...access.reportFields() };
  return { body, headers: access.headers() };
}

function rowError(error: unknown): { code: string; message: string } {
  if (error instanceof ApiError) return { code: error.code, message: error.message };
  return { code: "internal_error", message: "Something went wrong on our side." };
}
