// Round 1 reads the largest accounts' owners from the mint-wide listing
// (getProgramAccounts per token program); an RPC that refuses it costs the
// getMultipleAccounts round it saves, with the same rows and no gap reported.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import { getDefaultLedger, getScenario, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { createCoverageRecorder } from "@/server/services/scan/gather/coverage";
import { gatherSnapshot } from "@/server/services/scan/gather/gather-snapshot";
import { readLargestAccounts, readTokenAccounts, readTokenAccountsByMint } from "@/server/services/scan/gather/holders";
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

const TOKEN_PROGRAMS = new Set(["TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb"]);
type Item = { id: number; method: string; params?: unknown[] };
/** getProgramAccounts over a token program: the holder listing (the lock reader asks locker programs). */
const isListing = (i: Item) => i.method === "getProgramAccounts" && TOKEN_PROGRAMS.has(String(i.params?.[0]));
let listings = 0;

/** An RPC whose getProgramAccounts answers "method not found", as some providers do. */
const refusing: typeof fetch = async (input, init) => {
  const body = JSON.parse(String(init?.body)) as Item[] | Item;
  const items = Array.isArray(body) ? body : [body];
  listings += items.filter(isListing).length;
  if (items.some((i) => i.method === "getProgramAccounts")) {
    return new Response(JSON.stringify(items.map((i) => ({ jsonrpc: "2.0", id: i.id, error: { code: -32601, message: "Method not found" } }))), { headers: { "content-type": "application/json" } });
  }
  return fetch(input, init);
};

function rpcFor(fetchImpl?: typeof fetch) {
  return createSolanaRpc({ url: ledger.rpcUrl, concurrency: 16, timeoutMs: 20_000, maxRetries: 0, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
}

describe("the largest accounts' owners", () => {
  it("come from the mint-wide listing with the amounts getMultipleAccounts reads", async () => {
    const mint = getScenario("team-funded")!.mint;
    const rpc = rpcFor();
    const scan = createScanRpc(rpc, createCoverageRecorder());
    const largest = (await rpc.getTokenLargestAccounts(mint)).value.map((r) => r.address);
    const byMint = await readTokenAccountsByMint(mint, scan);
    expect(byMint).not.toBeNull();
    rpc.resetStats();
    const fromListing = await readLargestAccounts(largest, byMint, scan);
    expect(rpc.stats().calls.getMultipleAccounts).toBeUndefined();
    const parsed = readTokenAccounts(largest, await scan.accounts(largest, "jsonParsed"));
    expect(fromListing).toEqual(parsed);
    expect(parsed.length).toBeGreaterThan(5);
  });

  it("fall back to getMultipleAccounts when the RPC refuses getProgramAccounts: same report, no gap", async () => {
    const options = { ...DEFAULT_GATHER_OPTIONS };
    const scan = async (fetchImpl?: typeof fetch) => {
      const rpc = rpcFor(fetchImpl);
      const sources = ledgerSources(ledger, { rpc, now: () => 1_764_000_000, http: { timeoutMs: 20_000, maxRetries: 0 } });
      const snapshot = await gatherSnapshot(getScenario("team-funded")!.mint, sources, options);
      return { snapshot, calls: rpc.stats().calls };
    };
    listings = 0;
    const [listed, refused] = await Promise.all([scan(), scan(refusing)]);
    expect(refused.snapshot.coverage.failures).toEqual([]);
    expect(refused.snapshot.holders.map((h) => [h.owner, h.amount])).toEqual(listed.snapshot.holders.map((h) => [h.owner, h.amount]));
    expect(refused.snapshot.liquidityAccounts).toEqual(listed.snapshot.liquidityAccounts);
    // the fallback's round read the largest accounts
    expect(refused.calls.getMultipleAccounts).toBeGreaterThan(0);
    // one refused listing per token program, no second try
    expect(listings).toBe(2);
  });

  it("a listing that hangs is cancelled once the scan goes on without it: the request does not outlive the scan", async () => {
    let aborted = 0;
    let started = 0;
    let listingStarts = 0;
    // getProgramAccounts never answers; its request ends only when the scan cancels it
    const hanging: typeof fetch = async (input, init) => {
      const body = JSON.parse(String(init?.body)) as Item[] | Item;
      const items = Array.isArray(body) ? body : [body];
      if (items.some((i) => i.method === "getProgramAccounts")) {
        started += 1;
        if (items.some(isListing)) listingStarts += 1;
        return new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            aborted += 1;
            reject(new DOMException("aborted", "AbortError"));
          });
        });
      }
      return fetch(input, init);
    };
    const rpc = rpcFor(hanging);
    const sources = ledgerSources(ledger, { rpc, now: () => 1_764_000_000, http: { timeoutMs: 20_000, maxRetries: 0 } });
    const snapshot = await gatherSnapshot(getScenario("team-funded")!.mint, sources, { ...DEFAULT_GATHER_OPTIONS });
    expect(snapshot.holders.length).toBeGreaterThan(5);
    expect(snapshot.coverage.failures).toEqual([]);
    // the holder listing was asked once; every hanging request (the lock reader's too) was cancelled
    expect(listingStarts).toBe(1);
    expect(started).toBeGreaterThanOrEqual(1);
    expect(aborted).toBe(started);
  });
});
