// Test support: route modules served by a test app of their own
// (server/app/testing/test-app.ts): a throwaway PostgreSQL database, the
// embedded ledger (no SOLANA_RPC_URL) and the test's settings, closed and
// dropped afterwards. Nothing is read from or written to process.env.
import { beforeAll } from "vitest";
import type { Config, ConfigOverrides } from "@/server/platform/config/env";
import type { ThrowawayDatabase } from "@/server/platform/db/testing/test-databases";
import type { App, AppOptions } from "@/server/app/create-app";
import { setUpTestApp } from "@/server/app/testing/test-app";

export interface RouteHarness<R> {
  route: () => R;
  database: () => ThrowawayDatabase;
  app: () => App;
  config: () => Config;
}

/** `load` imports the route modules once the app is installed; `overrides` are the app's settings. */
export function routeOnThrowawayDatabase<R>(load: () => Promise<unknown>, overrides: ConfigOverrides = {}, options: AppOptions = {}): RouteHarness<R> {
  const testApp = setUpTestApp(overrides, options);
  let route: R | undefined;
  // registered after setUpTestApp's beforeAll, so it runs after the app is installed
  beforeAll(async () => {
    route = (await load()) as R;
  });
  return { route: () => route as R, database: testApp.database, app: testApp.app, config: testApp.config };
}
