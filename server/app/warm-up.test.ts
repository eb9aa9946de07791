// The warm-up builds, before the first request, the very objects a first scan
// uses: afterwards the scan service, the access context and the database are
// the app's ones already resolved, and a scan finds its tables ready.
import { describe, expect, it } from "vitest";
import { setUpTestApp } from "@/server/app/testing/test-app";
import { warmUp } from "@/server/app/warm-up";

// embedded ledger, a throwaway PostgreSQL
const testApp = setUpTestApp();

describe("warmUp", () => {
  it("opens the database (migrated), builds the ledger and the services, and reports each step", async () => {
    const app = testApp.app();
    const lines: string[] = [];
    const timings = await warmUp(app, (line) => lines.push(line));
    expect(timings.error).toBeUndefined();
    expect(timings.steps.map((s) => s.step)).toEqual([
      "data sources (embedded ledger built)",
      "database (opened, migrations applied)",
      "first queries",
      "services",
      "first JSON-RPC round trip",
      "address-history methods probed",
    ]);
    expect(lines[0]).toMatch(/^\[warm-up\] ready for the first scan in \d+ ms/);

    // the app's objects are the warmed ones: nothing is left to build on the first request
    // (once() resolves a built service at once: the next call returns the same object, already settled)
    const runtime = await app.runtime();
    expect(runtime.urls.kind).toBe("embedded");
    const db = await runtime.database();
    expect(await db.prisma.recentCharge.count()).toBe(0);
    // a service already built resolves within this turn's microtasks; one still to build needs I/O (a later turn)
    const settled = (service: Promise<unknown>) => Promise.race([service.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 0))]);
    expect(await settled(app.scans())).toBe(true);
    expect(await settled(app.access())).toBe(true);
    expect(await settled(app.maps())).toBe(true);
  });
});
