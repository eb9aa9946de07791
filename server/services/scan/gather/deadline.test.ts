// The whole-scan deadline: with a data source that never answers (real HTTP,
// a client timeout far beyond the deadline), the scan still ends once its
// deadline fires, with what it read and the skipped reads in its coverage: a
// degraded report, not a hang. The deadline is fired by hand (no wall clock).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDexScreenerClient } from "@/server/chain/market/client";
import { createJupiterClient } from "@/server/chain/quotes/client";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import { startTestHttpServer, type TestHttpServer } from "@/server/chain/testing/test-http-server";
import { buildReport } from "@/server/engine/report";
import { getDefaultLedger, getScenario, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { ScanDeadlineError, withDeadline } from "@/server/services/scan/gather/deadline";
import { gatherSnapshot } from "@/server/services/scan/gather/gather-snapshot";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";

let ledger: LedgerServer;
let silent: TestHttpServer;

beforeAll(async () => {
  ledger = await startLedgerServer({ world: getDefaultLedger() });
  // accepts every request and never answers
  silent = await startTestHttpServer(() => new Promise<void>(() => undefined));
});

afterAll(async () => {
  await silent?.close();
  await ledger?.close();
});

const forever = { timeoutMs: 600_000, maxRetries: 0 };

describe("the scan deadline", () => {
  it("a scan whose market source hangs ends when the deadline fires, degraded, with what it read", async () => {
    const scenario = getScenario("two-hop-cluster")!;
    const deadline = new AbortController();
    const sources = {
      rpc: createSolanaRpc({ url: ledger.rpcUrl, concurrency: 16, timeoutMs: 5_000, maxRetries: 0 }),
      market: createDexScreenerClient({ baseUrl: silent.url, ...forever }),
      quotes: createJupiterClient({ baseUrl: silent.url, ...forever }),
      now: () => 1_750_000_000,
    };
    // the holders are read, then the gatherer waits on the silent market: fire the deadline there
    const onStage = (stage: string) => {
      if (stage === "funding") deadline.abort();
    };
    const snapshot = await gatherSnapshot(scenario.mint, sources, { ...DEFAULT_GATHER_OPTIONS, deadline: deadline.signal }, onStage);
    expect(snapshot.holders.length).toBeGreaterThan(0);
    expect(snapshot.market.status).toBe("unavailable");
    expect(snapshot.coverage.failures.some((f) => f.source === "market" && /deadline/.test(f.message))).toBe(true);
    const report = buildReport(snapshot, { includeLaunches: true });
    expect(report.degraded).toBe(true);
    expect(report.recommendation).not.toBe("SAFE");
    expect(silent.requests.length).toBeGreaterThan(0);
  });

  it("after the deadline, RPC batches answer at once as skipped reads; getters of the source stay live", async () => {
    const rpc = createSolanaRpc({ url: silent.url, concurrency: 4, ...forever });
    const deadline = new AbortController();
    const bounded = withDeadline({ rpc, market: createDexScreenerClient({ baseUrl: silent.url, ...forever }), quotes: createJupiterClient({ baseUrl: silent.url, ...forever }), now: () => 0 }, deadline.signal);
    const pending = bounded.rpc.batch([rpc.requests.getSlot()]);
    deadline.abort();
    const [result] = await pending;
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toBeInstanceOf(ScanDeadlineError);
    await expect(bounded.market.fetchTokenPairs(["x"])).rejects.toBeInstanceOf(ScanDeadlineError);
    expect(bounded.rpc.requests).toBe(rpc.requests);
  });
});
