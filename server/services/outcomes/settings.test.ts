import { describe, expect, it } from "vitest";
import { parseConfig } from "@/server/platform/config/env";
import { outcomeSettings } from "@/server/services/outcomes/settings";

const settings = (over: Record<string, string>) => outcomeSettings(parseConfig({ NODE_ENV: "test", ...over }));

describe("outcomeSettings", () => {
  it("publishes 1h, 6h, 24h, 7d on a real chain, with a 24 h quiet window and minimums of 30 and 200", () => {
    const real = settings({ SOLANA_RPC_URL: "https://rpc.example" });
    expect(real.checkpoints.map((c) => [c.name, c.seconds, c.standsFor])).toEqual([
      ["1h", 3_600, "1h"],
      ["6h", 21_600, "6h"],
      ["24h", 86_400, "24h"],
      ["7d", 604_800, "7d"],
    ]);
    expect(real).toMatchObject({ demo: false, futures: false, quietWindowSeconds: 86_400, daySeconds: 86_400, intervalSeconds: 60, minCases: 30, calibrationMinCases: 200, refitSeconds: 3_600 });
  });

  it("scales everything with checkpoints in seconds: the third stands for +24 h and is the quiet window", () => {
    const scaled = settings({ OUTCOME_CHECKPOINTS: "5s,10s,15s,20s" });
    expect(scaled.checkpoints.map((c) => `${c.name}=${c.standsFor}`)).toEqual(["5s=1h", "10s=6h", "15s=24h", "20s=7d"]);
    expect(scaled).toMatchObject({ quietWindowSeconds: 15, daySeconds: 15, intervalSeconds: 1 });
  });

  it("runs the demo on the embedded ledger: a day lasts a minute, futures on unless turned off", () => {
    expect(settings({})).toMatchObject({ demo: true, futures: true, daySeconds: 60, minCases: 3, calibrationMinCases: 6, refitSeconds: 30 });
    expect(settings({ LEDGER_FUTURES: "off" }).futures).toBe(false);
  });

  it("refuses checkpoints that are not four increasing durations", () => {
    for (const bad of ["1h,6h,24h", "1h,6h,6h,7d", "1h,6h,24h,1w", "24h,6h,1h,7d"]) expect(() => settings({ OUTCOME_CHECKPOINTS: bad })).toThrow(/OUTCOME_CHECKPOINTS/);
  });
});
