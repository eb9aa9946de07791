import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/server/http/api-error";
import type { ScanReport } from "@/server/contracts/scan-report";
import { toScanAccess } from "@/server/services/access/access/scan-access";
import { batchCharge, runScanBatch } from "@/server/services/scan/batch/run-scan-batch";

const MINTS = ["So11111111111111111111111111111111111111112", "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB"];

describe("runScanBatch", () => {
  it("charges the valid mints at once (keys only) and gives back the ones that failed upstream", async () => {
    const mints = [MINTS[0], "bad", MINTS[1], MINTS[2]];
    const charge = batchCharge(mints);
    expect(charge).toEqual({ units: 3, keyOnly: true });
    const refunds: number[] = [];
    let free = 10 - charge.units;
    const grant = toScanAccess({ kind: "free_key", includeLaunches: false, remaining: { free }, refund: async (n) => (refunds.push(n), { free: (free += n) }) });
    const result = await runScanBatch(mints, grant, async (mint) => {
      if (mint === MINTS[1]) throw new ApiError("upstream_error", "rpc down");
      if (mint === MINTS[2]) throw new ApiError("not_found", "not a mint");
      return { mint } as ScanReport;
    });
    expect(refunds).toEqual([1]);
    expect(result.body.scans_counted).toBe(2);
    expect(result.body.results.map((r) => (r.ok ? "ok" : r.error.code))).toEqual(["ok", "invalid_mint", "upstream_error", "not_found"]);
    expect(result.headers["X-Free-Queries-Remaining"]).toBe("8");
  });

  it("runs at most 4 scans at once and keeps the rows in the order sent", async () => {
    const mints = Array.from({ length: 10 }, (_, i) => bs58.encode(Uint8Array.from({ length: 32 }, (_, j) => (i * 31 + j + 1) % 256)));
    let active = 0;
    let peak = 0;
    const grant = toScanAccess({ kind: "payg_key", includeLaunches: true, remaining: { credits: 10 }, refund: async () => ({ credits: 10 }) });
    const result = await runScanBatch(mints, grant, async (mint) => {
      peak = Math.max(peak, ++active);
      await new Promise((resolve) => setTimeout(resolve, mints.indexOf(mint) % 3));
      active -= 1;
      return { mint } as ScanReport;
    });
    expect(peak).toBe(4);
    expect(result.body.results.map((r) => r.mint)).toEqual(mints);
  });

  it("a batch with no valid mint is 400 and is charged nothing", () => {
    expect(() => batchCharge(["x", "y"])).toThrow(expect.objectContaining({ status: 400, code: "invalid_mint" }));
  });
});
