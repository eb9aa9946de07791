// The ledger's jsonParsed transactions parse what a mainnet node parses and
// nothing else: System, SPL Token, Token-2022, ATA, Memo and Address Lookup
// Table instructions, outer and inner, with the info keys real node answers
// carry (read from the recorded fixtures and the real corpus, not imported:
// the ledger knows nothing of server/chain); ComputeBudget stays raw.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { getDefaultLedger } from "@/server/ledger/server/default-ledger";
import { renderParsedTransaction } from "@/server/ledger/rpc/render-transaction";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const TESTING = fileURLToPath(new URL("../../chain/testing", import.meta.url));
const NODE_PARSED = new Set([
  "11111111111111111111111111111111",
  "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
  "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb",
  "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL",
  "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr",
  "Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo",
  "AddressLookupTab1e1111111111111111111111111",
]);
const instructionsOf = (tx: Json): Json[] => [
  ...tx.transaction.message.instructions,
  ...(tx.meta.innerInstructions ?? []).flatMap((g: Json) => g.instructions),
];
const infoKeys = (ix: Json) => Object.keys(ix.parsed.info).sort().join(",");

/** program.type -> the info key sets real node answers carry. */
function realKeySets(): Map<string, Set<string>> {
  const txs: Json[] = [];
  for (const f of readdirSync(`${TESTING}/recorded/transactions`)) {
    const doc = JSON.parse(readFileSync(`${TESTING}/recorded/transactions/${f}`, "utf8"));
    txs.push(doc.jsonrpc ? doc.result : doc);
  }
  for (const f of readdirSync(`${TESTING}/corpus/transactions`)) {
    for (const line of readFileSync(`${TESTING}/corpus/transactions/${f}`, "utf8").split("\n").filter(Boolean)) {
      const row = JSON.parse(line);
      if (row.encoding === "jsonParsed") txs.push(row.transaction);
    }
  }
  const sets = new Map<string, Set<string>>();
  for (const ix of txs.flatMap(instructionsOf)) {
    if (!ix.parsed || typeof ix.parsed !== "object") continue;
    const key = `${ix.program}.${ix.parsed.type}`;
    sets.set(key, (sets.get(key) ?? new Set()).add(infoKeys(ix)));
  }
  return sets;
}

describe("ledger jsonParsed instructions", () => {
  let rendered: Json[];
  beforeAll(() => {
    rendered = [...getDefaultLedger().transactions.values()].map((tx) => renderParsedTransaction(tx, true));
  });

  it("parses every instruction of a program the node parses, outer and inner", () => {
    const raw = rendered.flatMap(instructionsOf).filter((ix) => NODE_PARSED.has(ix.programId) && ix.parsed === undefined);
    expect(raw.map((ix) => ix.programId)).toEqual([]);
  });

  it("leaves ComputeBudget raw, data in base58", () => {
    const budget = rendered.flatMap(instructionsOf).filter((ix) => ix.programId === "ComputeBudget111111111111111111111111111111");
    expect(budget.length).toBeGreaterThan(0);
    for (const ix of budget) expect(ix.parsed === undefined && typeof ix.data === "string").toBe(true);
  });

  it("gives each parsed instruction the info keys a node gives that instruction type", () => {
    const real = realKeySets();
    const mismatches = new Set<string>();
    for (const ix of rendered.flatMap(instructionsOf)) {
      if (!ix.parsed || typeof ix.parsed !== "object") continue;
      const known = real.get(`${ix.program}.${ix.parsed.type}`);
      // initializeMint2 carries freezeAuthority only when one is set (the recorded mints had none)
      const keys = ix.parsed.type.startsWith("initializeMint") ? infoKeys(ix).replace("freezeAuthority,", "") : infoKeys(ix);
      if (known && !known.has(keys)) mismatches.add(`${ix.program}.${ix.parsed.type} {${keys}}`);
    }
    expect([...mismatches]).toEqual([]);
  });
});
