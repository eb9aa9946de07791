import { describe, expect, it } from "vitest";
import { buildReport } from "@/server/engine/report";
import type { TokenSnapshot } from "@/server/engine/snapshot";
import { makeSnapshot } from "@/server/engine/testing/snapshot-factory";
import { buildMapData } from "./build-map-data";
import type { MapData } from "./map-data-types";
import { createMapService, type StoredMap } from "./map-service";

function setup(snapshot: TokenSnapshot = makeSnapshot()) {
  const clock = { now: snapshot.observedAt };
  const traces: string[] = [];
  // the store the scan service writes each trace's map to
  const stored = new Map<string, StoredMap>();
  const service = createMapService({
    ttlSeconds: 300,
    now: () => clock.now,
    findStored: async (mint) => stored.get(mint) ?? null,
    traceSnapshot: async ({ mint }) => {
      traces.push(mint);
      const observed = { ...snapshot, observedAt: clock.now };
      const report = buildReport(observed, { includeLaunches: false });
      stored.set(mint, { data: buildMapData(report, observed, "live"), observedAt: observed.observedAt });
      return { report, snapshot: observed };
    },
  });
  return { service, clock, traces, stored, mint: snapshot.mint };
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

  it("draws a map another instance traced: a trace without a snapshot is read back from the store", async () => {
    const snapshot = makeSnapshot();
    const report = buildReport(snapshot, { includeLaunches: false });
    const service = createMapService({
      ttlSeconds: 300,
      now: () => snapshot.observedAt,
      findStored: async () => ({ data: buildMapData(report, snapshot, "live"), observedAt: snapshot.observedAt - 400 }),
      traceSnapshot: async () => ({ report, snapshot: null }),
    });
    // stored but stale: traced (remotely), then read back as this request's live map
    const map = await service.getMapData({ mint: snapshot.mint });
    expect(map.source).toBe("live");
    expect(map.nodes.length).toBeGreaterThan(0);
    expect(await service.findFresh(snapshot.mint)).toBeNull();
  });

  it("reads a map stored before exited groups were drawn as one without any", async () => {
    const snapshot = makeSnapshot();
    const report = buildReport(snapshot, { includeLaunches: false });
    const { exited_clusters: _none, ...old } = buildMapData(report, snapshot, "live");
    const legacy = { ...old, nodes: old.nodes.map(({ exited: _exited, ...node }) => node) } as unknown as MapData;
    const service = createMapService({
      ttlSeconds: 300,
      now: () => snapshot.observedAt,
      findStored: async () => ({ data: legacy, observedAt: snapshot.observedAt }),
      traceSnapshot: async () => ({ report, snapshot: null }),
    });
    const map = (await service.findFresh(snapshot.mint))!;
    expect(map.exited_clusters).toEqual([]);
    expect(map.nodes.every((n) => n.exited === false)).toBe(true);
  });
});
