// The fingerprint read from real recorded mainnet answers (jsonParsed, as a node returns them).
import { describe, expect, it } from "vitest";
import { loadRecordedTransaction, loadRecordedTransactionCopy } from "@/server/chain/normalize/recorded-transactions";
import { decodeComputeBudget, extractFingerprint } from "@/server/chain/fingerprint/extract-fingerprint";
import { JITO_TIP_ACCOUNTS } from "@/server/chain/fingerprint/tip-accounts";

describe("extractFingerprint on recorded mainnet transactions", () => {
  it("reads fee payer, raw compute budget and a Jito tip of a pump.fun buy", () => {
    expect(extractFingerprint(loadRecordedTransaction("pumpfun-buy-1.json"))).toEqual({
      feePayer: "4SrXdKFYoiUfYzWN7YV8kdJ2TkZieDmjVCEJg4mTAun6",
      cuLimit: 100_000,
      cuPrice: 420_000,
      tips: [{ account: "ADuUkR4vqLUMWXxW9gh6D6L8pMSawimctcNZ5pGwDcEt", lamports: 3_000_000n }],
      lookupTables: [],
    });
  });

  it("reads a buy without a tip as an empty tip list", () => {
    expect(extractFingerprint(loadRecordedTransaction("pumpfun-buy-2.json"))).toMatchObject({ cuLimit: 150_000, cuPrice: 180_000, tips: [] });
  });

  it("names the address lookup tables of a v0 swap", () => {
    expect(extractFingerprint(loadRecordedTransaction("raydium-v4-swap-1.json"))?.lookupTables).toEqual(["2immgwYNHBbyVQKVGCEkgWpi53bLwWNRMB5G2nbgYV17"]);
  });

  it("reads a price without a limit (default limit) and no budget at all as nulls", () => {
    expect(extractFingerprint(loadRecordedTransaction("raydium-v4-initialize.json"))).toMatchObject({ cuLimit: null, cuPrice: 15_000_000 });
    expect(extractFingerprint(loadRecordedTransaction("sol-transfer.json"))).toMatchObject({ cuLimit: null, cuPrice: null, tips: [] });
  });

  it("does not count a transfer to an ordinary wallet as a tip", () => {
    const tx = loadRecordedTransactionCopy("pumpfun-buy-1.json");
    for (const ix of tx.transaction.message.instructions) if (ix.parsed?.type === "transfer") ix.parsed.info.destination = "11111111111111111111111111111112";
    expect(extractFingerprint(tx)?.tips).toEqual([]);
  });

  it("answers null for an answer without a message", () => {
    expect(extractFingerprint(null)).toBeNull();
    expect(extractFingerprint({ meta: {} })).toBeNull();
  });
});

describe("decodeComputeBudget", () => {
  it("decodes limit (tag 2) and price (tag 3), and ignores heap frame (1), data size (4) and junk", () => {
    expect(decodeComputeBudget("JC3gyu")).toEqual({ limit: 100_000 });
    expect(decodeComputeBudget("3gHhrsuq7YPy")).toEqual({ price: 420_000 });
    expect(decodeComputeBudget("KqK5wd")).toEqual({ limit: 1_100_000 });
    expect(decodeComputeBudget("0OIl")).toEqual({});
  });
});

describe("JITO_TIP_ACCOUNTS", () => {
  it("holds the 8 public tip accounts", () => {
    expect(JITO_TIP_ACCOUNTS.size).toBe(8);
    expect(JITO_TIP_ACCOUNTS.has("96gYZGLnJYVFmbjzopPSU6QiEV5fGqZNyN9nmNhvrZU5")).toBe(true);
  });
});
