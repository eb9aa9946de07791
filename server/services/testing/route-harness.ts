// Test support: a route module loaded against a throwaway PostgreSQL database
// and the embedded ledger (no SOLANA_RPC_URL), with the app closed
// and the throwaway one dropped afterwards. The route is imported only after
// the environment is set, because the runtime reads it once.
import { afterAll, beforeAll } from "vitest";
import { createThrowawayDatabase, type ThrowawayDatabase } from "@/server/db/test-databases";
import { closeApp } from "../close-app";

export function routeOnThrowawayDatabase<R>(load: () => Promise<unknown>): { route: () => R; database: () => ThrowawayDatabase } {
  let database: ThrowawayDatabase | undefined;
  let route: R | undefined;
  beforeAll(async () => {
    database = await createThrowawayDatabase();
    process.env.DATABASE_URL = database.url;
    delete process.env.SOLANA_RPC_URL;
    route = (await load()) as R;
  });
  afterAll(async () => {
    // background work (queued scan events) first, then the database
    await closeApp();
    await database?.drop();
  });
  return {
    route: () => route as R,
    database: () => database as ThrowawayDatabase,
  };
}
