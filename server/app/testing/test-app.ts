// Test support: each test file makes its own app with the settings it needs,
// instead of writing process.env (lint forbids that: eslint.config.mjs, "root").
// The app runs on a throwaway PostgreSQL database and the embedded ledger (no
// SOLANA_RPC_URL) unless the overrides say otherwise, and is installed as the
// app every getter answers; closing it ends its background work, closes its
// database, uninstalls it and drops the database.
import { afterAll, beforeAll } from "vitest";
import { parseConfig, type Config, type ConfigOverrides } from "@/server/platform/config/env";
import { createMigratedDatabase, type ThrowawayDatabase } from "@/server/platform/db/testing/test-databases";
import { createApp, type App, type AppOptions } from "@/server/app/create-app";
import type { Database } from "@/server/platform/db/client";
import { currentApp, installApp } from "@/server/app/current-app";

/** A test's config: the defaults, NODE_ENV=test, and the test's overrides; nothing from process.env. */
export function testConfig(overrides: ConfigOverrides = {}): Config {
  return parseConfig({ NODE_ENV: "test", ...overrides });
}

export interface StartedTestApp {
  app: App;
  /** the throwaway database; undefined when the overrides name a DATABASE_URL */
  database: ThrowawayDatabase | undefined;
  close(): Promise<void>;
}

/** Builds and installs a test app now (for a beforeAll that first learns a setting, e.g. a port). */
export async function startTestApp(overrides: ConfigOverrides = {}, options: AppOptions = {}): Promise<StartedTestApp> {
  const database = "DATABASE_URL" in overrides ? undefined : await createMigratedDatabase();
  const app = createApp(testConfig({ ...(database ? { DATABASE_URL: database.url } : {}), ...overrides }), options);
  installApp(app);
  return {
    app,
    database,
    async close() {
      await app.close();
      if (currentApp() === app) installApp(undefined);
      await database?.drop();
    },
  };
}

export interface TestApp {
  app(): App;
  config(): Config;
  /** the throwaway database (not made when the overrides name a DATABASE_URL) */
  database(): ThrowawayDatabase;
}

/** The app for one test file, installed from beforeAll to afterAll. */
export function setUpTestApp(overrides: ConfigOverrides = {}, options: AppOptions = {}): TestApp {
  let started: StartedTestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(overrides, options);
  });
  afterAll(async () => {
    await started?.close();
  });
  return {
    app: () => required(started?.app, "app"),
    config: () => required(started?.app, "app").config,
    database: () => required(started?.database, "throwaway database"),
  };
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the test ${what} exists from beforeAll on (setUpTestApp)`);
  return value;
}

/** The database of the app a test installed (setUpTestApp, startTestApp, routeOnThrowawayDatabase): for tests
 * that read what a route wrote. */
export function installedAppDatabase(): Promise<Database> {
  const app = currentApp();
  if (!app) throw new Error("no test app is installed (setUpTestApp / startTestApp)");
  return app.database();
}
