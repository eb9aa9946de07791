// Names the part of a cold scan that issued each upstream request (holders,
// histories, funding hops, first buyers, deployer, market), so the bench can
// attribute calls, latency and round trips per stage (locks: server/services/scan/gather/locks). Async-context only:
// nothing in the scan reads it, and untagged work reads as undefined.
import { AsyncLocalStorage } from "node:async_hooks";

export type ScanStage = "holders" | "histories" | "funding" | "first_buyers" | "deployer" | "market" | "locks";

const storage = new AsyncLocalStorage<ScanStage>();

/** Runs `work` (and everything it awaits) as part of `stage`. */
export function inStage<T>(stage: ScanStage, work: () => Promise<T>): Promise<T> {
  return storage.run(stage, work);
}

/** The stage of the request being sent now, if any. */
export function currentStage(): ScanStage | undefined {
  return storage.getStore();
}
