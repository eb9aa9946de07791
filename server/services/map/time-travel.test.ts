// Time travel on the planted coordinated exit: the map service over real HTTP to
// the embedded ledger (and a throwaway database for today's trace), with the
// query parsed by the route's own schema. One slot before the exit the five
// sellers still hold their bags; at the exit slot they hold what they hold now.
import { describe, expect, it } from "vitest";
import { mapQuerySchema } from "@/server/contracts/map-data";
import { getScenario } from "@/server/ledger";
import { ApiError } from "@/server/http/api-error";
import { parseOrThrow } from "@/server/http/with-route";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import type { MapData } from "@/server/contracts/map-data";

const harness = routeOnThrowawayDatabase<void>(async () => undefined);

const scenario = getScenario("coordinated-exit")!;
const exit = scenario.expect.coordinatedExit!;

/** What the route does with a query string: parse it, then ask the service. */
async function mapAt(query: Record<string, string>): Promise<MapData> {
  const parsed = parseOrThrow(mapQuerySchema, { mint: scenario.mint, ...query }, "invalid_mint");
  const service = await harness.app().maps();
  return (await service.findFresh(parsed)) ?? (await service.getMapData(parsed));
}

async function callsByMethod(): Promise<Record<string, number>> {
  const { sources } = await harness.app().runtime();
  return sources.rpc.stats().calls;
}

async function rpcCalls(): Promise<number> {
  return Object.values(await callsByMethod()).reduce((sum, n) => sum + n, 0);
}

const amountOf = (map: MapData, owner: string) => map.nodes.find((n) => n.id === owner)?.amount ?? 0;

async function refusal(query: Record<string, string>): Promise<ApiError> {
  const error = await mapAt(query).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("GET /api/map-data?slot= (time travel)", () => {
  const figures: Record<string, number> = {};

  it("one slot before the exit shows the sellers' bags, at the exit slot what they hold now", async () => {
    let calls = await rpcCalls();
    const today = await mapAt({ fresh: "1" });
    figures.today = (await rpcCalls()) - calls;
    calls = await rpcCalls();
    const methods = await callsByMethod();
    const before = await mapAt({ slot: String(exit.slot - 1) });
    figures.before = (await rpcCalls()) - calls;
    const spent = Object.entries(await callsByMethod()).map(([method, n]) => `${method} ${n - (methods[method] ?? 0)}`);
    calls = await rpcCalls();
    const after = await mapAt({ slot: String(exit.slot) });
    figures.after = (await rpcCalls()) - calls;

    // "now" as a slot: replayed the same way, so sellers outside today's top holders have a balance too
    const now = await mapAt({ slot: String(today.slot) });

    expect(before).toMatchObject({ slot: exit.slot - 1, source: "live", degraded: false });
    expect(after).toMatchObject({ slot: exit.slot, source: "live" });
    for (const member of exit.members) {
      expect(amountOf(before, member)).toBeGreaterThan(0);
      expect(amountOf(after, member)).toBeLessThan(amountOf(before, member));
      // nothing they did after the exit: what they hold now is what they held at its slot
      expect(amountOf(after, member)).toBe(amountOf(now, member));
      const listed = today.nodes.find((n) => n.id === member)?.amount;
      if (listed !== null && listed !== undefined) expect(amountOf(after, member)).toBe(listed);
    }
    // two of them sold everything
    expect(exit.members.filter((m) => amountOf(after, m) === 0).length).toBeGreaterThanOrEqual(2);
    // the exit is not known before it happens, and is at its slot
    expect(before.clusters.some((c) => c.type === "coordinated_exit")).toBe(false);
    const found = after.clusters.find((c) => c.type === "coordinated_exit");
    expect(found?.slot).toBe(exit.slot);
    // evidence of the exit exists only from its slot on
    expect(before.nodes.flatMap((n) => n.evidence).every((e) => e.slot === null || e.slot <= exit.slot - 1)).toBe(true);
    // the same road either way: a marker at the exit, dates for the slot
    for (const map of [today, before, after]) expect(map.timeline?.markers.some((m) => m.kind === "exit" && m.slot === exit.slot)).toBe(true);
    expect(after.slot_time! - before.slot_time!).toBeLessThanOrEqual(1);
    console.info(`[time-travel] RPC calls: today's map ${figures.today}, map at exit-1 ${figures.before} (${spent.join(", ")}), map at exit ${figures.after}`);
    // bounded: the trace plus two calls per replayed token account (and a few reads of the slot and times)
    expect(figures.before).toBeLessThan(figures.today + 2 * (before.nodes.length + 120) + 5);
  });

  it("keeps a past slot's map for good: asking again is free and the same", async () => {
    const calls = await rpcCalls();
    const again = await mapAt({ slot: String(exit.slot - 1) });
    expect(again.source).toBe("cached");
    expect(again.slot).toBe(exit.slot - 1);
    expect((await rpcCalls()) - calls).toBe(0);
  });

  it("refuses a slot in the future with 400 and says where the chain is", async () => {
    const error = await refusal({ slot: String(10 ** 12) });
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/in the future: the chain is at slot \d+/);
  });

  it("refuses a slot before the mint existed with 400: before any trace once a stored map knows the creation, else after it", async () => {
    const calls = await rpcCalls();
    const early = await refusal({ slot: "1000" });
    expect(early.status).toBe(400);
    expect(early.message).toMatch(/before the mint existed: it was created in slot \d+/);
    // only the current slot was read: no scan was spent on it
    expect((await rpcCalls()) - calls).toBeLessThanOrEqual(1);
    const service = await harness.app().maps();
    const traced = await service.getMapData({ mint: scenario.mint, slot: 1000 }).catch((e: unknown) => e);
    expect(traced).toBeInstanceOf(ApiError);
    expect((traced as ApiError).status).toBe(400);
    expect((traced as ApiError).message).toBe(early.message);
  });

  it("refuses a malformed slot with 400", async () => {
    for (const slot of ["abc", "-5", "1.5", "", "1e9"]) {
      const error = await refusal({ slot });
      expect(error.status).toBe(400);
      expect(error.message).toMatch(/slot/);
    }
  });
});
