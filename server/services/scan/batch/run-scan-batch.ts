// POST /api/scan-batch: up to 25 mints on one key. Counting: all valid mints
// are reserved up front in one atomic step by the binder (batchCharge: all or
// nothing, so a key that cannot cover the batch gets 402/429 and no scan
// runs), then each scan that fails on our side (upstream down, 5xx) is given
// back. A malformed mint is an error row and never reserved; a mint that is
// "not a token" completed its lookup and counts. Rows come back in the order sent.
import { createSemaphore } from "@/server/chain/http/semaphore";
import { isSolanaAddress } from "@/server/contracts/mint-address";
import type { BatchRow, ScanBatchResponse } from "@/server/contracts/scan-batch";
import type { ScanReport } from "@/server/contracts/scan-report";
import { ApiError } from "@/server/http/api-error";
import type { Charge } from "@/server/services/access/access/reserve-scans";
import { isOurFailure, type ScanAccess } from "@/server/services/access/access/scan-access";

/** Scans of one batch in flight at once: each is itself many RPC calls. */
const BATCH_CONCURRENCY = 4;

const validMints = (mints: string[]) => mints.map((mint) => isSolanaAddress(mint.trim()));

/** What a batch pays for: one scan per valid mint, keys only (a free key works); 400 when no mint is valid. */
export function batchCharge(mints: string[]): Charge {
  const units = validMints(mints).filter(Boolean).length;
  if (units === 0) throw new ApiError("invalid_mint", "No mint in the batch is a Base58 Solana address.");
  return { units, keyOnly: true };
}

export async function runScanBatch(mints: string[], grant: Pick<ScanAccess, "runScan" | "reportFields" | "headers">, scan: (mint: string) => Promise<ScanReport>): Promise<{ body: ScanBatchResponse; headers: Record<string, string> }> {
  const valid = validMints(mints);
  const count = valid.filter(Boolean).length;
  let refunded = 0;
  const limiter = createSemaphore(BATCH_CONCURRENCY);
  const scanRow = async (raw: string, index: number): Promise<BatchRow> => {
    const mint = raw.trim();
    if (!valid[index]) return { mint: raw, ok: false, error: { code: "invalid_mint", message: "must be a Base58 Solana address (32 bytes)" } };
    try {
      // each row under the batch's grant: a failure on our side gives its scan back
      const report = await limiter.run(() => grant.runScan(() => scan(mint)));
      return { mint, ok: true, report };
    } catch (error) {
      if (isOurFailure(error)) refunded += 1;
      return { mint, ok: false, error: rowError(error) };
    }
  };
  const rows = await Promise.all(mints.map(scanRow));
  const body: ScanBatchResponse = { results: rows, scans_counted: count - refunded, ...grant.reportFields() };
  return { body, headers: grant.headers() };
}

function rowError(error: unknown): { code: string; message: string } {
  if (error instanceof ApiError) return { code: error.code, message: error.message };
  return { code: "internal_error", message: "Something went wrong on our side." };
}
