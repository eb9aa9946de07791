// Everything a first scan would otherwise build on the caller's time, built
// before the server says it is ready (instrumentation.ts awaits this): the
// embedded ledger's world and HTTP server, the database (opened, migrations
// applied), Prisma's first query of each shape a scan uses, the scan, map and
// access services, one JSON-RPC round trip, and the probe of the RPC's
// address-history methods. A first scan after `npm start`
// then costs what any cold scan costs. A failure here is logged and the server
// starts anyway: the same work is retried lazily by the first request.
import type { Services } from "@/server/services/services";
import { probeHistoryAtStart } from "@/server/platform/rpc-history-wiring";

export interface WarmUpTimings {
  /** ms spent per step, in order */
  steps: Array<{ step: string; ms: number }>;
  totalMs: number;
  error?: string;
}

/** An address no token has: the warm-up's reads find nothing and write nothing. */
const NOBODY = "11111111111111111111111111111111";

export async function warmUp(services: Services, log: (line: string) => void = console.log): Promise<WarmUpTimings> {
  const started = performance.now();
  const steps: WarmUpTimings["steps"] = [];
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const at = performance.now();
    const result = await work();
    steps.push({ step: name, ms: Math.round(performance.now() - at) });
    return result;
  };
  try {
    const runtime = await step("data sources (embedded ledger built)", () => services.runtime());
    const db = await step("database (opened, migrations applied)", () => runtime.database());
    await step("first queries", () =>
      Promise.all([
        db.prisma.scanReport.findUnique({ where: { mint: NOBODY } }),
        db.prisma.usageCounter.findUnique({ where: { subject_period: { subject: "warm-up", period: "0000-00" } } }),
        db.prisma.apiKey.findUnique({ where: { shortToken: "warm-up" } }),
        db.prisma.scanEvent.findFirst({ orderBy: { id: "desc" } }),
      ]),
    );
    await step("services", () => Promise.all([services.scans(), services.maps(), services.access()]));
    await step("first JSON-RPC round trip", () => runtime.sources.rpc.getSlot());
    // which address-history methods the RPC serves (rpc-history-wiring.ts): the first scan does not wait for it
    await step("address-history methods probed", () => probeHistoryAtStart(runtime.sources));
    const totalMs = Math.round(performance.now() - started);
    log(`[warm-up] ready for the first scan in ${totalMs} ms (${steps.map((s) => `${s.step} ${s.ms} ms`).join(", ")})`);
    return { steps, totalMs };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[warm-up] incomplete, the first request will finish it: ${message}`);
    return { steps, totalMs: Math.round(performance.now() - started), error: message };
  }
}
