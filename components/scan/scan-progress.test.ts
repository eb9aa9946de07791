import { describe, expect, it } from "vitest";
import type { ScanReport } from "@/server/contracts/wire-types";
import { progressAnnouncement } from "@/components/scan/scan-progress";

describe("progressAnnouncement", () => {
  it("changes only when a stage finishes, never with time", () => {
    const base = { phase: "streaming" as const, report: null };
    const first = progressAnnouncement({ ...base, stages: {} });
    expect(first).toBe("Scan started: reading the mint and its largest holders.");
    const afterMint = progressAnnouncement({ ...base, stages: { mint: 120 } });
    expect(afterMint).toBe("Mint & largest holders done, 1 of 6 steps.");
    // the same stages later in time: the same words, so a polite live region says nothing new
    expect(progressAnnouncement({ ...base, stages: { mint: 120 } })).toBe(afterMint);
    expect(progressAnnouncement({ ...base, stages: { mint: 120, deployer: 300, holders: 200 } })).toBe("Deployer history done, 3 of 6 steps.");
  });

  it("announces the report when it arrives, and nothing for an error (the error notice is an alert)", () => {
    const report = { recommendation: "AVOID", cabal_score: 72 } as ScanReport;
    expect(progressAnnouncement({ phase: "done", stages: { mint: 1, done: 2 }, report })).toBe("Report ready: AVOID, cabal score 72 of 100.");
    expect(progressAnnouncement({ phase: "error", stages: { mint: 1 }, report: null })).toBe("");
  });
});
