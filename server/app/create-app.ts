// The composition root: createApp(config) builds every service of the server
// once, from one validated config (server/platform/config/env.ts parseConfig), each on
// first use (the embedded ledger starts, the database opens, when something
// first needs them). Production makes one app at start (instrumentation.ts);
// tests make their own (testing/test-app.ts). The app IS the services every
// handler is handed (server/services/services.ts), plus its lifecycle. close()
// ends what the app started: background work first (queued scan events
// written, job runners and the indexer stopped), then its database.
import type { Config } from "@/server/platform/config/env";
import { createLazyDatabase } from "@/server/platform/db/client";
import { createAccessContext, type AccessContextOverrides } from "@/server/services/access/access/access-context";
import { createRuntime } from "@/server/platform/runtime";
import { processBackground } from "@/server/platform/background";
import type { BackgroundRegistry } from "@/server/platform/background-registry";
import { checkHealth } from "@/server/platform/health";
import type { Services } from "@/server/services/services";
import { startIndexerLoop, startOutcomeLoop, startWatcherLoop } from "@/server/app/background-loops";
import { buildOutcomesService } from "@/server/services/outcomes/build-outcomes";
import { buildAnalytics, buildMapService, buildRpcBill, buildScanService, buildStandardX402, buildWatchContext } from "@/server/app/build-services";
import { createHealthCache } from "@/server/platform/health-cache";
import { createRecentScansFeed } from "@/server/services/scan/dashboard/recent-scans";
import { once } from "@/server/platform/once";
import { createEvidenceSigner } from "@/server/services/evidence/evidence-signer";

export interface App extends Services {
  /** closes the database; the next database() opens it again */
  closeDatabase(): Promise<void>;
  /** the process's background work, drained by close() */
  background: BackgroundRegistry;
  /** the watcher and delivery loop (WATCHER=off: nothing), at most once per app */
  startWatcher(): void;
  /** the background indexer (INDEXER=off: nothing), at most once per app */
  startIndexer(): void;
  /** the checkpoint loop (OUTCOMES=off: nothing), and on the embedded ledger the demo's futures; at most once per app */
  startOutcomes(): void;
  /** background work, then the database; the app stays usable (the database reopens on use) */
  close(): Promise<void>;
}

export interface AppOptions {
  /** the clock (tests drive their own); default the system clock */
  now?: () => Date;
  /** the access context's injected payment RPC and mailer (tests) */
  access?: Omit<AccessContextOverrides, "now">;
}

export function createApp(config: Config, options: AppOptions = {}): App {
  const now = options.now ?? (() => new Date());
  const db = createLazyDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const background = processBackground();
  const runtime = once(() => createRuntime(config, { database: db.get, nowSeconds: () => Math.floor(now().getTime() / 1000) }));
  let accessBuilt = false;
  const x402 = once(async () => buildStandardX402(await runtime()));
  const access = once(async () => {
    const { env, database, urls } = await runtime();
    const built = createAccessContext(env, { database, urls, x402 }, { ...options.access, now });
    accessBuilt = true;
    return built;
  });
  // --- outcomes (issue 31): built here, handed to the scan service (p_rug_24h) and started like the indexer ---
  const outcomes = once(async () => buildOutcomesService(await runtime(), now));
  // --- the RPC bill (issue 28 item 5): every live trace is admitted under its budget and recorded ---
  const bill = once(async () => buildRpcBill(await runtime(), now));
  const scans = once(async () => buildScanService(await runtime(), await bill(), async (score) => (await outcomes()).calibrate(score)));
  const maps = once(async () => buildMapService(await runtime(), await scans(), await bill()));
  const analytics = once(async () => buildAnalytics(await runtime(), await scans(), await bill()));
  const watch = once(async () => buildWatchContext(await runtime(), await access(), now));
  const healthCache = createHealthCache();
  const recentScans = once(async () =>
    createRecentScansFeed(db.get, { freshSeconds: config.SCAN_CACHE_TTL_SECONDS, cacheSeconds: config.RECENT_SCANS_CACHE_SECONDS, now }),
  );
  // built now, not on first use: an unset EVIDENCE_SIGNING_KEY is warned about at start-up (quiet in tests)
  const evidenceSigner = createEvidenceSigner({
    seed: config.EVIDENCE_SIGNING_KEY,
    notBefore: config.EVIDENCE_SIGNING_KEY_NOT_BEFORE,
    previous: config.EVIDENCE_PREVIOUS_PUBLIC_KEYS,
    now,
    warn: config.NODE_ENV === "test" ? () => undefined : console.warn,
  });
  let watcherStarted = false;
  let indexerStarted = false;
  let outcomesStarted = false;

  return {
    config,
    now,
    runtime,
    database: db.get,
    closeDatabase: db.close,
    access,
    scans,
    maps,
    analytics,
    bill,
    watch,
    x402,
    health: async () => healthCache(now().getTime(), async () => checkHealth(await runtime())),
    background,
    startWatcher() {
      if (config.WATCHER === "off" || watcherStarted) return;
      watcherStarted = true;
      void startWatcherLoop(watch).then((started) => (watcherStarted = started));
    },
    startIndexer() {
      if (config.INDEXER === "off" || indexerStarted) return;
      indexerStarted = true;
      runtime()
        .then((built) => startIndexerLoop(built, background, () => (indexerStarted = false)))
        .catch((error: unknown) => {
          indexerStarted = false;
          console.error(`[indexer] not started: ${error instanceof Error ? error.message : String(error)}`);
        });
    },
    outcomes,
    recentScans,
    evidenceSigner: () => evidenceSigner,
    startOutcomes() {
      if (config.OUTCOMES === "off" || outcomesStarted) return;
      outcomesStarted = true;
      Promise.all([outcomes(), scans()])
        .then(([service, scanService]) => startOutcomeLoop(service, scanService, background))
        .catch((error: unknown) => {
          outcomesStarted = false;
          console.error(`[outcomes] not started: ${error instanceof Error ? error.message : String(error)}`);
        });
    },
    async close() {
      // units held in blocks go back before anything else closes (unit-blocks.ts)
      if (accessBuilt) await (await access()).blocks.close();
      await background.close();
      // the watcher's runner was background work: closing stopped it, a later start may run it again
      watcherStarted = false;
      outcomesStarted = false;
      await db.close();
    },
  };
}
