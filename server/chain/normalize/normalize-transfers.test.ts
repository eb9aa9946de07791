// Plain SOL and USDC transfers: the funding edges, read by hand from the files.
import { describe, expect, it } from "vitest";
import { KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import { loadRecordedTransaction } from "@/server/chain/normalize/recorded-transactions";

const USDC = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";

describe("SOL transfers", () => {
  it("sol-transfer.json: one top-level transfer with exact from, to and lamports", () => {
    const tx = normalizeTransaction(loadRecordedTransaction("sol-transfer.json"));
    const from = "4Y5YjAPB4hMdCsiFy7BaBSscyiAvB7cuAbhxnBZ5xmgy";
    const to = "3eF3iBQqi2DmDLS7o9y8gG7necF5VBbwYy5gqF7sh899";
    expect(tx.slot).toBe(399683256);
    expect(tx.solTransfers).toEqual([{ from, to, lamports: 24922118n, inner: false, kind: "transfer" }]);
    expect(tx.solDeltas).toEqual([
      { account: from, pre: 531702556n, post: 506775438n, delta: -24927118n },
      { account: to, pre: 998075353n, post: 1022997471n, delta: 24922118n },
    ]);
    expect(tx.venues).toEqual([]);
    expect(tx.programIds).toEqual([KNOWN_PROGRAMS.system]);
  });

  it("sol-transfer-multi.json: two transfers from one sender, the nonce advance is not a transfer", () => {
    const tx = normalizeTransaction(loadRecordedTransaction("sol-transfer-multi.json"));
    const from = "5tzFkiKscXHK5ZXCGbXZxdw7gTjjD1mBwuoFbhUvuAi9";
    expect(tx.solTransfers).toEqual([
      { from, to: "9AcRtqNTy4wUD9KKuB2mKrP5n6U3i2dMqeJchrsQU4ke", lamports: 105673070n, inner: false, kind: "transfer" },
      { from, to: "Ah6ubKzHJMDStLD1i6P51bugRMggARUhDCc8Gxfsg4sU", lamports: 30923508650n, inner: false, kind: "transfer" },
    ]);
    expect(tx.solDeltas.find((d) => d.account === from)?.delta).toBe(-31029192720n);
    expect(tx.programIds).toEqual([KNOWN_PROGRAMS.system, KNOWN_PROGRAMS.computeBudget]);
  });
});

describe("USDC transferChecked (usdc-transfer-checked.json)", () => {
  const tx = normalizeTransaction(loadRecordedTransaction("usdc-transfer-checked.json"));

  it("debits the sender and credits the recipient 3.8 USDC (3800000 base units)", () => {
    expect(tx.tokenDeltas).toEqual([
      {
        owner: "3V9bd3EN5aNuhE4RiHGbZ1eZakJ1F9cDb8V4YLjCG8cg",
        mint: USDC,
        tokenAccount: "2e3Eb9tkT8252WhFR26Xz6SKoiatJScuMW1BHgGqPvvc",
        programId: KNOWN_PROGRAMS.splToken,
        decimals: 6,
        pre: 101903768394n,
        post: 101899968394n,
        delta: -3800000n,
      },
      {
        // The recipient wallet is not an account key: the owner comes from the balance entry.
        owner: "B2v68t8MXb9zUms1VQKuCcvjrjKDK6fLd8ZngqmBGy1M",
        mint: USDC,
        tokenAccount: "Efc6bp3wVC2iQpewxRmKdZM8vzt9DCFFhL7EiHYNGunv",
        programId: KNOWN_PROGRAMS.splToken,
        decimals: 6,
        pre: 11200000n,
        post: 15000000n,
        delta: 3800000n,
      },
    ]);
    expect(tx.accountKeys).not.toContain("B2v68t8MXb9zUms1VQKuCcvjrjKDK6fLd8ZngqmBGy1M");
  });

  it("moves no SOL except the fee, and reports both signers", () => {
    expect(tx.solTransfers).toEqual([]);
    expect(tx.solDeltas).toEqual([
      { account: "3V9bd3EN5aNuhE4RiHGbZ1eZakJ1F9cDb8V4YLjCG8cg", pre: 401428673570n, post: 401428625200n, delta: -48370n },
    ]);
    expect(tx.signers).toEqual(["3V9bd3EN5aNuhE4RiHGbZ1eZakJ1F9cDb8V4YLjCG8cg", "EbsUZEFAU23Z2SgAymFtU2hADLiyNLzaPLKiJfvpKnE7"]);
    expect(tx.mintCreations).toEqual([]);
    expect(tx.mintTos).toEqual([]);
  });
});
