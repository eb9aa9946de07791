// The converter on the recorded `json`-encoded swaps: the shapes a node
// answers for jsonParsed, System instructions parsed (the old test converter
// left them raw and hid the wrapped-SOL price), ComputeBudget left raw.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import { RECORDED_DATA_DIR } from "@/server/chain/http/recorded-data";
import { listRecordedJsonEncodedFiles, loadRecordedJsonEncodedAsParsed } from "@/server/chain/normalize/recorded-transactions";
import { convertToJsonParsed, toJsonParsed } from "@/server/chain/testing/json-parsed/to-json-parsed";

const DIR = `${RECORDED_DATA_DIR}transactions-json-encoded`;
const read = (f: string) => JSON.parse(readFileSync(join(DIR, f), "utf8"));
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** The wire bytes of a json-encoded v0 transaction (signatures, message), base64, as a node's `base64` encoding sends them. */
function wireBase64(t: Json): string {
  const bytes: number[] = [];
  const len = (n: number) => {
    for (let v = n; ; v >>= 7) {
      if (v < 0x80) return bytes.push(v);
      bytes.push((v & 0x7f) | 0x80);
    }
  };
  const raw = (b: Uint8Array) => bytes.push(...b);
  len(t.signatures.length);
  t.signatures.forEach((s: string) => raw(bs58.decode(s)));
  const m = t.message;
  bytes.push(0x80, m.header.numRequiredSignatures, m.header.numReadonlySignedAccounts, m.header.numReadonlyUnsignedAccounts);
  len(m.accountKeys.length);
  m.accountKeys.forEach((k: string) => raw(bs58.decode(k)));
  raw(bs58.decode(m.recentBlockhash));
  len(m.instructions.length);
  for (const ix of m.instructions) {
    bytes.push(ix.programIdIndex);
    len(ix.accounts.length);
    bytes.push(...ix.accounts);
    const data = bs58.decode(ix.data);
    len(data.length);
    raw(data);
  }
  len(m.addressTableLookups.length);
  for (const l of m.addressTableLookups) {
    raw(bs58.decode(l.accountKey));
    len(l.writableIndexes.length);
    bytes.push(...l.writableIndexes);
    len(l.readonlyIndexes.length);
    bytes.push(...l.readonlyIndexes);
  }
  return Buffer.from(bytes).toString("base64");
}

describe("toJsonParsed", () => {
  it.each(readdirSync(DIR).filter((f) => f.endsWith(".json")))("converts %s with every node-parsed instruction modelled", (f) => {
    expect(convertToJsonParsed(read(f)).unmodelled).toEqual([]);
  });

  const tx: Json = toJsonParsed(read("pumpswap-buy-1.json"));
  const outer: Json[] = tx.transaction.message.instructions;
  const inner: Json[] = tx.meta.innerInstructions.flatMap((g: Json) => g.instructions);

  it("writes account keys as { pubkey, signer, writable, source } with lookup-table keys last", () => {
    const keys: Json[] = tx.transaction.message.accountKeys;
    expect(keys[0]).toEqual({ pubkey: "G2341KGbNxuSAfCfqNuPhfLQtPB94hPfgyVPC89Faor4", signer: true, writable: true, source: "transaction" });
    expect(keys.find((k) => k.pubkey === "11111111111111111111111111111111")).toMatchObject({ writable: false, source: "transaction" });
    expect(keys.at(-1)?.source).toBe("lookupTable");
    expect(tx.meta.loadedAddresses).toBeUndefined();
  });

  it("parses the wrapped-SOL steps: createAccountWithSeed, initializeAccount, the System transfer of the price, syncNative, closeAccount", () => {
    expect(outer.map((ix) => ix.parsed?.type ?? "raw")).toEqual([
      "raw", "raw", "createAccountWithSeed", "initializeAccount", "transfer", "syncNative", "createIdempotent", "raw", "closeAccount", "transfer",
    ]);
    expect(outer[4]).toEqual({
      program: "system",
      programId: "11111111111111111111111111111111",
      parsed: {
        type: "transfer",
        info: { source: "G2341KGbNxuSAfCfqNuPhfLQtPB94hPfgyVPC89Faor4", destination: "AEUZ5EPwSAXrWKi2w2xQ79hhThAbTWFEdx5gq851ACxi", lamports: 3651694 },
      },
      stackHeight: 1,
    });
  });

  it("leaves ComputeBudget raw: base58 data, no accounts, as the node does", () => {
    expect(outer[0]).toEqual({ programId: "ComputeBudget111111111111111111111111111111", accounts: [], data: "KpFGVm", stackHeight: 1 });
  });

  it("parses inner instructions too, with their stack height (transferChecked with its token amount)", () => {
    const swapIn = inner.find((ix) => ix.parsed?.type === "transferChecked" && ix.parsed.info.tokenAmount.amount === "3615608");
    expect(swapIn).toMatchObject({ program: "spl-token", stackHeight: 3 });
    expect(swapIn.parsed.info.tokenAmount).toEqual({ amount: "3615608", decimals: 9, uiAmount: 0.003615608, uiAmountString: "0.003615608" });
    const commission = inner.find((ix) => ix.parsed?.type === "transfer" && ix.program === "system");
    expect(commission.parsed.info.lamports).toBe(31305);
  });

  it("keeps programs the node does not parse raw, accounts named", () => {
    const swap = outer[7];
    expect(swap.programId).toBe("6m2CDdhRgxpH4WjvdzxAYbGxwdGUz5MziiL5jek2kBma");
    expect(swap.parsed).toBeUndefined();
    expect(swap.accounts.every((a: unknown) => typeof a === "string")).toBe(true);
  });

  it("reads a base64-encoded answer like the json one", () => {
    const json = read("pumpswap-buy-1.json");
    const base64 = { ...json.result, transaction: [wireBase64(json.result.transaction), "base64"] };
    expect(toJsonParsed(base64, { topLevelStackHeight: 1 })).toEqual(tx);
  });
});

describe("recorded json-encoded fixtures", () => {
  it.each(listRecordedJsonEncodedFiles())("%s reads as a node's jsonParsed answer (System and token instructions parsed)", (f) => {
    const parsed = loadRecordedJsonEncodedAsParsed(f);
    const all: Json[] = [...parsed.transaction.message.instructions, ...parsed.meta.innerInstructions.flatMap((g: Json) => g.instructions)];
    expect(all.filter((ix) => ix.programId === "11111111111111111111111111111111").every((ix) => ix.parsed)).toBe(true);
    expect(parsed.transaction.message.accountKeys[0]).toHaveProperty("writable");
  });
});
