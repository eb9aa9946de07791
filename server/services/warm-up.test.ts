// The warm-up builds, before the first request, the very objects a first scan
// uses: afterwards the scan service, the access context and the database are
// the process-wide ones already resolved, and a scan finds its tables ready.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase, type ThrowawayDatabase } from "@/server/db/test-databases";

let throwaway: ThrowawayDatabase;

beforeAll(async () => {
  throwaway = await createThrowawayDatabase();
  // embedded ledger, this throwaway PostgreSQL: read once by getEnv()
  process.env.DATABASE_URL = throwaway.url;
  delete process.env.SOLANA_RPC_URL;
});
afterAll(async () => {
  const { closeSharedDatabase } = await import("@/server/db/client");
  await closeSharedDatabase().catch(() => undefined);
  const ledger = await (globalThis as { __cabalLedgerServer?: Promise<{ close(): Promise<void> }> }).__cabalLedgerServer;
  await ledger?.close();
  await throwaway?.drop();
});

describe("warmUp", () => {
  it("opens the database (migrated), builds the ledger and the services, and reports each step", async () => {
    const { warmUp } = await import("./warm-up");
    const lines: string[] = [];
    const timings = await warmUp((line) => lines.push(line));
    expect(timings.error).toBeUndefined();
    expect(timings.steps.map((s) => s.step)).toEqual([
      "data sources (embedded ledger built)",
      "database (opened, migrations applied)",
      "first queries",
      "services",
      "first JSON-RPC round trip",
    ]);
    expect(lines[0]).toMatch(/^\[warm-up\] ready for the first scan in \d+ ms/);

    // the process-wide objects are the warmed ones: nothing is left to build on the first request
    const { getRuntime } = await import("./runtime");
    const runtime = await getRuntime();
    expect(runtime.urls.kind).toBe("embedded");
    const db = await runtime.database();
    expect(await db.prisma.recentCharge.count()).toBe(0);
    const shared = globalThis as { __cabalHunterScanService?: unknown; __cabalHunterAccess?: unknown; __cabalHunterMapService?: unknown };
    expect(shared.__cabalHunterScanService).toBeInstanceOf(Promise);
    expect(shared.__cabalHunterAccess).toBeInstanceOf(Promise);
    expect(shared.__cabalHunterMapService).toBeInstanceOf(Promise);
  });
});
