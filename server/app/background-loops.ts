// The loops `npm start` runs beside the web server (instrumentation.ts): the
// watcher with alert delivery, and the background indexer. Each app starts
// each at most once; a failure to start is logged, never fatal to the server.
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { runtimeIndexerWiring, tickIfLeader, wireIndexer } from "@/server/services/watch/indexer/start-in-process";
import type { Runtime } from "@/server/platform/runtime";
import type { WatchContext } from "@/server/services/watch/watch/watch-context";
import { createWatchWorker } from "@/server/services/watch/watch/watch-worker";
import type { BackgroundRegistry } from "@/server/platform/background-registry";
import type { OutcomesService } from "@/server/services/outcomes/outcomes-service";
import { seedDemoOutcomes } from "@/server/services/outcomes/demo-futures";
import type { ScanService } from "@/server/services/scan/scan/scan-service";

/** Starts the watcher (its job runner registers itself as background work); false if it failed, so a later call retries. */
export async function startWatcherLoop(watch: () => Promise<WatchContext>): Promise<boolean> {
  try {
    const ctx = await watch();
    const worker = createWatchWorker(ctx);
    worker.start();
    console.log(`[watch] watcher ${worker.workerId} running in this process (every ${ctx.pollSeconds} s; WATCHER=off to disable)`);
    return true;
  } catch (error) {
    console.error("[watch] the watcher did not start:", error instanceof Error ? error.message : error);
    return false;
  }
}

/** Every instance starts the indexer, but only the holder of the "indexer" lease ticks (indexer/start-in-process.ts). */
export function startIndexerLoop(runtime: Runtime, background: BackgroundRegistry, onStop: () => void): void {
  const wiring = runtimeIndexerWiring(runtime);
  const indexer = wireIndexer(wiring);
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  let running: Promise<void> | null = null;
  const tick = async () => {
    if (running) return;
    let done!: () => void;
    running = new Promise<void>((resolve) => (done = resolve));
    try {
      const result = await tickIfLeader(runtime.database, indexer, holder, wiring.intervalSeconds);
      if (result && result.selected.length > 0) {
        console.log(`[indexer] rescanned ${result.rescanned.length}, failed ${result.failed.length}, deferred ${result.deferred.length} (budget), ${result.calls} RPC calls`);
      }
    } catch (error) {
      console.error(`[indexer] tick failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = null;
      done();
    }
  };
  const timer = setInterval(() => void tick(), wiring.intervalSeconds * 1000);
  timer.unref();
  console.log(`[indexer] running in this process (every ${wiring.intervalSeconds} s within ${wiring.rpcBudgetPerMinute} RPC calls a minute; INDEXER=off to disable)`);
  // closing the app stops the timer and waits for a tick in flight (its rescans write to the database)
  background.register({
    name: "indexer",
    async close() {
      clearInterval(timer);
      onStop();
      await running;
    },
  });
}

/** The outcome checkpoint loop (server/services/outcomes); on the embedded ledger it also seeds the demo: the
 * futures of cases still waiting restart, and the scripted tokens are scanned once. */
export function startOutcomeLoop(service: OutcomesService, scans: ScanService, background: BackgroundRegistry): void {
  const { settings } = service;
  service.start(background);
  const at = settings.checkpoints.map((c) => c.name).join(", ");
  console.log(`[outcomes] checkpoints at ${at} after each first scan, a pass every ${settings.intervalSeconds} s within ${settings.rpcBudgetPerMinute} RPC calls a minute (OUTCOMES=off to disable)`);
  if (!settings.futures) return;
  const seeding = seedDemoOutcomes({ database: service.database, trace: (mint) => scans.traceSnapshot({ mint }), start: service.startFutures, log: console.log }).catch((error: unknown) =>
    console.error(`[outcomes] demo seeding failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  // closing the app waits for the seeding scans (they write reports)
  const done = background.register({ name: "outcomes:demo-seed", close: () => seeding });
  void seeding.finally(done);
}
