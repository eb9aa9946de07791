import { describe, expect, it } from "vitest";
import { buildReport } from "@/server/engine/report";
import type { TokenSnapshot } from "@/server/engine/snapshot";
import { makeSnapshot } from "@/server/engine/testing/snapshot-factory";
import { buildMapData } from "@/server/services/map/build-map-data";
import type { MapData } from "@/server/contracts/map-data";
import { createMapService, type StoredMap } from "@/server/services/map/map-service";

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

describe("createMapService with a slot (time travel)", () => {
  function timeTravel(snapshot: TokenSnapshot = makeSnapshot()) {
    const traced: number[] = [];
    const service = createMapService({
      ttlSeconds: 300,
      now: () => snapshot.observedAt,
      findStored: async () => null,
      traceSnapshot: async () => {
        throw new Error("today's trace is not asked for a slot");
      },
      currentSlot: async () => 5_000,
      traceAtSlot: async ({ slot }) => {
        traced.push(slot);
        const atSlot = { ...snapshot, observedSlot: slot };
        return { today: { ...snapshot, observedSlot: 5_000 }, atSlot, slotTime: 1_700_000_000, createdTime: null, currentSlot: 5_000 };
      },
    });
    return { service, traced, mint: snapshot.mint };
  }

  it("refuses a future slot before tracing anything", async () => {
    const { service, traced, mint } = timeTravel();
    await expect(service.findFresh({ mint, slot: 5_001 })).rejects.toMatchObject({ code: "bad_request", status: 400 });
    expect(traced).toEqual([]);
  });

  it("traces a past slot once, says which slot it describes, then answers it from memory for free", async () => {
    const { service, traced, mint } = timeTravel();
    expect(await service.findFresh({ mint, slot: 4_000 })).toBeNull();
    const live = await service.getMapData({ mint, slot: 4_000 });
    expect(live).toMatchObject({ slot: 4_000, slot_time: 1_700_000_000, source: "live" });
    expect(live.timeline?.current_slot).toBe(5_000);
    expect(await service.findFresh({ mint, slot: 4_000 })).toMatchObject({ slot: 4_000, source: "cached" });
    // another slot is another map
    await service.getMapData({ mint, slot: 3_999 });
    expect(traced).toEqual([4_000, 3_999]);
  });

  it("shares one trace among concurrent requests for the same slot", async () => {
    const { service, traced, mint } = timeTravel();
    const maps = await Promise.all([service.getMapData({ mint, slot: 4_200 }), service.getMapData({ mint, slot: 4_200 })]);
    expect(maps[0]).toEqual(maps[1]);
    expect(traced).toEqual([4_200]);
  });

  it("does not keep a partial (degraded) slot map", async () => {
    const { service, traced, mint } = timeTravel(degradedSnapshot());
    expect((await service.getMapData({ mint, slot: 4_000 })).degraded).toBe(true);
    expect(await service.findFresh({ mint, slot: 4_000 })).toBeNull();
    await service.getMapData({ mint, slot: 4_000 });
    expect(traced).toHaveLength(2);
  });
});
