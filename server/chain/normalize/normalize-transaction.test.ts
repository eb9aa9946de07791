import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import { MalformedTransactionError } from "@/server/chain/normalize/normalize-errors";
import {
  listRecordedTransactionFiles,
  loadRecordedTransaction,
  loadRecordedTransactionCopy,
} from "@/server/chain/normalize/recorded-transactions";

const files = listRecordedTransactionFiles();

describe("normalizeTransaction over every recorded mainnet transaction", () => {
  it("finds the recorded files", () => {
    expect(files.length).toBeGreaterThanOrEqual(17);
  });

  it.each(files)("%s: identity fields come from the answer", (file) => {
    const raw = loadRecordedTransactionCopy(file);
    const tx = normalizeTransaction(raw);
    expect(tx.signature).toBe(raw.transaction.signatures[0]);
    expect(tx.slot).toBe(raw.slot);
    expect(tx.blockTime).toBe(raw.blockTime);
    expect(tx.fee).toBe(BigInt(raw.meta.fee));
    expect(tx.feePayer).toBe(raw.transaction.message.accountKeys[0].pubkey);
    expect(tx.signers[0]).toBe(tx.feePayer);
    expect(tx.accountKeys).toHaveLength(raw.meta.preBalances.length);
    expect(tx.failed).toBe(false);
  });

  it.each(files)("%s: lamport deltas sum to minus the fee (fees leave the tx, nothing else does)", (file) => {
    const tx = normalizeTransaction(loadRecordedTransaction(file));
    const net = tx.solDeltas.reduce((sum, d) => sum + d.delta, 0n);
    expect(net).toBe(-tx.fee);
    for (const d of tx.solDeltas) expect(d.delta).not.toBe(0n);
  });

  it.each(files)("%s: token deltas are non-zero and post - pre", (file) => {
    const tx = normalizeTransaction(loadRecordedTransaction(file));
    for (const d of tx.tokenDeltas) {
      expect(d.delta).not.toBe(0n);
      expect(d.delta).toBe(d.post - d.pre);
    }
  });

  it.each(files)("%s: program ids are deduplicated and include every top-level program", (file) => {
    const raw = loadRecordedTransactionCopy(file);
    const tx = normalizeTransaction(raw);
    expect(new Set(tx.programIds).size).toBe(tx.programIds.length);
    for (const ix of raw.transaction.message.instructions) expect(tx.programIds).toContain(ix.programId);
  });

  it("uses the signature it is given instead of the first one", () => {
    const tx = normalizeTransaction(loadRecordedTransaction("sol-transfer.json"), "given-signature");
    expect(tx.signature).toBe("given-signature");
  });

  it("defaults a missing version to legacy (the node omits it for legacy-only requests)", () => {
    expect(normalizeTransaction(loadRecordedTransaction("raydium-cpmm-initialize.json")).version).toBe("legacy");
    expect(normalizeTransaction(loadRecordedTransaction("sol-transfer.json")).version).toBe("legacy");
    expect(normalizeTransaction(loadRecordedTransaction("pumpfun-buy-1.json")).version).toBe(0);
  });
});

describe("normalizeTransaction on failed and unusual answers", () => {
  it("marks a transaction with meta.err as failed and still reports its balance deltas", () => {
    const raw = loadRecordedTransactionCopy("sol-transfer.json");
    // The same transfer, failed: only the fee left the payer, the recipient got nothing.
    raw.meta.err = { InstructionError: [0, { Custom: 1 }] };
    raw.meta.status = { Err: raw.meta.err };
    raw.meta.postBalances = [raw.meta.preBalances[0] - raw.meta.fee, raw.meta.preBalances[1], 1];
    const tx = normalizeTransaction(raw);
    expect(tx.failed).toBe(true);
    expect(tx.solDeltas).toEqual([
      { account: "4Y5YjAPB4hMdCsiFy7BaBSscyiAvB7cuAbhxnBZ5xmgy", pre: 531702556n, post: 531697556n, delta: -5000n },
    ]);
  });

  it("treats an answer without meta as failed, with no deltas", () => {
    const raw = loadRecordedTransactionCopy("sol-transfer.json");
    raw.meta = null;
    const tx = normalizeTransaction(raw);
    expect(tx.failed).toBe(true);
    expect(tx.fee).toBe(0n);
    expect(tx.solDeltas).toEqual([]);
    expect(tx.tokenDeltas).toEqual([]);
  });

  it("accepts a Memo instruction whose parsed form is a plain string", () => {
    const raw = loadRecordedTransactionCopy("sol-transfer.json");
    raw.transaction.message.accountKeys.push({
      pubkey: KNOWN_PROGRAMS.memo,
      signer: false,
      writable: false,
      source: "transaction",
    });
    raw.meta.preBalances.push(1);
    raw.meta.postBalances.push(1);
    raw.transaction.message.instructions.push({
      parsed: "gm",
      program: "spl-memo",
      programId: KNOWN_PROGRAMS.memo,
      stackHeight: null,
    });
    const tx = normalizeTransaction(raw);
    expect(tx.programIds).toEqual([KNOWN_PROGRAMS.system, KNOWN_PROGRAMS.memo]);
    expect(tx.solTransfers).toHaveLength(1);
  });

  it("rejects a JSON-RPC envelope: callers pass the result", () => {
    const envelope = { jsonrpc: "2.0", id: 1, result: loadRecordedTransaction("sol-transfer.json") };
    expect(() => normalizeTransaction(envelope)).toThrow(ZodError);
  });

  it("rejects a token amount that is not a base-unit integer string", () => {
    const raw = loadRecordedTransactionCopy("usdc-transfer-checked.json");
    raw.meta.postTokenBalances[0].uiTokenAmount.amount = "1.5";
    expect(() => normalizeTransaction(raw)).toThrow(ZodError);
  });

  it("rejects a system transfer whose info lost its lamports (upstream drift is loud)", () => {
    const raw = loadRecordedTransactionCopy("sol-transfer.json");
    delete raw.transaction.message.instructions[0].parsed.info.lamports;
    expect(() => normalizeTransaction(raw)).toThrow(ZodError);
  });

  it("rejects balances that do not line up with the account keys", () => {
    const raw = loadRecordedTransactionCopy("sol-transfer.json");
    raw.meta.preBalances.push(0);
    raw.meta.postBalances.push(0);
    expect(() => normalizeTransaction(raw)).toThrow(MalformedTransactionError);
  });
});
