// Per-scan metering of JSON-RPC calls. The transport is shared by every scan
// of a process, so its own counters cannot say what one scan cost; a meter
// bound to the scan's async context (AsyncLocalStorage, like the bench's
// stage tags) hears every call that scan sends, batch items included, and
// nothing of the scans running beside it.
import { AsyncLocalStorage } from "node:async_hooks";

export interface CallMeter {
  /** one JSON-RPC request (a batch item counts once), as the provider bills it */
  record(method: string): void;
}

const storage = new AsyncLocalStorage<CallMeter>();

/** Runs `work` (and everything it starts) with its calls recorded on `meter`. */
export function meterCalls<T>(meter: CallMeter, work: () => Promise<T>): Promise<T> {
  return storage.run(meter, work);
}

/** Called by the transport for every request it sends. */
export function recordCall(method: string): void {
  storage.getStore()?.record(method);
}
