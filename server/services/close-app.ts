// Shutting the app down in the one safe order: background work first (queued
// scan events written, job runners and the indexer stopped and awaited), then
// the shared database. Used by `npm run worker`, `npm run scan`, the server's
// signal handler and the route tests.
import { closeSharedDatabase } from "@/server/db/client";
import { closeBackground } from "./background";

export async function closeApp(): Promise<void> {
  await closeBackground();
  await closeSharedDatabase();
}
