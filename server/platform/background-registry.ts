// Background work (the scan-event queue, job runners, the indexer's timer)
// ends with the app. Each piece registers while it has work pending or a loop
// running; closing drains them all before the database closes, so nothing
// writes to a closed database, and the test guard
// (server/testing/background-guard.ts) fails a test file that leaves any running.
export interface BackgroundWork {
  /** shown when work is left running, e.g. "scan-events" */
  name: string;
  /** flush what is queued, stop timers and loops, and resolve when nothing is left in flight */
  close(): Promise<void>;
}

export interface BackgroundRegistry {
  /** Marks `work` as running until the returned function is called (idempotent). */
  register(work: BackgroundWork): () => void;
  /** Names of the work still running. */
  list(): string[];
  /** Closes every piece (newest first) and waits for all of them. */
  close(): Promise<void>;
}

/** A flush may start more work, so closing repeats, at most this many rounds. */
const CLOSE_ROUNDS = 10;

export function createBackgroundRegistry(): BackgroundRegistry {
  const works = new Set<BackgroundWork>();
  return {
    register(work) {
      works.add(work);
      return () => void works.delete(work);
    },
    list: () => [...works].map((work) => work.name),
    async close() {
      for (let round = 0; round < CLOSE_ROUNDS && works.size > 0; round += 1) {
        for (const work of [...works].reverse()) {
          works.delete(work);
          // a failing close is logged, never left half-done for the rest
          await work.close().catch((error: unknown) => console.error(`[background] closing ${work.name} failed:`, error instanceof Error ? error.message : error));
        }
      }
    },
  };
}
