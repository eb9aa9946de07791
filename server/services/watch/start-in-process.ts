// The watcher inside `npm start`: started from instrumentation.ts after the
// server is up. A failure to start is logged, never fatal to the web server.
import { getEnv } from "@/server/config/env";
import { getWatchContext } from "./watch-context";
import { createWatchWorker } from "./watch-worker";

const shared = globalThis as { __cabalHunterWatcher?: boolean };

export function startWatcherInProcess(): void {
  if (getEnv().WATCHER === "off" || shared.__cabalHunterWatcher) return;
  shared.__cabalHunterWatcher = true;
  getWatchContext()
    .then((ctx) => {
      const worker = createWatchWorker(ctx);
      worker.start();
      console.log(`[watch] watcher ${worker.workerId} running in this process (every ${ctx.pollSeconds} s; WATCHER=off to disable)`);
    })
    .catch((error: unknown) => {
      shared.__cabalHunterWatcher = false;
      console.error("[watch] the watcher did not start:", error instanceof Error ? error.message : error);
    });
}
