// Test support: an HttpClock that never moves on its own. A test lets one
// pending wait end (release) and sees every wait that was asked for, so no
// test depends on how fast the machine is.
import type { HttpClock } from "@/server/chain/http/http-clock";

interface PendingWait {
  ms: number;
  resolve: () => void;
}

export interface ManualHttpClock extends HttpClock {
  /** the waits that ended through release, in order, ms. */
  readonly released: number[];
  /** Waits until a wait of exactly `ms` is pending (however long that takes), then ends it. */
  release(ms: number): Promise<void>;
}

export function manualHttpClock(nowMs = Date.UTC(2026, 0, 1)): ManualHttpClock {
  const pending: PendingWait[] = [];
  const released: number[] = [];
  return {
    released,
    now: () => nowMs,
    sleep(ms, signal) {
      return new Promise<void>((resolve, reject) => {
        const wait: PendingWait = { ms, resolve };
        pending.push(wait);
        signal?.addEventListener("abort", () => {
          pending.splice(pending.indexOf(wait), 1);
          reject(signal.reason);
        });
      });
    },
    async release(ms) {
      let index = pending.findIndex((w) => w.ms === ms);
      // the code under test reaches its wait after some I/O: yield until it has.
      for (; index < 0; index = pending.findIndex((w) => w.ms === ms)) await new Promise((r) => setImmediate(r));
      const [wait] = pending.splice(index, 1);
      nowMs += ms;
      released.push(ms);
      wait.resolve();
    },
  };
}
