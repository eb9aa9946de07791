// Expected values read by hand from the recorded pump.fun transactions.
import { describe, expect, it } from "vitest";
import { KNOWN_ACCOUNTS, KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import { loadRecordedTransaction } from "@/server/chain/normalize/recorded-transactions";
import type { NormalizedTransaction } from "@/server/chain/normalize/types";

const load = (file: string): NormalizedTransaction => normalizeTransaction(loadRecordedTransaction(file));
const solDeltaOf = (tx: NormalizedTransaction, account: string) => tx.solDeltas.find((d) => d.account === account);

describe("pump.fun buy (pumpfun-buy-1.json)", () => {
  const tx = load("pumpfun-buy-1.json");
  const buyer = "4SrXdKFYoiUfYzWN7YV8kdJ2TkZieDmjVCEJg4mTAun6";
  const mint = "FstBRGMkNKf4wNvfieYUPS9YsbNoQJMCh6v89zajpump";
  const bondingCurve = "BtMzrjEpmLTk4ZGdaS9VVp1jfneoyc1AWsU8ko7ffnug";

  it("identifies the transaction, its slot and venue", () => {
    expect(tx.signature).toBe("4XQZckrFKjaLHM68kJH7dpSPo2TCfMkwjYhLdcNRu5QdJTjAEehsS5UMaZKDXADD46d8v4XnuyuvLV36rNRTKhn7");
    expect(tx.slot).toBe(287951684);
    expect(tx.blockTime).toBe(1725540706);
    expect(tx.venues).toEqual(["pumpfun"]);
    expect(tx.feePayer).toBe(buyer);
    expect(tx.signers).toEqual([buyer]);
  });

  it("credits the buyer's new token account with the bought amount, taken from the curve", () => {
    expect(tx.tokenDeltas).toEqual([
      {
        owner: buyer,
        mint,
        tokenAccount: "HoB5DAFC69L8SzD5F1uJDEFZ3CDFy4ceA7Z1kyNMKy7B",
        programId: KNOWN_PROGRAMS.splToken,
        decimals: 6,
        pre: 0n,
        post: 724879458841n,
        delta: 724879458841n,
      },
      {
        owner: bondingCurve,
        mint,
        tokenAccount: "8NETDunyVnrNA44qUqUd8Km8XdfYyyujcWWVX7uDs9eE",
        programId: KNOWN_PROGRAMS.splToken,
        decimals: 6,
        pre: 468631644078847n,
        post: 467906764620006n,
        delta: -724879458841n,
      },
    ]);
  });

  it("reports what the buyer spent in lamports: price, fee, tip, ATA rent and tx fee", () => {
    expect(solDeltaOf(tx, buyer)).toEqual({ account: buyer, pre: 115657476n, post: 30129394n, delta: -85528082n });
    expect(solDeltaOf(tx, bondingCurve)?.delta).toBe(79645349n);
    expect(tx.fee).toBe(47000n);
  });

  it("lists the top-level tip and the inner curve, fee and rent payments", () => {
    expect(tx.solTransfers).toEqual([
      { from: buyer, to: "ADuUkR4vqLUMWXxW9gh6D6L8pMSawimctcNZ5pGwDcEt", lamports: 3000000n, inner: false, kind: "transfer" },
      { from: buyer, to: "HoB5DAFC69L8SzD5F1uJDEFZ3CDFy4ceA7Z1kyNMKy7B", lamports: 2039280n, inner: true, kind: "createAccount" },
      { from: buyer, to: bondingCurve, lamports: 79645349n, inner: true, kind: "transfer" },
      { from: buyer, to: KNOWN_ACCOUNTS.pumpfunFeeRecipient, lamports: 796453n, inner: true, kind: "transfer" },
    ]);
  });

  it("creates no mint and mints nothing", () => {
    expect(tx.mintCreations).toEqual([]);
    expect(tx.mintTos).toEqual([]);
  });
});

describe("pump.fun sell (pumpfun-sell-1.json)", () => {
  const tx = load("pumpfun-sell-1.json");
  const seller = "3P2pmfQAFTwcC1xWtYbVYoRn3hngya8Kd9jMaF5GfnUa";

  it("debits the seller's tokens and credits the curve", () => {
    expect(tx.slot).toBe(288224272);
    expect(tx.venues).toEqual(["pumpfun"]);
    const sold = tx.tokenDeltas.find((d) => d.owner === seller);
    expect(sold).toMatchObject({
      tokenAccount: "HhE4skfuuxsbmhn5fRByP1y8A8tWJwuwHWi4x9UXGC88",
      mint: "FstBRGMkNKf4wNvfieYUPS9YsbNoQJMCh6v89zajpump",
      pre: 94443393091n,
      post: 393091n,
      delta: -94443000000n,
    });
    const curve = tx.tokenDeltas.find((d) => d.owner === "BtMzrjEpmLTk4ZGdaS9VVp1jfneoyc1AWsU8ko7ffnug");
    expect(curve?.delta).toBe(94443000000n);
  });

  it("reports the seller's net lamports received after tip and fee", () => {
    expect(solDeltaOf(tx, seller)?.delta).toBe(483582n);
    // The curve pays out by debiting its own account (no System transfer), so only the tip is a transfer.
    expect(tx.solTransfers).toEqual([
      { from: seller, to: "HWEoBxYs7ssKuudEjzjmpfJVX7Dvi7wescFsVx2L5yoY", lamports: 3000000n, inner: false, kind: "transfer" },
    ]);
    expect(solDeltaOf(tx, "BtMzrjEpmLTk4ZGdaS9VVp1jfneoyc1AWsU8ko7ffnug")?.delta).toBe(-3556271n);
  });
});

describe("other recorded pump.fun trades", () => {
  it("pumpfun-sell-2: the seller dumps 19274301000000 base units for 701947506 lamports net", () => {
    const tx = load("pumpfun-sell-2.json");
    const seller = "GTEBTjyWDDCXinv9GKzwx5A1vDKeqWiTa9cSUWZ2rMpu";
    expect(tx.tokenDeltas.find((d) => d.owner === seller)?.delta).toBe(-19274301000000n);
    expect(solDeltaOf(tx, seller)?.delta).toBe(701947506n);
  });

  it("pumpfun-buy-3: an existing holder tops up (pre is the old balance, not 0)", () => {
    const tx = load("pumpfun-buy-3.json");
    const buyer = "5Q7RF6prxoFm1Ko5pVDDCda6Lm6T5JgF1ER7Qk47meCP";
    expect(tx.tokenDeltas.find((d) => d.owner === buyer)).toMatchObject({
      mint: "4R4CLQXsm2aHXc31CDDMsYwdYEqYB9aW6vfgobW2u1Cw",
      pre: 1303196014733n,
      post: 1667207434669n,
      delta: 364011419936n,
    });
    expect(solDeltaOf(tx, buyer)?.delta).toBe(-13582383n);
  });

  it("pumpfun-buy-2: a buy sold back in the same transaction leaves no token delta", () => {
    const tx = load("pumpfun-buy-2.json");
    expect(tx.slot).toBe(284677332);
    expect(tx.tokenDeltas).toEqual([]);
    expect(solDeltaOf(tx, "2vr538qDgHCPYmr2mjt5LSjQ3kBYjtw3SDSveUKBVkef")?.delta).toBe(-1476168n);
  });

  it("pumpfun-buy-completes-curve: a buy through an unknown router still counts as pump.fun", () => {
    const tx = load("pumpfun-buy-completes-curve.json");
    expect(tx.slot).toBe(317007416);
    expect(tx.programIds).toContain("B7Av1b2CqhA1y1TLQdyUCyU8w37EMbmL39TPqxUsDaps");
    expect(tx.venues).toEqual(["pumpfun"]);
    const bought = tx.tokenDeltas.find((d) => d.owner === tx.feePayer);
    expect(bought).toMatchObject({ mint: "B9ktH3g7mwgdoDgCgGRim6qeqPcyRVWJueXS12CMpump", pre: 0n, delta: 20963465348985n });
    // What is left on the curve at completion: the 206.9M tokens reserved for the migration pool.
    const curve = tx.tokenDeltas.find((d) => d.owner === "5dhRAEw3LfUMTJcPqYSyasH45jHnWeZQmM2Hccic59SZ");
    expect(curve?.post).toBe(206900000000000n);
  });
});

describe("pump.fun create (pumpfun-create-1.json)", () => {
  const tx = load("pumpfun-create-1.json");
  const creator = "Fswrw3tgQL597kCexxLEhft6a7Su4CDoqwRMqqj4BEp5";
  const mint = "ER2N5eaDoC68kNhj7LyaScimzq7deaqxiw88rewvxaKp";

  it("reports the mint creation from the inner initializeMint2", () => {
    expect(tx.slot).toBe(284682639);
    expect(tx.mintCreations).toEqual([
      {
        mint,
        decimals: 6,
        mintAuthority: KNOWN_ACCOUNTS.pumpfunMintAuthority,
        freezeAuthority: null,
        programId: KNOWN_PROGRAMS.splToken,
        inner: true,
      },
    ]);
  });

  it("lists the initial supply mintTo separately and does not count it as a creation", () => {
    expect(tx.mintTos).toEqual([
      {
        mint,
        account: "6eTEMemDi58KJE1rPEagqMsgn34xUWTkzdZTKM8EVbYF",
        amount: 1000000000000000n,
        authority: KNOWN_ACCOUNTS.pumpfunMintAuthority,
      },
    ]);
    expect(tx.mintCreations).toHaveLength(1);
  });

  it("has the creator and the mint keypair as signers, the creator paying", () => {
    expect(tx.feePayer).toBe(creator);
    expect(tx.signers).toEqual([creator, mint]);
  });

  it("splits the minted supply between the curve and the creator's dev buy", () => {
    expect(tx.tokenDeltas.map((d) => [d.owner, d.delta])).toEqual([
      ["FFzxakVNzpirwMFtLyD22UZ6UM3KLF2EAGC2RxNPaYoH", 962048231511255n],
      [creator, 37951768488745n],
    ]);
    const minted = tx.mintTos.reduce((sum, m) => sum + m.amount, 0n);
    expect(tx.tokenDeltas.reduce((sum, d) => sum + d.delta, 0n)).toBe(minted);
  });

  it("reports the revocation of the mint authority", () => {
    expect(tx.authorityChanges).toEqual([
      {
        target: mint,
        targetKind: "mint",
        authorityType: "mintTokens",
        authority: KNOWN_ACCOUNTS.pumpfunMintAuthority,
        newAuthority: null,
        programId: KNOWN_PROGRAMS.splToken,
        inner: true,
      },
    ]);
  });
});

describe("pump.fun create (pumpfun-create-2.json)", () => {
  const tx = load("pumpfun-create-2.json");
  const mint = "7F7TeMsGutc2YpxeH7U3PiFLwG2FygN2jMLeDKAXNbwu";

  it("reports exactly one creation: the pump.fun mint, 6 decimals, no freeze authority", () => {
    expect(tx.slot).toBe(319383548);
    expect(tx.feePayer).toBe("FiYwf895W6ntoitNvhVwBLS4uwKZmMhsxiQmYY44488U");
    expect(tx.mintCreations).toEqual([
      {
        mint,
        decimals: 6,
        mintAuthority: KNOWN_ACCOUNTS.pumpfunMintAuthority,
        freezeAuthority: null,
        programId: KNOWN_PROGRAMS.splToken,
        inner: true,
      },
    ]);
    expect(tx.mintTos.map((m) => [m.mint, m.amount])).toEqual([[mint, 1000000000000000n]]);
  });

  it("reports the setAuthority that revokes minting (mint -> null) in the same transaction", () => {
    expect(tx.authorityChanges).toEqual([
      {
        target: mint,
        targetKind: "mint",
        authorityType: "mintTokens",
        authority: KNOWN_ACCOUNTS.pumpfunMintAuthority,
        newAuthority: null,
        programId: KNOWN_PROGRAMS.splToken,
        inner: true,
      },
    ]);
  });

  it("puts the whole supply on the bonding curve (no dev buy)", () => {
    expect(tx.tokenDeltas).toEqual([
      {
        owner: "6qK8Cazc6dqMSCfgN455J7aw1hHgknb6PeY8gjkAL4BE",
        mint,
        tokenAccount: "J2iHSUVY71hEZpZi5NKqFXAiX6dWPZbuQny8F223mQ6R",
        programId: KNOWN_PROGRAMS.splToken,
        decimals: 6,
        pre: 0n,
        post: 1000000000000000n,
        delta: 1000000000000000n,
      },
    ]);
  });
});
