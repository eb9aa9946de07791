// Every trace records what it cost at the RPC edge (issue 28 item 5): its
// calls by method and by stage and their credits, on the trace's result and to
// an observer, counted for that trace alone even while other scans share the
// same RPC client.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSolanaRpc, type SolanaRpc } from "@/server/chain/solana-rpc/client";
import { buildCreditPrices, creditsOf } from "@/server/chain/solana-rpc/credit-prices";
import { IN_MEMORY, createDatabase, type Database } from "@/server/platform/db/client";
import { getDefaultLedger, getScenario, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { closeBackground } from "@/server/platform/background";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { createScanService } from "@/server/services/scan/scan/scan-service";
import { ledgerSources } from "@/server/services/scan/testing/ledger-sources";
import type { RpcUsage } from "@/server/services/scan/scan/rpc-usage";

let ledger: LedgerServer;
let database: Database;

beforeAll(async () => {
  ledger = await startLedgerServer({ world: getDefaultLedger(), wsOnNextPort: false });
  database = await createDatabase({ dataDir: IN_MEMORY });
});
afterAll(async () => {
  await closeBackground();
  await ledger?.close();
  await database?.close();
});

function createService(rpc: SolanaRpc, heard: { mint: string; usage: RpcUsage }[]) {
  return createScanService({
    sources: ledgerSources(ledger, { rpc, now: () => 1_750_000_000, http: { timeoutMs: 10_000, maxRetries: 0 } }),
    gatherOptions: DEFAULT_GATHER_OPTIONS,
    database: async () => database,
    ttlSeconds: 300,
    creditPrices: buildCreditPrices("quicknode"),
    onRpcUsage: (mint, usage) => heard.push({ mint, usage }),
  });
}

const total = (calls: Record<string, number>) => Object.values(calls).reduce((a, b) => a + b, 0);

describe("a trace's RPC usage", () => {
  it("is its own calls by method and stage, priced, even beside another scan on the same client", async () => {
    const rpc = createSolanaRpc({ url: ledger.rpcUrl, concurrency: 16, timeoutMs: 10_000, maxRetries: 0 });
    const heard: { mint: string; usage: RpcUsage }[] = [];
    const service = createService(rpc, heard);
    const [a, b] = [getScenario("team-funded")!.mint, getScenario("serial-rugger")!.mint];

    const alone = await service.traceSnapshot({ mint: a });
    expect(alone.rpc!.byMethod).toEqual(rpc.stats().calls);

    rpc.resetStats();
    const [again, other] = await Promise.all([service.traceSnapshot({ mint: a }), service.traceSnapshot({ mint: b })]);
    // the same reads as alone, none of the other scan's
    expect(again.rpc!.byMethod).toEqual(alone.rpc!.byMethod);
    expect(total(again.rpc!.byMethod) + total(other.rpc!.byMethod)).toBe(total(rpc.stats().calls));

    const usage = other.rpc!;
    expect(usage.calls).toBe(total(usage.byMethod));
    expect(Object.keys(usage.byStage)).toEqual(expect.arrayContaining(["holders", "histories", "funding", "first_buyers", "deployer"]));
    const byStageTotals: Record<string, number> = {};
    for (const calls of Object.values(usage.byStage)) for (const [method, n] of Object.entries(calls)) byStageTotals[method] = (byStageTotals[method] ?? 0) + n;
    expect(byStageTotals).toEqual(usage.byMethod);
    expect(usage).toMatchObject({ prices: "quicknode", credits: creditsOf(usage.byMethod, buildCreditPrices("quicknode")) });
    expect(heard.map((h) => h.mint).sort()).toEqual([a, a, b].sort());
    expect(heard.find((h) => h.mint === b)!.usage).toEqual(usage);
  });
});
