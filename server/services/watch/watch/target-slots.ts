// Per-receiver slots inside one process: however many deliveries one webhook
// host has queued (many watches, one slow endpoint), it holds at most
// PER_TARGET of the worker's concurrent slots, so the other receivers' alerts
// keep flowing. A delivery that finds its host full waits a moment for a slot
// (fast receivers free theirs in milliseconds), then gives its runner slot
// back and is tried again later. E-mail deliveries share one "mail" target.
export const PER_TARGET = 2;
/** how long a delivery may wait for its host's slot while holding a runner slot, ms */
export const SLOT_WAIT_MS = 1_000;

export interface TargetSlot {
  release(): void;
}

export function createTargetSlots(perTarget = PER_TARGET) {
  const busy = new Map<string, number>();
  const waiters = new Map<string, Array<() => void>>();

  function grant(key: string): TargetSlot {
    busy.set(key, (busy.get(key) ?? 0) + 1);
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        const left = (busy.get(key) ?? 1) - 1;
        if (left <= 0) busy.delete(key);
        else busy.set(key, left);
        waiters.get(key)?.shift()?.();
      },
    };
  }

  return {
    /** a slot for the URL's host, waiting up to `waitMs` for one; null when the host stayed full */
    async take(url: string | null, waitMs = SLOT_WAIT_MS): Promise<TargetSlot | null> {
      const key = targetOf(url);
      const deadline = Date.now() + waitMs;
      while ((busy.get(key) ?? 0) >= perTarget) {
        const left = deadline - Date.now();
        if (left <= 0) return null;
        await new Promise<void>((resolve) => {
          const queue = waiters.get(key) ?? [];
          waiters.set(key, queue);
          const wake = () => {
            clearTimeout(timer);
            const at = queue.indexOf(wake);
            if (at >= 0) queue.splice(at, 1);
            resolve();
          };
          const timer = setTimeout(wake, left);
          queue.push(wake);
        });
      }
      return grant(key);
    },
  };
}

function targetOf(url: string | null): string {
  if (!url) return "mail";
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return url;
  }
}
