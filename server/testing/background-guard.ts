// Vitest setup: a test file that ends with background work still running (a
// scan-event queue with a pending flush, a job runner, the indexer's timer)
// fails here, instead of that work firing after the file's database closed and
// failing the whole run at teardown. Close services (or call closeBackground())
// in afterAll before closing the database. Root afterAll hooks run in reverse
// order, so this one runs after the file's own.
import { afterAll } from "vitest";
import { closeBackground, listBackground } from "@/server/platform/background";

afterAll(async () => {
  const running = listBackground();
  if (running.length === 0) return;
  // stop it anyway, so the failure is this message and not a teardown error
  await closeBackground();
  throw new Error(`background work left running after the tests: ${running.join(", ")}; close it in afterAll before the database closes`);
});
