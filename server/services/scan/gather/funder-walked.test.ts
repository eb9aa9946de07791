// traceFunders reports the funding links as soon as they are all known: before
// the last hop's profiles are read (they walk nothing further), so the first
// buyers' sells go out beside that round instead of after it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import type { Address, FundingLink } from "@/server/engine/snapshot";
import { getDefaultLedger, getScenario, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { createCoverageRecorder } from "@/server/services/scan/gather/coverage";
import { traceFunders } from "@/server/services/scan/gather/funder-trace";
import { gatherSnapshot } from "@/server/services/scan/gather/gather-snapshot";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { createScanRpc } from "@/server/services/scan/gather/scan-rpc";
import { ledgerSources } from "@/server/services/scan/testing/ledger-sources";

let ledger: LedgerServer;
beforeAll(async () => {
  ledger = await startLedgerServer({ world: getDefaultLedger(), latencyMs: 0, wsOnNextPort: false });
});
afterAll(async () => {
  await ledger?.close();
});

describe("traceFunders' onWalked", () => {
  it("fires before the last hop's profiles, with every link the walk ends with", async () => {
    const http = { timeoutMs: 20_000, maxRetries: 0 };
    const sources = ledgerSources(ledger, { now: () => 1_764_000_000, http });
    const snapshot = await gatherSnapshot(getScenario("two-hop-cluster")!.mint, sources, DEFAULT_GATHER_OPTIONS);
    const hop1 = snapshot.holders.flatMap((h) => h.funding.filter((l) => l.hop === 1));

    // a fresh scan memo, so every page is read again and can be counted
    const fresh = createSolanaRpc({ url: ledger.rpcUrl, concurrency: 16, ...http });
    const scan = createScanRpc(fresh, createCoverageRecorder());
    let atWalked: { pages: number; links: Map<Address, FundingLink> } | null = null;
    const trace = await traceFunders(hop1, scan, DEFAULT_GATHER_OPTIONS, (links) => {
      atWalked = { pages: fresh.stats().calls.getSignaturesForAddress ?? 0, links: new Map(links) };
    });
    expect(atWalked).not.toBeNull();
    const walked = atWalked!;
    // the two-hop cluster has second-hop links, found before the notification
    expect([...walked.links.values()].some((l) => l.hop === 2)).toBe(true);
    expect([...walked.links]).toEqual([...trace.upstream]);
    // the last hop's funders were profiled after it: more signature pages were read
    expect(fresh.stats().calls.getSignaturesForAddress ?? 0).toBeGreaterThan(walked.pages);
    for (const link of walked.links.values()) expect(trace.funders[link.from]).toBeDefined();
  });
});
