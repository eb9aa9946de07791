// A pool's own LP mint created inside a migration is never a launch: the
// pump.fun Migrate into PumpSwap of the ledger's graduated scenario creates
// the pool's Token-2022 LP mint in the same transaction as the launchpad runs.
import { describe, expect, it } from "vitest";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import { getDefaultLedger, getScenario, handleRpcRequest } from "@/server/ledger";
import { findLaunches, isPoolOwnMint } from "@/server/services/scan/gather/deployer-trace";
import type { LoadedTransaction } from "@/server/services/scan/gather/scan-rpc";

const world = getDefaultLedger();
const call = (method: string, params: unknown[]) => (JSON.parse(handleRpcRequest(world, { jsonrpc: "2.0", id: 1, method, params })) as { result: unknown }).result;
const load = (signature: string): LoadedTransaction => {
  const raw = call("getTransaction", [signature, { encoding: "jsonParsed", maxSupportedTransactionVersion: 0 }]);
  return { raw, tx: normalizeTransaction(raw, signature) };
};

describe("a migration's LP mint", () => {
  const mint = getScenario("graduated")!.mint;
  const signatures = (call("getSignaturesForAddress", [mint, { limit: 1000 }]) as { signature: string }[]).map((s) => s.signature);
  const txs = signatures.map(load);
  const migration = txs.find(({ tx }) => tx.venues.includes("pumpfun") && tx.venues.includes("pumpswap") && tx.mintCreations.length > 0)!;
  const creation = txs.find(({ tx }) => tx.mintCreations.some((c) => c.mint === mint))!;

  it("the ledger's migration creates a Token-2022 LP mint beside the launchpad", () => {
    expect(migration).toBeDefined();
    const [lp] = migration.tx.mintCreations;
    expect(lp.mint).not.toBe(mint);
    expect(lp.programId).toBe("TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb");
  });

  it("is the pool's own mint, never a launch of the fee payer", () => {
    const [lp] = migration.tx.mintCreations;
    expect(isPoolOwnMint(migration.tx, lp)).toBe(true);
    expect(findLaunches([migration], migration.tx.feePayer, mint)).toEqual([]);
  });

  it("the token's own pump.fun creation is still a launch", () => {
    const own = creation.tx.mintCreations.find((c) => c.mint === mint)!;
    expect(isPoolOwnMint(creation.tx, own)).toBe(false);
  });
});

describe("a liquidity lock's NFT", () => {
  const scenario = getScenario("lock-raydium-burn")!;
  const creator = scenario.expect.deployer!.creator;
  const signatures = (call("getSignaturesForAddress", [creator, { limit: 1000 }]) as { signature: string }[]).map((s) => s.signature);
  const lock = signatures.map(load).find(({ tx }) => tx.programIds.includes("LockrWmn6K5twhz3y9w1dQERbmgSaRkfnTeTKbpofwE"))!;

  it("Burn & Earn's fee NFT, minted in the creator's lock transaction, is not a launch", () => {
    expect(lock.tx.mintCreations).toHaveLength(1);
    expect(isPoolOwnMint(lock.tx, lock.tx.mintCreations[0])).toBe(true);
    expect(findLaunches([lock], creator, scenario.mint)).toEqual([]);
  });
});
