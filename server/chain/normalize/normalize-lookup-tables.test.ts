// v0 transactions whose account keys come partly from address lookup tables.
import { describe, expect, it } from "vitest";
import { KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import { MalformedTransactionError } from "@/server/chain/normalize/normalize-errors";
import { type EditableJson, loadRecordedTransaction, loadRecordedTransactionCopy } from "@/server/chain/normalize/recorded-transactions";

/** The same answer as a node that lists only static keys and sends the loaded ones in meta. */
function withStaticKeysOnly(file: string): EditableJson {
  const raw = loadRecordedTransactionCopy(file);
  const keys: { pubkey: string; writable: boolean; source: string }[] = raw.transaction.message.accountKeys;
  const loaded = keys.filter((key) => key.source === "lookupTable");
  raw.transaction.message.accountKeys = keys.filter((key) => key.source !== "lookupTable");
  raw.meta.loadedAddresses = {
    writable: loaded.filter((key) => key.writable).map((key) => key.pubkey),
    readonly: loaded.filter((key) => !key.writable).map((key) => key.pubkey),
  };
  return raw;
}

describe("lookup-table account keys", () => {
  it("raydium-v4-swap-1: keeps the 11 static keys first, then the 5 lookup-table keys", () => {
    const tx = normalizeTransaction(loadRecordedTransaction("raydium-v4-swap-1.json"));
    expect(tx.version).toBe(0);
    expect(tx.accountKeys).toHaveLength(16);
    expect(tx.accountKeys[10]).toBe("5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1");
    expect(tx.accountKeys.slice(11)).toEqual([
      KNOWN_PROGRAMS.splToken,
      KNOWN_PROGRAMS.associatedToken,
      KNOWN_PROGRAMS.system,
      KNOWN_PROGRAMS.token2022,
      KNOWN_PROGRAMS.raydiumAmmV4,
    ]);
    // The AMM program is only reachable through the lookup table, yet its venue is found.
    expect(tx.venues).toEqual(["raydium_amm_v4"]);
  });

  it.each(["raydium-v4-swap-1.json", "raydium-cpmm-deposit.json"])(
    "%s: static keys + meta.loadedAddresses resolve to the same indexes as jsonParsed's merged list",
    (file) => {
      const merged = normalizeTransaction(loadRecordedTransaction(file));
      const split = normalizeTransaction(withStaticKeysOnly(file));
      expect(split.accountKeys).toEqual(merged.accountKeys);
      expect(split.tokenDeltas).toEqual(merged.tokenDeltas);
      expect(split.solDeltas).toEqual(merged.solDeltas);
    },
  );

  it("resolves a token balance index that points into the loaded writable keys (writable before readonly)", () => {
    // Synthetic v0 answer: 2 static keys, then one loaded writable token account, then one loaded readonly program.
    const payer = "4Y5YjAPB4hMdCsiFy7BaBSscyiAvB7cuAbhxnBZ5xmgy";
    const loadedTokenAccount = "Efc6bp3wVC2iQpewxRmKdZM8vzt9DCFFhL7EiHYNGunv";
    const raw = {
      slot: 1,
      blockTime: null,
      version: 0,
      meta: {
        err: null,
        fee: 5000,
        preBalances: [10_000, 1, 2_039_280, 1],
        postBalances: [5_000, 1, 2_039_280, 1],
        preTokenBalances: [],
        postTokenBalances: [
          { accountIndex: 2, mint: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", owner: payer, uiTokenAmount: { amount: "7", decimals: 6 } },
        ],
        innerInstructions: [],
        loadedAddresses: { writable: [loadedTokenAccount], readonly: [KNOWN_PROGRAMS.splToken] },
      },
      transaction: {
        signatures: ["synthetic"],
        message: {
          accountKeys: [
            { pubkey: payer, signer: true, writable: true },
            { pubkey: KNOWN_PROGRAMS.system, signer: false, writable: false },
          ],
          instructions: [],
        },
      },
    };
    const tx = normalizeTransaction(raw);
    expect(tx.accountKeys).toEqual([payer, KNOWN_PROGRAMS.system, loadedTokenAccount, KNOWN_PROGRAMS.splToken]);
    expect(tx.tokenDeltas).toEqual([
      { owner: payer, mint: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", tokenAccount: loadedTokenAccount, programId: null, decimals: 6, pre: 0n, post: 7n, delta: 7n },
    ]);
  });

  it("refuses to guess when lookup-table keys are missing from both accountKeys and meta", () => {
    const raw = withStaticKeysOnly("raydium-v4-swap-1.json");
    delete raw.meta.loadedAddresses;
    expect(() => normalizeTransaction(raw)).toThrow(MalformedTransactionError);
  });
});
