// Runs once when the Next.js server starts: on the embedded demo ledger, print
// the demo mints so a person can try the scanner at once; and start the
// watcher and alert delivery loop in this process (no second command), unless
// WATCHER=off (then run `npm run worker` separately).
export async function register(): Promise<void> {
  // the edge runtime has no ledger and no file system
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // a configuration production refuses (e.g. no WEBHOOK_SECRET_KEY with DATABASE_URL) stops the server
  // here, before it serves anything, instead of failing request after request
  const { getEnv } = await import("./server/config/env");
  try {
    getEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // build what the first scan needs (ledger, database, services) before the server says it is ready
  const { warmUp } = await import("./server/services/warm-up");
  await warmUp();
  const { printDemoTokens } = await import("./server/services/dashboard/print-demo-tokens");
  printDemoTokens();
  const { startWatcherInProcess } = await import("./server/services/watch/start-in-process");
  startWatcherInProcess();
  // rescan hot mints before their reports expire, within INDEXER_RPC_BUDGET (INDEXER=off: no indexer)
  const { startIndexerInProcess } = await import("./server/services/indexer/start-in-process");
  startIndexerInProcess();
  // scripts/serve.mjs calls this on SIGTERM/SIGINT before exiting: background work ends with the app
  const { closeApp } = await import("./server/services/close-app");
  (globalThis as Record<symbol, unknown>)[Symbol.for("cabal-hunter.close-app")] = closeApp;
}
