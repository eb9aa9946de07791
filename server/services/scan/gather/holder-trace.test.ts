import { describe, expect, it } from "vitest";
import type { SignatureInfo } from "@/server/chain/solana-rpc/schemas";
import { pickHolderSignatures } from "@/server/services/scan/gather/holder-trace";

const sig = (n: number, err: unknown = null): SignatureInfo => ({ signature: `s${n}`, slot: 1000 - n, err, blockTime: null });

describe("pickHolderSignatures", () => {
  it("reads a fresh wallet's oldest transactions (funding) and its earliest market transactions (first buy)", () => {
    const page = { address: "w", signatures: [sig(1), sig(2), sig(3), sig(4), sig(5), sig(6)], capped: false };
    expect(pickHolderSignatures(page, new Set(["s2", "s3"])).sort()).toEqual(["s2", "s3", "s4", "s5", "s6"]);
  });

  it("skips failed transactions", () => {
    const page = { address: "w", signatures: [sig(1), sig(2, { InstructionError: [0, "x"] })], capped: false };
    expect(pickHolderSignatures(page, new Set())).toEqual(["s1"]);
  });

  it("does not guess the funding of a busy wallet whose history goes beyond the page", () => {
    const page = { address: "w", signatures: [sig(1), sig(2), sig(3), sig(4)], capped: true };
    expect(pickHolderSignatures(page, new Set(["s1"]))).toEqual(["s1"]);
  });
});
