// The demo (issue 31 item 4): on the embedded ledger, a mint's future starts
// on the ledger when its first scan is scheduled, anchored at that scan and
// played on the checkpoints' scale (a published day lasts settings.daySeconds):
// its scenario's script (server/ledger/scenarios: rugs, dumps, silence), or
// else it keeps trading. At start the demo also scans the tokens whose
// scenarios script a future, so `npm start` shows outcomes within minutes
// without anyone asking. Every outcome of the demo ledger is marked demo data.
// Only wired when the app runs on the embedded ledger (build-outcomes.ts).
import type { Database } from "@/server/platform/db/client";
import { ensureLedgerServer, LIVING_FUTURE, mintsWithFutures, scenarioFuture } from "@/server/ledger";
import type { OutcomeSettings } from "@/server/services/outcomes/settings";
import type { NewCase } from "@/server/services/outcomes/store/outcome-cases";

/** Starts each newly scheduled case's future on the embedded ledger, anchored at its first scan. */
export function demoFutureStarter(settings: OutcomeSettings, log: (line: string) => void = console.log): (cases: NewCase[]) => Promise<void> {
  return async (cases) => {
    const ledger = await ensureLedgerServer();
    for (const c of cases) {
      try {
        const future = scenarioFuture(c.mint) ?? LIVING_FUTURE;
        if (ledger.controls.startFuture(c.mint, future, { daySeconds: settings.daySeconds, anchorMs: c.firstScanAt.getTime() })) {
          log(`[outcomes] demo: ${c.mint} plays its future (${future.steps.length} scripted steps, trading ${future.trading}; a day lasts ${settings.daySeconds} s)`);
        }
      } catch (error) {
        log(`[outcomes] demo: no future for ${c.mint}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
}

/** At start: restarts the futures of cases still waiting for a checkpoint (the ledger was rebuilt with the
 * process), then scans every scripted token not yet enrolled (a trace, stored like any scan). */
export async function seedDemoOutcomes(deps: { database: () => Promise<Database>; trace: (mint: string) => Promise<unknown>; start: (cases: NewCase[]) => Promise<void>; log?: (line: string) => void }): Promise<void> {
  const { prisma } = await deps.database();
  const waiting = await prisma.outcomeCase.findMany({ where: { scheduled: true, nextDueAt: { not: null } }, select: { mint: true, firstScanAt: true, report: true } });
  await deps.start(waiting);
  const enrolled = new Set((await prisma.outcomeCase.findMany({ select: { mint: true } })).map((c) => c.mint));
  for (const mint of mintsWithFutures().filter((m) => !enrolled.has(m))) {
    await deps.trace(mint).catch((error: unknown) => deps.log?.(`[outcomes] demo: scanning ${mint} failed: ${error instanceof Error ? error.message : String(error)}`));
  }
}
