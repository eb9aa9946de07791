// The one module-level holder of the server: the app this process serves, and
// the process's background work. It sits on ONE globalThis key, not in a module
// variable, because a module variable is not one per process under Next.js:
// each route bundle and instrumentation.ts get their own module registry after
// `next build` (see ApiError's brand in server/http/api-error.ts), and a dev
// reload re-evaluates modules. A module variable would give each bundle its own
// app: a second PGlite on a locked folder, a second set of services, background
// work instrumentation's closeApp() cannot see. This file imports no runtime
// code, so anything (even env.ts and proxy.ts) may read it cheaply.
import type { App } from "@/server/platform/app";
import { createBackgroundRegistry, type BackgroundRegistry } from "@/server/platform/background-registry";

interface AppSlot {
  /** installed by installApp() (instrumentation at start, a test's useTestApp) or made by getApp() */
  app?: App;
  /** work running in this process, whichever app (or test-built service) started it */
  background: BackgroundRegistry;
}

const SLOT = Symbol.for("cabal-hunter.app-slot");

export function appSlot(): AppSlot {
  const global = globalThis as Record<symbol, AppSlot | undefined>;
  global[SLOT] ??= { background: createBackgroundRegistry() };
  return global[SLOT];
}

/** The installed app, if any; never creates one. */
export function currentApp(): App | undefined {
  return appSlot().app;
}

/** The process's background work (registered by services wherever they were built). */
export function processBackground(): BackgroundRegistry {
  return appSlot().background;
}
