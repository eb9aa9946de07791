// Background work (the scan-event queue, job runners, the indexer's timer)
// belongs to the app and ends with it. Each piece registers here while it has
// work pending or a loop running; closing the app drains them all before the
// database closes, so nothing writes to a closed database, and the test guard
// (server/testing/background-guard.ts) fails a test file that leaves any running.
export interface BackgroundWork {
  /** shown when work is left running, e.g. "scan-events" */
  name: string;
  /** flush what is queued, stop timers and loops, and resolve when nothing is left in flight */
  close(): Promise<void>;
}

const shared = globalThis as { __cabalHunterBackground?: Set<BackgroundWork> };

function registry(): Set<BackgroundWork> {
  shared.__cabalHunterBackground ??= new Set();
  return shared.__cabalHunterBackground;
}

/** Marks `work` as running until the returned function is called (idempotent). */
export function registerBackground(work: BackgroundWork): () => void {
  registry().add(work);
  return () => void registry().delete(work);
}

/** Names of the background work still running. */
export function listBackground(): string[] {
  return [...registry()].map((work) => work.name);
}

/** Closes every registered piece (newest first) and waits for all of them; runs until none is left,
 * since a flush may start more work. A failing close is logged, never left half-done for the rest. */
export async function closeBackground(): Promise<void> {
  for (let round = 0; round < 10 && registry().size > 0; round += 1) {
    const works = [...registry()].reverse();
    for (const work of works) {
      registry().delete(work);
      await work.close().catch((error: unknown) => console.error(`[background] closing ${work.name} failed:`, error instanceof Error ? error.message : error));
    }
  }
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
