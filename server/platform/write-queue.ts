// Rows written in batches off the request path (the recent-scan feed, the RPC
// bill): a warm answer must not wait for an INSERT, and a failed write is
// logged, never the caller's failure. The queue is background work of the app
// (background.ts): close() writes what is queued and waits for the write, so
// no flush fires after the database has closed.
import { registerBackground } from "@/server/platform/background";

export interface WriteQueue<T> {
  push(row: T): void;
  /** write what is queued now (and wait for a write already running) */
  flush(): Promise<void>;
  /** flush and stop the timer; the queue may be used again afterwards */
  close(): Promise<void>;
}

export interface WriteQueueOptions<T> {
  /** the background work's name, and the log line's */
  name: string;
  write(batch: T[]): Promise<unknown>;
  /** default 1 s */
  flushEveryMs?: number;
  /** past this many queued rows the oldest are dropped (best-effort records); default 1,000 */
  maxQueued?: number;
}

export function createWriteQueue<T>(options: WriteQueueOptions<T>): WriteQueue<T> {
  const flushEveryMs = options.flushEveryMs ?? 1_000;
  const maxQueued = options.maxQueued ?? 1_000;
  let queue: T[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let unregister: (() => void) | undefined;

  async function write(batch: T[]): Promise<void> {
    try {
      await options.write(batch);
    } catch (error) {
      console.error(`[${options.name}] writing ${batch.length} rows failed:`, error instanceof Error ? error.message : error);
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

  const queueWork = { name: options.name, close: flush };

  return {
    push(row) {
      queue.push(row);
      if (queue.length > maxQueued) queue = queue.slice(-maxQueued);
      // a Set add: cheap, and re-registers after closeBackground() took it off
      unregister = registerBackground(queueWork);
      if (!timer) {
        timer = setTimeout(() => void flush(), flushEveryMs);
        timer.unref();
      }
    },
    flush,
    close: flush,
  };
}
