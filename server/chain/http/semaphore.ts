// A small counting semaphore: at most `limit` tasks run at once, the rest wait
// in FIFO order. It also remembers the peak it saw, for the adapters' stats.

export interface Semaphore {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** tasks running right now. */
  readonly active: number;
  /** the most tasks that ran at once since creation or the last resetPeak(). */
  readonly peak: number;
  resetPeak(): void;
}

export function createSemaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`semaphore limit must be a positive integer, got ${limit}`);
  let active = 0;
  let peak = 0;
  const waiting: Array<() => void> = [];

  const acquire = async (): Promise<void> => {
    if (active < limit) {
      active += 1;
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
    get peak() {
      return peak;
    },
    resetPeak() {
      peak = active;
    },
  };
}
