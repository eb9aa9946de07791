// The indexer's RPC budget: at most `perMinute` RPC calls in any 60-second
// window (INDEXER_RPC_BUDGET). A trace's cost is known only afterwards, so a
// scan starts only when the window has room for the expected cost (a running
// average of the traces so far, starting at the per-scan ceiling), and what it
// really spent is charged when it ends. Pure apart from the injected clock.
const WINDOW_MS = 60_000;
/** the cold-scan ceiling (docs/operations.md "Performance"): the first estimate before any trace was measured */
export const FIRST_ESTIMATE_CALLS = 130;

export interface RpcBudget {
  /** true when a trace of the expected cost fits in the current window */
  canAfford(): boolean;
  /** records a finished trace's RPC calls (also updates the estimate) */
  charge(calls: number): void;
  /** calls spent in the last 60 s */
  spent(): number;
  /** the expected cost of the next trace */
  estimate(): number;
}

export function createRpcBudget(options: { perMinute: number; nowMs: () => number }): RpcBudget {
  const charges: Array<{ at: number; calls: number }> = [];
  let traces = 0;
  let average = FIRST_ESTIMATE_CALLS;

  function spent(): number {
    const since = options.nowMs() - WINDOW_MS;
    while (charges.length > 0 && charges[0].at <= since) charges.shift();
    return charges.reduce((sum, c) => sum + c.calls, 0);
  }

  return {
    canAfford: () => spent() + average <= options.perMinute,
    charge(calls) {
      charges.push({ at: options.nowMs(), calls });
      traces += 1;
      average += (calls - average) / traces;
    },
    spent,
    estimate: () => average,
  };
}
