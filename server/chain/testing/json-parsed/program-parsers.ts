// Which programs a node parses for jsonParsed, under which `program` name
// (agave PARSABLE_PROGRAM_IDS; Token-2022 instructions are reported as
// "spl-token"). Stake is modelled for the instructions the corpus holds; Vote
// and the BPF loaders are parsed by the node too but not modelled here: the
// converter reports them rather than emitting a shape the node would not.
// Everything else (ComputeBudget included) stays raw.
import type { InstructionParser } from "@/server/chain/testing/json-parsed/parsed-instruction";
import { parseAddressLookupTableInstruction, parseAssociatedTokenInstruction, parseMemoInstruction } from "@/server/chain/testing/json-parsed/parse-small-programs";
import { parseStakeInstruction } from "@/server/chain/testing/json-parsed/parse-stake";
import { parseSystemInstruction } from "@/server/chain/testing/json-parsed/parse-system";
import { parseTokenInstruction } from "@/server/chain/testing/json-parsed/parse-token";

export type ProgramParser = { program: string; parse: InstructionParser };

export const PROGRAM_PARSERS: ReadonlyMap<string, ProgramParser> = new Map([
  ["11111111111111111111111111111111", { program: "system", parse: parseSystemInstruction }],
  ["TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", { program: "spl-token", parse: parseTokenInstruction }],
  ["TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb", { program: "spl-token", parse: parseTokenInstruction }],
  ["ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL", { program: "spl-associated-token-account", parse: parseAssociatedTokenInstruction }],
  ["Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo", { program: "spl-memo", parse: parseMemoInstruction }],
  ["MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr", { program: "spl-memo", parse: parseMemoInstruction }],
  ["AddressLookupTab1e1111111111111111111111111", { program: "address-lookup-table", parse: parseAddressLookupTableInstruction }],
  ["Stake11111111111111111111111111111111111111", { program: "stake", parse: parseStakeInstruction }],
]);

/** Parsed by a real node, not by this converter: a transaction using them is reported, not silently left raw. */
export const UNMODELLED_PARSED_PROGRAMS: ReadonlySet<string> = new Set([
  "Vote111111111111111111111111111111111111111",
  "BPFLoader2111111111111111111111111111111111",
  "BPFLoaderUpgradeab1e11111111111111111111111",
]);
