// Which address-history path this process's scans take. RPC_HISTORY=auto:
// the configured RPC is probed at start (warm-up), again every
// RPC_HISTORY_PROBE_MINUTES, and before the first scan if nothing probed it
// yet; scans use getTransactionsForAddress while the last probe found it
// served. A scan told -32601 by a method the plan counted on drops it at once
// (a plan downgraded, a provider swapped behind the URL) until the next probe.
// RPC_HISTORY=standard: standard JSON-RPC only, and nothing is probed.
// A probe that gets no answer (timeout, 429/5xx) changes nothing and is
// retried within a minute.
import type { JsonRpcTransport } from "@/server/chain/solana-rpc/json-rpc";
import { NOTHING_PROBED, probeHistoryMethods, type HistoryMethods } from "@/server/chain/solana-rpc/history-probe";
import { STANDARD_PLAN, type HistoryPlan, type HistorySource } from "@/server/services/scan/gather/history/address-history";

export type RpcHistoryMode = "auto" | "standard";

export interface RpcHistoryOptions {
  transport: JsonRpcTransport;
  mode: RpcHistoryMode;
  /** ms between probes (each costs one or two calls of the method, billed like any) */
  refreshMs: number;
  /** ms before a probe that got no answer is tried again; default a minute or refreshMs if shorter */
  retryMs?: number;
  log?: (line: string) => void;
}

export interface RpcHistoryStatus {
  mode: RpcHistoryMode;
  methods: HistoryMethods;
  /** unix ms of the last answered probe, null before one */
  probedAt: number | null;
  plan: HistoryPlan;
}

export interface RpcHistory extends HistorySource {
  /** probes now (single-flight); start-up and the schedule call it */
  refresh(): Promise<RpcHistoryStatus>;
  status(): RpcHistoryStatus;
  /** stops the schedule (tests, shutdown); the timer never holds the process open anyway */
  stop(): void;
}

export function createRpcHistory(options: RpcHistoryOptions): RpcHistory {
  const log = options.log ?? ((line: string) => console.log(line));
  const retryMs = options.retryMs ?? Math.min(60_000, options.refreshMs);
  let methods: HistoryMethods = options.mode === "standard" ? standardOnly() : NOTHING_PROBED;
  let probedAt: number | null = null;
  let running: Promise<RpcHistoryStatus> | null = null;
  /** the first probe of this process: the only one a scan waits for */
  let first: Promise<RpcHistoryStatus> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const planOf = (m: HistoryMethods): HistoryPlan => (m.transactionsForAddress.served ? { path: "indexed", fullLimit: m.transactionsForAddress.fullLimit } : STANDARD_PLAN);
  const status = (): RpcHistoryStatus => ({ mode: options.mode, methods, probedAt, plan: planOf(methods) });
  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void refresh(), ms);
    timer.unref();
  };

  function refresh(): Promise<RpcHistoryStatus> {
    if (options.mode === "standard") return Promise.resolve(status());
    running ??= probeHistoryMethods(options.transport)
      .then((found) => {
        const [first, before, after] = [probedAt === null, planOf(methods), planOf(found)];
        methods = found;
        probedAt = Date.now();
        // said at start and whenever the path changes, not every probe
        if (first || before.path !== after.path) log(`[rpc-history] ${describe(found)}: scans take the ${after.path} path`);
        schedule(options.refreshMs);
        return status();
      })
      .catch((error: unknown) => {
        log(`[rpc-history] probe got no answer (${error instanceof Error ? error.message : String(error)}); keeping the ${planOf(methods).path} path, retrying`);
        schedule(retryMs);
        return status();
      })
      .finally(() => {
        running = null;
      });
    first ??= running;
    return running;
  }

  return {
    async plan() {
      // scans wait for the first probe only; after one that got no answer they go on the
      // standard way while the retry runs behind them
      if (options.mode === "auto") await (first ?? refresh());
      return planOf(methods);
    },
    unserved(reason) {
      if (!methods.transactionsForAddress.served) return;
      methods = { ...methods, transactionsForAddress: { served: false, reason: `refused during a scan: ${reason}` } };
      log(`[rpc-history] getTransactionsForAddress refused during a scan (${reason}): standard path until the next probe`);
    },
    refresh,
    status,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

function standardOnly(): HistoryMethods {
  const reason = "RPC_HISTORY=standard";
  return { transactionsForAddress: { served: false, reason }, signaturesForAddressReverse: { served: false, reason } };
}

function describe(found: HistoryMethods): string {
  const gtfa = found.transactionsForAddress;
  const reverse = found.signaturesForAddressReverse;
  return `getTransactionsForAddress ${gtfa.served ? `served (full pages of ${gtfa.fullLimit})` : `not served: ${gtfa.reason}`}; getSignaturesForAddressReverse ${reverse.served ? "served (unused)" : "not served"}`;
}
