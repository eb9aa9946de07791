// Which path scans take, asked of a real RPC (the embedded ledger over HTTP,
// as a plain node and as an indexing provider): probed once before the first
// scan, again on a schedule, dropped at once when a scan is refused, kept
// when a probe gets no answer; RPC_HISTORY=standard probes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import { getDefaultLedger, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { createRpcHistory, type RpcHistoryOptions } from "@/server/services/scan/history/rpc-history";

let plain: LedgerServer;
let indexed: LedgerServer;
let wide: LedgerServer;

beforeAll(async () => {
  const world = getDefaultLedger();
  [plain, indexed, wide] = await Promise.all([
    startLedgerServer({ world, wsOnNextPort: false }),
    startLedgerServer({ world, wsOnNextPort: false, historyMethods: { enabled: true } }),
    startLedgerServer({ world, wsOnNextPort: false, historyMethods: { enabled: true, fullLimit: 1000 } }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), indexed?.close(), wide?.close()]);
});

function historyOn(ledger: LedgerServer, options: Partial<RpcHistoryOptions> = {}) {
  ledger.controls.resetStats();
  const lines: string[] = [];
  const history = createRpcHistory({ transport: createSolanaRpc({ url: ledger.rpcUrl, concurrency: 4, timeoutMs: 5_000, maxRetries: 0 }), mode: "auto", refreshMs: 3_600_000, log: (l) => lines.push(l), ...options });
  return { history, lines, calls: () => ({ ...ledger.controls.stats.methods }) };
}

describe("the RPC's address-history methods, as scans see them", () => {
  it("a plain node: method-not-found is an answer, scans take the standard path", async () => {
    const { history, calls } = historyOn(plain);
    expect(await history.plan()).toEqual({ path: "standard" });
    expect(history.status().methods.transactionsForAddress).toEqual({ served: false, reason: "method not found (-32601)" });
    expect(calls()).toEqual({ getTransactionsForAddress: 1, getSignaturesForAddressReverse: 1 });
    history.stop();
  });

  it("an indexing provider with full pages of 100 (the OpenAPI): 1,000 is refused, 100 accepted", async () => {
    const { history, calls, lines } = historyOn(indexed);
    const [a, b] = await Promise.all([history.plan(), history.plan()]);
    expect(a).toEqual({ path: "indexed", fullLimit: 100 });
    expect(b).toEqual(a);
    // one probe for both scans: the refused wide page, then the documented one
    expect(calls().getTransactionsForAddress).toBe(2);
    expect(lines).toEqual([expect.stringMatching(/getTransactionsForAddress served \(full pages of 100\).*indexed path/)]);
    history.stop();
  });

  it("an indexing provider with full pages of 1,000 (newer docs): one call tells", async () => {
    const { history, calls } = historyOn(wide);
    expect(await history.plan()).toEqual({ path: "indexed", fullLimit: 1000 });
    expect(calls().getTransactionsForAddress).toBe(1);
    history.stop();
  });

  it("RPC_HISTORY=standard: standard JSON-RPC, nothing probed", async () => {
    const { history, calls } = historyOn(indexed, { mode: "standard" });
    expect(await history.plan()).toEqual({ path: "standard" });
    await history.refresh();
    expect(calls()).toEqual({});
    history.stop();
  });

  it("a scan refused by the method drops it until the next probe finds it again", async () => {
    const { history } = historyOn(indexed);
    await history.plan();
    history.unserved("getTransactionsForAddress failed with RPC error -32601: Method not found");
    expect(await history.plan()).toEqual({ path: "standard" });
    await history.refresh();
    expect(await history.plan()).toEqual({ path: "indexed", fullLimit: 100 });
    history.stop();
  });

  it("a probe that gets no answer changes nothing and is tried again soon", async () => {
    const { history, lines } = historyOn(indexed, { retryMs: 50 });
    expect((await history.plan()).path).toBe("indexed");
    const probedAt = history.status().probedAt;
    indexed.controls.configure({ faults: [{ mode: "500", methods: ["getTransactionsForAddress"] }] });
    try {
      await history.refresh();
      expect(history.status()).toMatchObject({ probedAt, plan: { path: "indexed" } });
      expect(lines.at(-1)).toMatch(/probe got no answer.*keeping the indexed path, retrying/);
    } finally {
      indexed.controls.configure({ faults: [] });
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(history.status().probedAt).toBeGreaterThan(probedAt!);
    history.stop();
  });

  it("only the first probe holds a scan: while a retry hangs, scans go on the standard way", async () => {
    const { history } = historyOn(indexed, { retryMs: 20 });
    indexed.controls.configure({ faults: [{ mode: "500", methods: ["getTransactionsForAddress"] }] });
    try {
      expect(await history.plan()).toEqual({ path: "standard" });
      indexed.controls.configure({ faults: [{ mode: "hang", methods: ["getTransactionsForAddress"] }] });
      await new Promise((r) => setTimeout(r, 100));
      const started = performance.now();
      expect(await history.plan()).toEqual({ path: "standard" });
      expect(performance.now() - started).toBeLessThan(50);
    } finally {
      history.stop();
      indexed.controls.configure({ faults: [] });
    }
  });
});
