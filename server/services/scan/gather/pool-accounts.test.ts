// The pool a scan names is the pool account itself, on every venue of the
// default ledger world: the Raydium v4 AMM id (its vaults belong to the shared
// authority 5Q544f...), the PumpSwap pool, the pump.fun bonding curve. Gathered
// over real HTTP as a cold scan reads it; the truth is the world's own list of
// each mint's pools.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KNOWN_ACCOUNTS } from "@/server/chain/labels/known-programs";
import { buildReport } from "@/server/engine/report";
import { getDefaultLedger, getScenario, startLedgerServer, TIP_TIME, type LedgerServer } from "@/server/ledger";
import { gatherSnapshot } from "@/server/services/scan/gather/gather-snapshot";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { ledgerSources } from "@/server/services/scan/testing/ledger-sources";

const SHARED_AUTHORITIES = [KNOWN_ACCOUNTS.raydiumAmmV4Authority, KNOWN_ACCOUNTS.raydiumCpmmAuthority];
let ledger: LedgerServer;
beforeAll(async () => {
  ledger = await startLedgerServer({ world: getDefaultLedger(), latencyMs: 0, wsOnNextPort: false });
}, 120_000);
afterAll(async () => {
  await ledger?.close();
});

async function gather(mint: string) {
  const sources = ledgerSources(ledger, { now: () => TIP_TIME, http: { timeoutMs: 20_000, maxRetries: 0 } });
  return gatherSnapshot(mint, sources, DEFAULT_GATHER_OPTIONS);
}

describe("the pool named by a scan", () => {
  it.each(["lp-burned", "lp-locked", "coordinated-exit", "allocated-insiders", "lp-kept", "graduated", "wash-ring"])("%s: every liquidity account names one of the mint's own pools or curve", async (id) => {
    const mint = getScenario(id)!.mint;
    const snapshot = await gather(mint);
    const venues = getDefaultLedger().venuesByMint.get(mint) ?? [];
    const pools = snapshot.liquidityAccounts.filter((a) => a.kind !== "program_vault");
    expect(pools.length).toBeGreaterThan(0);
    for (const account of pools) {
      expect(venues, `${id} ${account.tokenAccount}`).toContain(account.pool);
      expect(SHARED_AUTHORITIES).not.toContain(account.pool);
    }
    const report = buildReport(snapshot, { includeLaunches: false });
    const named = report.holders.filter((h) => h.is_pool).map((h) => h.owner);
    for (const owner of named) expect(SHARED_AUTHORITIES).not.toContain(owner);
  });

  it("a Raydium v4 vault keeps its on-chain owner (the shared authority) beside the pool it belongs to", async () => {
    const snapshot = await gather(getScenario("lp-burned")!.mint);
    const vault = snapshot.liquidityAccounts.find((a) => a.venue === "raydium_amm_v4")!;
    expect(vault.owner).toBe(KNOWN_ACCOUNTS.raydiumAmmV4Authority);
    expect(vault.pool).not.toBe(vault.owner);
  });
});
