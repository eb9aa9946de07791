// The outcome service of one app, from its runtime: its own RPC and market
// clients (their counters are the readings' cost), the settings resolved from
// the config, and on the embedded ledger the demo's futures.
import { createSources, type Runtime } from "@/server/platform/runtime";
import { demoFutureStarter } from "@/server/services/outcomes/demo-futures";
import { createOutcomesService, type OutcomesService } from "@/server/services/outcomes/outcomes-service";
import { outcomeSettings } from "@/server/services/outcomes/settings";

export function buildOutcomesService(runtime: Runtime, now: () => Date, log: (line: string) => void = console.log): OutcomesService {
  const settings = outcomeSettings(runtime.env);
  const sources = createSources(runtime.env, runtime.urls, runtime.sources.now);
  const demo = settings.futures && runtime.urls.kind === "embedded";
  return createOutcomesService({
    database: runtime.database,
    rpc: sources.rpc,
    market: sources.market,
    settings,
    now,
    onScheduled: demo ? demoFutureStarter(settings, log) : undefined,
    log,
  });
}
