// Recent-scan events for the dashboard, written in batches off the request
// path (server/platform/write-queue.ts): a warm scan must not wait for an INSERT.
import type { Database } from "@/server/platform/db/client";
import { createScanEvents, type ScanEventInput } from "@/server/platform/db/scan-reports";
import { createWriteQueue, type WriteQueue } from "@/server/platform/write-queue";

export type ScanEventQueue = WriteQueue<ScanEventInput>;

export function createScanEventQueue(database: () => Promise<Database>): ScanEventQueue {
  // the feed is best-effort: past 1,000 queued events the oldest are dropped
  return createWriteQueue({ name: "scan-events", write: async (batch: ScanEventInput[]) => createScanEvents((await database()).prisma, batch) });
}
