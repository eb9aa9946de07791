// Recent-scan events for the dashboard, written in batches off the request
// path: a warm scan must not wait for an INSERT.
import type { Database } from "@/server/db/client";
import { createScanEvents, type ScanEventInput } from "@/server/db/scan-reports";

const FLUSH_EVERY_MS = 1_000;
/** Past this many queued events the oldest are dropped: the feed is best-effort. */
const MAX_QUEUED = 1_000;

export function createScanEventQueue(database: () => Promise<Database>) {
  let queue: ScanEventInput[] = [];
  let timer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    timer = undefined;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    try {
      const db = await database();
      await createScanEvents(db.prisma, batch);
    } catch (error) {
      console.error("[scan] recording scan events failed:", error instanceof Error ? error.message : error);
    }
  }

  return {
    push(event: ScanEventInput): void {
      queue.push(event);
      if (queue.length > MAX_QUEUED) queue = queue.slice(-MAX_QUEUED);
      if (!timer) {
        timer = setTimeout(() => void flush(), FLUSH_EVERY_MS);
        timer.unref();
      }
    },
    flush,
  };
}
