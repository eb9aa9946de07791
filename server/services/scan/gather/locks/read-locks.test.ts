// The lock reader over real HTTP to the embedded ledger: a lock world read
// clean, then with getProgramAccounts failing or answering garbage. A failed
// program is named with its reason; nothing is thrown, and the scan's own
// coverage (what makes a report "degraded") is left alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import { getDefaultLedger, LOCK_FACTS, SCENARIOS, startLedgerServer, TIP_TIME, type FaultRule, type LedgerServer } from "@/server/ledger";
import { createCoverageRecorder } from "@/server/services/scan/gather/coverage";
import { readLocks } from "@/server/services/scan/gather/locks/read-locks";
import { createScanRpc } from "@/server/services/scan/gather/scan-rpc";

let ledger: LedgerServer;

beforeAll(async () => {
  ledger = await startLedgerServer({ world: getDefaultLedger() });
});

afterAll(async () => {
  await ledger?.close();
});

async function read(id: string, faults: FaultRule[]) {
  ledger.controls.configure({ faults });
  try {
    const coverage = createCoverageRecorder();
    const scan = createScanRpc(createSolanaRpc({ url: ledger.rpcUrl, concurrency: 4, timeoutMs: 2_000, maxRetries: 0 }), coverage);
    const mint = SCENARIOS.find((s) => s.id === id)!.mint;
    const locks = await readLocks({ mint, liquidity: Promise.resolve([]), clock: () => ({ now: TIP_TIME, slot: null }) }, scan);
    return { locks, coverage };
  } finally {
    ledger.controls.configure({ faults: [] });
  }
}

describe("readLocks", () => {
  it("reads a world's lock and its LP base in a few rounds", async () => {
    const facts = LOCK_FACTS["lock-jupiter-lp"];
    const { locks } = await read("lock-jupiter-lp", []);
    expect(locks.failed).toEqual([]);
    expect(locks.lp).toMatchObject({ pool: facts.pool, lpMint: facts.lpMint, total: facts.base });
    expect(locks.locks.map((l) => [l.locker, l.asset, l.account, l.amount])).toEqual([["jupiter_lock", "lp", facts.accounts[0], facts.locked]]);
  });

  it("names every program it could not read when getProgramAccounts fails, and throws nothing", async () => {
    const { locks, coverage } = await read("lock-tribeca-escrow", [{ mode: "500", methods: ["getProgramAccounts"] }]);
    expect(locks.locks).toEqual([]);
    expect(locks.read).toEqual([]);
    expect(locks.failed.map((f) => f.locker)).toEqual(expect.arrayContaining(["streamflow", "jupiter_lock", "bonfida_vesting", "tribeca_locked_voter", "uncx_lp_locker", "raydium_lp_lock"]));
    expect(locks.failed.find((f) => f.locker === "uncx_lp_locker")?.reason).toMatch(/pool lookup failed/);
    expect(coverage.failures).toEqual([]);
  });

  it("survives answers that are not JSON at all", async () => {
    const { locks } = await read("lock-bonfida-vesting", [{ mode: "garbage", rate: 0.5, seed: "locks" }]);
    expect(locks.failed.length + locks.read.length).toBeGreaterThan(0);
    for (const lock of locks.locks) expect(lock.locker).toBe("bonfida_vesting");
  });
});
