// The watcher inside `npm start`: started from instrumentation.ts after the
// server is up, once per app (server/platform/background-loops.ts), unless
// WATCHER=off. A failure to start is logged, never fatal to the web server.
import { getApp } from "@/server/platform/current-app";

export function startWatcherInProcess(): void {
  getApp().startWatcher();
}
