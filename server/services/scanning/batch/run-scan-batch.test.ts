import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/server/http/api-error";
import type { ScanReport } from "@/server/engine/report-types";
import { toScanAccess, type ScanAccess } from "@/server/services/billing/access/scan-access";
import { runScanBatch } from "@/server/services/scanning/batch/run-scan-batch";

/** A session as scan-for-caller.ts opens it: every scan metered by the reservation. */
const sessionOf = (access: ScanAccess, scan: (mint: string) => Promise<ScanReport>) => ({ access, scan: ({ mint }: { mint: string }) => access.runScan(() => scan(mint)) });

const MINTS = ["So11111111111111111111111111111111111111112", "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB"];

describe("runScanBatch", () => {
  it("reserves the valid mints at once and gives back the ones that failed upstream", async () => {
    const refunds: number[] = [];
    let reserved = 0;
    let free = 10;
    const result = await runScanBatch([MINTS[0], "bad", MINTS[1], MINTS[2]], async (count) => {
      reserved = count;
      free -= count;
      const access = toScanAccess({ kind: "free_key", includeLaunches: false, remaining: { free }, refund: async (n) => (refunds.push(n), { free: (free += n) }) });
      return sessionOf(access, async (mint) => {
        if (mint === MINTS[1]) throw new ApiError("upstream_error", "rpc down");
        if (mint === MINTS[2]) throw new ApiError("not_found", "not a mint");
        return { mint } as ScanReport;
      });
    });
    expect(reserved).toBe(3);
    expect(refunds).toEqual([1]);
    expect(result.body.scans_counted).toBe(2);
    expect(result.body.results.map((r) => (r.ok ? "ok" : r.error.code))).toEqual(["ok", "invalid_mint", "upstream_error", "not_found"]);
    expect(result.headers["X-Free-Queries-Remaining"]).toBe("8");
  });

  it("runs at most 4 scans at once and keeps the rows in the order sent", async () => {
    const mints = Array.from({ length: 10 }, (_, i) => bs58.encode(Uint8Array.from({ length: 32 }, (_, j) => (i * 31 + j + 1) % 256)));
    let active = 0;
    let peak = 0;
    const access = toScanAccess({ kind: "payg_key", includeLaunches: true, remaining: { credits: 10 }, refund: async () => ({ credits: 10 }) });
    const result = await runScanBatch(mints, async () =>
      sessionOf(access, async (mint) => {
        peak = Math.max(peak, ++active);
        await new Promise((resolve) => setTimeout(resolve, mints.indexOf(mint) % 3));
        active -= 1;
        return { mint } as ScanReport;
      }),
    );
    expect(peak).toBe(4);
    expect(result.body.results.map((r) => r.mint)).toEqual(mints);
  });

  it("a batch with no valid mint is 400 and reserves nothing", async () => {
    let called = false;
    const run = runScanBatch(["x", "y"], async () => ((called = true), undefined as never));
    await expect(run).rejects.toMatchObject({ status: 400, code: "invalid_mint" });
    expect(called).toBe(false);
  });
});
