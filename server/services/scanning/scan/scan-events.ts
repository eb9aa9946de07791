// Recent-scan events for the dashboard, written in batches off the request
// path: a warm scan must not wait for an INSERT. The queue is background work
// of the app (../background.ts): close() writes what is queued and waits for
// the write, so no flush fires after the database has closed.
import type { Database } from "@/server/platform/db/client";
import { createScanEvents, type ScanEventInput } from "@/server/platform/db/scan-reports";
import { registerBackground } from "@/server/platform/background";

const FLUSH_EVERY_MS = 1_000;
/** Past this many queued events the oldest are dropped: the feed is best-effort. */
const MAX_QUEUED = 1_000;

export interface ScanEventQueue {
  push(event: ScanEventInput): void;
  /** write what is queued now (and wait for a write already running) */
  flush(): Promise<void>;
  /** flush and stop the timer; the queue may be used again afterwards */
  close(): Promise<void>;
}

export function createScanEventQueue(database: () => Promise<Database>): ScanEventQueue {
  let queue: ScanEventInput[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let unregister: (() => void) | undefined;

  async function write(batch: ScanEventInput[]): Promise<void> {
    try {
      const db = await database();
      await createScanEvents(db.prisma, batch);
    } catch (error) {
      console.error("[scan] recording scan events failed:", error instanceof Error ? error.message : error);
    }
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = queue;
    queue = [];
    // writes run one after another, so awaiting the last awaits them all
    if (batch.length > 0) writing = writing.then(() => write(batch));
    const done = writing;
    return done.then(() => {
      if (writing === done && queue.length === 0) {
        unregister?.();
        unregister = undefined;
      }
    });
  }

  const queueWork = { name: "scan-events", close: flush };

  return {
    push(event) {
      queue.push(event);
      if (queue.length > MAX_QUEUED) queue = queue.slice(-MAX_QUEUED);
      // a Set add: cheap, and re-registers after closeBackground() took it off
      unregister = registerBackground(queueWork);
      if (!timer) {
        timer = setTimeout(() => void flush(), FLUSH_EVERY_MS);
        timer.unref();
      }
    },
    flush,
    close: flush,
  };
}
