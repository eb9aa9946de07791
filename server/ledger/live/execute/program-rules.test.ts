// Pure rules of the executed programs: memo decoding and quoting (Rust's
// Debug format, valid_up_to), getSignaturesForAddress's memo summary, compute
// budget limits and the fee formula.
import { describe, expect, it } from "vitest";
import { PROGRAMS } from "@/server/ledger/constants";
import { readComputeBudget, transactionFee } from "@/server/ledger/live/execute/compute-budget";
import { decodeMemo, rustDebugString } from "@/server/ledger/live/execute/memo-program";
import { memoSummary } from "@/server/ledger/live/execute/parse-instruction";

const ix = (programId: string, data: number[] | Buffer) => ({ programId, accounts: [], data: Buffer.from(data) });
const limitIx = (units: number) => ix(PROGRAMS.computeBudget, Buffer.concat([Buffer.of(2), Buffer.from(Uint32Array.of(units).buffer)]));
const priceIx = (micro: bigint) => ix(PROGRAMS.computeBudget, Buffer.concat([Buffer.of(3), Buffer.from(BigUint64Array.of(micro).buffer)]));

describe("memo", () => {
  it("quotes like Rust's {:?}: quotes, backslashes and control characters escaped, unicode kept", () => {
    expect(rustDebugString('say "hi"\\')).toBe('"say \\"hi\\"\\\\"');
    expect(rustDebugString("a\nb\tc\u0001")).toBe('"a\\nb\\tc\\u{1}"');
    expect(rustDebugString("café ✓")).toBe('"café ✓"');
  });

  it("finds where valid UTF-8 stops", () => {
    expect(decodeMemo(Buffer.from("ok"))).toEqual({ text: "ok" });
    expect(decodeMemo(Buffer.from([0x61, 0x62, 0xff, 0x63]))).toEqual({ validUpTo: 2 });
  });

  it("summarises memos as '[bytes] text' joined by '; ', v1 and v2 alike", () => {
    expect(memoSummary([ix(PROGRAMS.memo, Buffer.from("é1")), ix(PROGRAMS.system, [2]), ix(PROGRAMS.memoV1, Buffer.from("x"))])).toBe("[3] é1; [1] x");
    expect(memoSummary([ix(PROGRAMS.system, [2])])).toBeNull();
  });
});

describe("compute budget", () => {
  it("defaults to 200k units per program instruction and 3k per builtin, at most 1.4M", () => {
    expect(readComputeBudget([ix(PROGRAMS.token, [12]), ix(PROGRAMS.system, [2])])).toEqual({ unitLimit: 203_000, microLamportsPerCu: 0n });
    expect(readComputeBudget(Array.from({ length: 9 }, () => ix(PROGRAMS.memo, [])))).toMatchObject({ unitLimit: 1_400_000 });
  });

  it("charges 5000 per signature plus the priority fee rounded up", () => {
    const budget = readComputeBudget([limitIx(300), priceIx(1n), ix(PROGRAMS.system, [2])]);
    expect(budget).toEqual({ unitLimit: 300, microLamportsPerCu: 1n });
    expect(transactionFee(2, budget as { unitLimit: number; microLamportsPerCu: bigint })).toBe(10_001n);
  });

  it("refuses malformed and duplicate compute budget instructions like the runtime", () => {
    expect(readComputeBudget([ix(PROGRAMS.computeBudget, [2, 1])])).toEqual({ err: { InstructionError: [0, "InvalidInstructionData"] } });
    expect(readComputeBudget([limitIx(1), limitIx(2)])).toEqual({ err: { DuplicateInstruction: 1 } });
  });
});
