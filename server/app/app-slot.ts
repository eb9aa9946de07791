// The one module-level holder of the server: the app this process serves. It
// sits on ONE globalThis key, not in a module variable, because a module
// variable is not one per process under Next.js: each route bundle and
// instrumentation.ts get their own module registry after `next build` (see
// ApiError's brand in server/http/api-error.ts), and a dev reload re-evaluates
// modules. A module variable would give each bundle its own app: a second
// PGlite on a locked folder, a second set of services. Only the composition
// root (server/app) reads it: everything below is handed its services.
import type { App } from "@/server/app/create-app";

interface AppSlot {
  /** installed by installApp() (instrumentation at start, a test's harness) or made by getApp() */
  app?: App;
}

const SLOT = Symbol.for("cabal-hunter.app-slot");

export function appSlot(): AppSlot {
  const global = globalThis as Record<symbol, AppSlot | undefined>;
  global[SLOT] ??= {};
  return global[SLOT];
}

/** The installed app, if any; never creates one. */
export function currentApp(): App | undefined {
  return appSlot().app;
}
