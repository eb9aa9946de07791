import { describe, expect, it } from "vitest";
import { toRecentScanView } from "@/server/services/scanning/dashboard/recent-scans";

const row = {
  id: "7",
  mint: "9Xj2KjFCVpFWM3FEKs3dnpPNTFQfP9zct8AY4W1HZoR4",
  source: "real_time" as const,
  cabalScore: 12,
  recommendation: "SAFE",
  durationMs: 840,
  createdAt: new Date("2026-11-22T10:00:00Z"),
};

describe("toRecentScanView", () => {
  it("answers in snake_case with an ISO timestamp", () => {
    expect(toRecentScanView(row)).toEqual({
      mint: row.mint,
      recommendation: "SAFE",
      cabal_score: 12,
      source: "real_time",
      duration_ms: 840,
      scanned_at: "2026-11-22T10:00:00.000Z",
    });
  });

  it("leaves out a row whose recommendation is not a known verdict", () => {
    expect(toRecentScanView({ ...row, recommendation: "MAYBE" })).toBeNull();
  });
});
