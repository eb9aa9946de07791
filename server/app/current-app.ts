// The app this process serves. Production installs one at start
// (instrumentation.ts); a script (`npm run worker`, `npm run scan`) or a first
// request without one gets one built from process.env on first use; a test
// installs its own (server/app/testing/test-app.ts). Only the root reads it:
// the binder (server/app/bind.ts) hands each handler the app's services.
import { getEnv } from "@/server/platform/config/env";
import { appSlot, currentApp } from "@/server/app/app-slot";
import { createApp, type App } from "@/server/app/create-app";

export { currentApp };

/** The installed app, or one built from process.env (validated: throws naming every bad variable) and installed. */
export function getApp(): App {
  const slot = appSlot();
  slot.app ??= createApp(getEnv());
  return slot.app;
}

/** Installs `app` as the one getApp() answers (undefined: none, the next getApp() builds from process.env).
 * Returns the app it replaced, which the caller closes if it owns it. */
export function installApp(app: App | undefined): App | undefined {
  const slot = appSlot();
  const previous = slot.app;
  slot.app = app;
  return previous;
}
