import { describe, expect, it } from "vitest";
import { buildReport } from "@/server/engine/report";
import type { TokenSnapshot } from "@/server/engine/snapshot";
import { makeSnapshot } from "@/server/engine/testing/snapshot-factory";
import { createMapService } from "./map-service";

function setup(snapshot: TokenSnapshot = makeSnapshot()) {
  const clock = { now: snapshot.observedAt };
  const traces: string[] = [];
  const service = createMapService({
    ttlSeconds: 300,
    now: () => clock.now,
    traceSnapshot: async ({ mint }) => {
      traces.push(mint);
      const observed = { ...snapshot, observedAt: clock.now };
      return { report: buildReport(observed, { includeLaunches: false }), snapshot: observed };
    },
  });
  return { service, clock, traces, mint: snapshot.mint };
}

function degradedSnapshot(): TokenSnapshot {
  const base = makeSnapshot();
  return { ...base, coverage: { ...base.coverage, failures: [{ source: "rpc", what: "holder signatures", message: "503" }] } };
}

describe("createMapService", () => {
  it("traces a cold mint live, then reuses the trace within the TTL", async () => {
    const { service, clock, traces, mint } = setup();
    expect((await service.getMapData({ mint })).source).toBe("live");
    clock.now += 299;
    expect((await service.getMapData({ mint })).source).toBe("cached");
    expect(traces).toEqual([mint]);
  });

  it("traces again once the TTL has passed", async () => {
    const { service, clock, traces, mint } = setup();
    await service.getMapData({ mint });
    clock.now += 300;
    expect((await service.getMapData({ mint })).source).toBe("live");
    expect(traces).toHaveLength(2);
  });

  it("fresh=1 bypasses a fresh cached trace", async () => {
    const { service, traces, mint } = setup();
    await service.getMapData({ mint });
    expect((await service.getMapData({ mint, fresh: true })).source).toBe("live");
    expect(traces).toHaveLength(2);
  });

  it("never reuses a degraded trace", async () => {
    const { service, traces, mint } = setup(degradedSnapshot());
    const first = await service.getMapData({ mint });
    expect(first.degraded).toBe(true);
    await service.getMapData({ mint });
    expect(traces).toHaveLength(2);
  });
});
