// Replays the default world's history: every transaction's pre balances must
// equal what the previous transactions left, and the final state must equal
// the world's accounts. Supplies equal the sum of token accounts.
import { beforeAll, describe, expect, it } from "vitest";
import { getDefaultLedger } from "@/server/ledger/server/default-ledger";
import type { World } from "@/server/ledger/world/world";

let world: World;
let buildMs = 0;

beforeAll(() => {
  const t0 = performance.now();
  world = getDefaultLedger();
  buildMs = performance.now() - t0;
});

describe("the default world", () => {
  it("builds every scenario into one world", () => {
    // the build time is a figure (npm run bench prints it), not a timed assertion.
    console.info(`world build: ${buildMs.toFixed(0)} ms, ${world.history.length} transactions, ${world.accounts.size} accounts`);
    expect(world.history.length).toBeGreaterThan(1_500);
  });

  it("has pre balances that match the previous transactions' post balances", () => {
    const lamports = new Map<string, bigint>();
    const tokens = new Map<string, bigint>();
    const problems: string[] = [];
    for (const tx of world.history) {
      tx.accountKeys.forEach((k, i) => {
        const known = lamports.get(k.pubkey);
        if (known !== undefined && known !== tx.preBalances[i]) problems.push(`${tx.signature} lamports of ${k.pubkey}: ${tx.preBalances[i]} != ${known}`);
        lamports.set(k.pubkey, tx.postBalances[i]);
      });
      const preIdx = new Set(tx.preTokenBalances.map((b) => b.accountIndex));
      for (const b of tx.preTokenBalances) {
        const key = tx.accountKeys[b.accountIndex].pubkey;
        const known = tokens.get(key);
        if (known !== undefined && known !== b.amount) problems.push(`${tx.signature} tokens of ${key}: ${b.amount} != ${known}`);
      }
      for (const b of tx.postTokenBalances) tokens.set(tx.accountKeys[b.accountIndex].pubkey, b.amount);
      tx.accountKeys.forEach((k, i) => {
        if (preIdx.has(i) && !tx.postTokenBalances.some((b) => b.accountIndex === i)) tokens.delete(k.pubkey);
      });
    }
    for (const [address, amount] of tokens) {
      const now = world.getTokenAccount(address)?.amount;
      if (now !== undefined && now !== amount) problems.push(`final tokens of ${address}: ${now} != ${amount}`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it("keeps every mint's supply equal to the sum of its token accounts (plus withheld fees)", () => {
    for (const [address, account] of world.accounts) {
      // wrapped SOL's supply stays 0 on mainnet: its accounts hold lamports, not minted tokens.
      if (account.data.kind !== "mint" || address === "So11111111111111111111111111111111111111112") continue;
      let sum = 0n;
      for (const ta of world.tokenAccountsByMint.get(address) ?? []) sum += world.getTokenAccount(ta)!.amount;
      const withheld = [...(world.tokenAccountsByMint.get(address) ?? [])].reduce((s, ta) => s + world.getTokenAccount(ta)!.withheldAmount, 0n);
      expect(sum + withheld, address).toBe(account.data.mint.supply);
    }
  });

  it("lists exactly the transactions whose account keys include an address", () => {
    for (const [address, txs] of world.signaturesByAddress) {
      for (const tx of txs) expect(tx.accountKeys.some((k) => k.pubkey === address)).toBe(true);
    }
    const counted = new Map<string, number>();
    for (const tx of world.history) for (const k of new Set(tx.accountKeys.map((a) => a.pubkey))) counted.set(k, (counted.get(k) ?? 0) + 1);
    for (const [address, n] of counted) expect(world.signaturesByAddress.get(address)?.length).toBe(n);
  });

  it("charges fees on failed transactions and changes nothing else", () => {
    const failed = world.history.filter((tx) => tx.err !== null);
    expect(failed.length).toBeGreaterThan(0);
    for (const tx of failed) {
      tx.accountKeys.forEach((_, i) => expect(tx.postBalances[i]).toBe(tx.preBalances[i] - (i === 0 ? tx.fee : 0n)));
      expect(tx.postTokenBalances.map((b) => b.amount)).toEqual(tx.preTokenBalances.map((b) => b.amount));
    }
  });

  it("keeps slots and block times non-decreasing in history order", () => {
    for (let i = 1; i < world.history.length; i++) {
      expect(world.history[i].slot).toBeGreaterThanOrEqual(world.history[i - 1].slot);
      expect(world.history[i].blockTime).toBeGreaterThanOrEqual(world.history[i - 1].blockTime);
    }
  });
});
