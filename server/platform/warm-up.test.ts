// The warm-up builds, before the first request, the very objects a first scan
// uses: afterwards the scan service, the access context and the database are
// the app's ones already resolved, and a scan finds its tables ready.
import { describe, expect, it } from "vitest";
import { getAccessContext } from "@/server/services/billing/access/access-context";
import { getMapService } from "@/server/services/scanning/map/get-map-service";
import { getScanService } from "@/server/services/scanning/scan/get-scan-service";
import { setUpTestApp } from "@/server/platform/testing/test-app";
import { getRuntime } from "@/server/platform/runtime";
import { warmUp } from "@/server/platform/warm-up";

// embedded ledger, a throwaway PostgreSQL
const testApp = setUpTestApp();

describe("warmUp", () => {
  it("opens the database (migrated), builds the ledger and the services, and reports each step", async () => {
    const app = testApp.app();
    const built = { scans: app.scans(), access: app.access(), maps: app.maps() };
    const lines: string[] = [];
    const timings = await warmUp((line) => lines.push(line));
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
    const runtime = await getRuntime();
    expect(runtime).toBe(await app.runtime());
    expect(runtime.urls.kind).toBe("embedded");
    const db = await runtime.database();
    expect(await db.prisma.recentCharge.count()).toBe(0);
    expect(await getScanService()).toBe(await built.scans);
    expect(await getAccessContext()).toBe(await built.access);
    expect(await getMapService()).toBe(await built.maps);
  });
});
