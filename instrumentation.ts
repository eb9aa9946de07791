// Runs once when the Next.js server starts: builds the one app of this process
// from its settings (server/app/create-app.ts), warms it, on the embedded demo
// ledger prints the demo mints so a person can try the scanner at once, and
// starts the watcher and alert delivery loop in this process (no second
// command), unless WATCHER=off (then run `npm run worker` separately).
// `source` is the process's environment; a test passes its own.
export async function register(source: Record<string, string | undefined> = process.env): Promise<void> {
  // the edge runtime has no ledger and no file system. Read as the literal `process.env.NEXT_RUNTIME`, which
  // the build inlines per runtime: a custom server (scripts/serve.mjs) registers this before anything of
  // Next's has set the variable, and `source.NEXT_RUNTIME` was then unset, so start-up silently did nothing
  // (issue 32 item 6). A test's `source` may still name the runtime it means.
  if ((source.NEXT_RUNTIME ?? process.env.NEXT_RUNTIME) !== "nodejs") return;
  // a configuration production refuses (e.g. no WEBHOOK_SECRET_KEY with DATABASE_URL) stops the server
  // here, before it serves anything, instead of failing request after request
  const { parseConfig } = await import("./server/platform/config/env");
  const { createApp } = await import("./server/app/create-app");
  const { currentApp, installApp } = await import("./server/app/current-app");
  // already built (a request or a dev reload came first): keep it, a second app would open the database twice
  let app = currentApp();
  if (!app) {
    try {
      app = createApp(parseConfig(source));
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
    installApp(app);
  }
  // build what the first scan needs (ledger, database, services) before the server says it is ready
  const { warmUp } = await import("./server/app/warm-up");
  await warmUp(app);
  const { printDemoTokens } = await import("./server/services/scan/dashboard/print-demo-tokens");
  const { urls } = await app.runtime();
  printDemoTokens(app.config, urls.kind === "embedded" ? urls.rpcUrl : null);
  app.startWatcher();
  // rescan hot mints before their reports expire, within INDEXER_RPC_BUDGET (INDEXER=off: no indexer)
  app.startIndexer();
  // re-read every scanned mint at its outcome checkpoints (OUTCOMES=off: no loop); on the embedded ledger the demo's futures play
  app.startOutcomes();
  // scripts/serve.mjs calls this on SIGTERM/SIGINT before exiting: background work ends with the app.
  // A symbol on globalThis because serve.mjs is plain Node outside Next's bundles: it cannot import the app.
  const { closeApp } = await import("./server/app/close-app");
  (globalThis as Record<symbol, unknown>)[Symbol.for("cabal-hunter.close-app")] = closeApp;
}
