// A small counting semaphore: at most `limit` tasks run at once, the rest wait
// in FIFO order. It also remembers the peak it saw, for the adapters' stats.
// The wait queue is bounded: past `maxQueue` waiting tasks, run() fails at
// once with SemaphoreFullError instead of queueing without end (under a flood
// of cold scans a fast degraded answer beats a request that hangs).

/** Waiting tasks allowed by default: 16 per slot, at least 64 (a 25-mint batch on 4 slots fits). */
export function defaultMaxQueue(limit: number): number {
  return Math.max(64, limit * 16);
}

export class SemaphoreFullError extends Error {
  constructor(readonly limit: number, readonly maxQueue: number) {
    super(`too busy: ${limit} running and ${maxQueue} waiting`);
    this.name = "SemaphoreFullError";
  }
}

export interface Semaphore {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** tasks running right now. */
  readonly active: number;
  /** tasks waiting for a slot right now. */
  readonly waiting: number;
  /** the most tasks that ran at once since creation or the last resetPeak(). */
  readonly peak: number;
  resetPeak(): void;
}

export function createSemaphore(limit: number, options: { maxQueue?: number } = {}): Semaphore {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`semaphore limit must be a positive integer, got ${limit}`);
  const maxQueue = options.maxQueue ?? defaultMaxQueue(limit);
  let active = 0;
  let peak = 0;
  const waiting: Array<() => void> = [];

  const acquire = async (): Promise<void> => {
    if (active < limit) {
      active += 1;
    } else if (waiting.length >= maxQueue) {
      throw new SemaphoreFullError(limit, maxQueue);
    } else {
      // release() hands its slot straight to us, so `active` stays unchanged.
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    peak = Math.max(peak, active);
  };

  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
    get peak() {
      return peak;
    },
    resetPeak() {
      peak = active;
    },
  };
}
