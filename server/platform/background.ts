// Background work (the scan-event queue, job runners, the indexer's timer)
// belongs to the app and ends with it: these functions register into the
// process's registry (server/platform/background-registry.ts), which
// app.close() drains before the database closes. The registry sits on ONE
// globalThis key, not in a module variable: Next.js gives each route bundle
// and instrumentation.ts their own module registry after `next build`, and
// work registered from one bundle must be drained by the app's close in another.
import { createBackgroundRegistry, type BackgroundRegistry, type BackgroundWork } from "@/server/platform/background-registry";

export type { BackgroundWork } from "@/server/platform/background-registry";

const SLOT = Symbol.for("cabal-hunter.background");

/** The process's background work (registered by services wherever they were built). */
export function processBackground(): BackgroundRegistry {
  const global = globalThis as Record<symbol, BackgroundRegistry | undefined>;
  global[SLOT] ??= createBackgroundRegistry();
  return global[SLOT];
}

/** Marks `work` as running until the returned function is called (idempotent). */
export function registerBackground(work: BackgroundWork): () => void {
  return processBackground().register(work);
}

/** Names of the background work still running. */
export function listBackground(): string[] {
  return processBackground().list();
}

/** Closes every registered piece (newest first) and waits for all of them; runs until none is left,
 * since a flush may start more work. A failing close is logged, never left half-done for the rest. */
export function closeBackground(): Promise<void> {
  return processBackground().close();
}

/** A fire-and-forget promise (e.g. an occasional prune) as background work: closeBackground() waits for it. */
export function trackBackground(name: string, work: Promise<unknown>): void {
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  const unregister = registerBackground({ name, close: () => settled });
  void settled.then(unregister);
}
