// Shutting the app down in the one safe order: background work first (queued
// scan events written, job runners and the indexer stopped and awaited), then
// the app's database (server/app/create-app.ts close()). Used by `npm run
// worker`, `npm run scan`, the server's signal handler and tests.
import { currentApp } from "@/server/app/app-slot";
import { processBackground } from "@/server/platform/background";

export async function closeApp(): Promise<void> {
  const app = currentApp();
  // no app yet: only work started by services built without one (tests) can be running
  await (app ? app.close() : processBackground().close());
}
