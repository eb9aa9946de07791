// Expected values read by hand from the recorded Raydium transactions.
import { describe, expect, it } from "vitest";
import { KNOWN_ACCOUNTS, KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import { loadRecordedTransaction } from "@/server/chain/normalize/recorded-transactions";
import type { NormalizedTransaction } from "@/server/chain/normalize/types";

const load = (file: string): NormalizedTransaction => normalizeTransaction(loadRecordedTransaction(file));
const deltaOf = (tx: NormalizedTransaction, owner: string, mint: string) =>
  tx.tokenDeltas.find((d) => d.owner === owner && d.mint === mint);
const WSOL = KNOWN_ACCOUNTS.wrappedSolMint;
const V4_AUTHORITY = KNOWN_ACCOUNTS.raydiumAmmV4Authority;
const CPMM_AUTHORITY = KNOWN_ACCOUNTS.raydiumCpmmAuthority;

describe("Raydium AMM v4 initialize2 (raydium-v4-initialize.json)", () => {
  const tx = load("raydium-v4-initialize.json");
  const baseMint = "9WJXYDyMPrrzKHkjqtm6WefritTxkw36kjgzC42JukpW";
  const lpMint = "Dc9YLQRvLezjonmjKshUjHd7Cta9td43dTXKNg3N6Z45";

  it("is tagged raydium_amm_v4, and the OpenBook market it invokes (inner) is named too", () => {
    expect(tx.slot).toBe(262893124);
    expect(tx.venues).toEqual(["raydium_amm_v4", "openbook_v1"]);
  });

  it("reports only the LP mint as created, never the pooled token", () => {
    expect(tx.mintCreations).toEqual([
      { mint: lpMint, decimals: 9, mintAuthority: V4_AUTHORITY, freezeAuthority: null, programId: KNOWN_PROGRAMS.splToken, inner: true },
    ]);
    expect(tx.mintCreations.some((m) => m.mint === baseMint)).toBe(false);
    expect(tx.mintTos).toEqual([
      { mint: lpMint, account: "AbpaFkxvW7BkRi84XFotDotG2SRbSjCdrf6hBWyLYoci", amount: 4042044497524n, authority: V4_AUTHORITY },
    ]);
  });

  it("moves the creator's tokens and SOL into vaults owned by the v4 authority", () => {
    const creator = "5PXxuZkvftsg5CAGjv5LL5tEtvBRskdx1AAjxw8hK2Qx";
    expect(deltaOf(tx, creator, baseMint)).toMatchObject({ pre: 206900000000000n, post: 0n, delta: -206900000000000n });
    expect(deltaOf(tx, V4_AUTHORITY, baseMint)).toMatchObject({
      tokenAccount: "CYf26n17ygCQCc6DLCph4ftMZRPcjzeZp69fp6neaZ5v",
      pre: 0n,
      delta: 206900000000000n,
    });
    expect(deltaOf(tx, V4_AUTHORITY, WSOL)?.delta).toBe(79005359154n);
  });
});

describe("Raydium CPMM initialize (raydium-cpmm-initialize.json)", () => {
  const tx = load("raydium-cpmm-initialize.json");
  const pooledMint = "97pcbfUzgSXH427N7iPxjgi18FXu7JEUSZgGvjJBxZFm";

  it("is tagged raydium_cpmm although the top-level program is a launcher calling CPMM", () => {
    expect(tx.slot).toBe(267128914);
    expect(tx.programIds).toContain("EP5kDj7v4k2ck8AAg8Ps854fy6LPAE6AAd4rUSRf1STK");
    expect(tx.venues).toEqual(["raydium_cpmm"]);
  });

  it("reports only the LP mint as created (initializeMint2), not the pooled token", () => {
    expect(tx.mintCreations).toEqual([
      {
        mint: "B6s9nTHf3uxWh1QGwxh5ZRHK762BENNq4j2FQvBGtcjR",
        decimals: 9,
        mintAuthority: CPMM_AUTHORITY,
        freezeAuthority: null,
        programId: KNOWN_PROGRAMS.splToken,
        inner: true,
      },
    ]);
    expect(tx.mintCreations.some((m) => m.mint === pooledMint)).toBe(false);
  });

  it("fills the pool vaults owned by the CPMM authority", () => {
    expect(deltaOf(tx, CPMM_AUTHORITY, pooledMint)).toMatchObject({
      tokenAccount: "5TiM13cuyq6qBpHaADSu2QbzmzNQa8Xcf3hq2XQoarH5",
      delta: 254320389082119n,
    });
    expect(deltaOf(tx, CPMM_AUTHORITY, WSOL)?.delta).toBe(85690954696n);
  });
});

describe("Raydium AMM v4 swap through the Raydium router (raydium-v4-swap-1.json)", () => {
  const tx = load("raydium-v4-swap-1.json");
  const swapper = "FhXQupaa2hV6QerwikzKXFArzbkf5rB5QvjPq4YQa7nB";
  const mint = "6dy2GWsHdoCfwubgGdaqPE8ZSiGdwT9EGgaYnQo5RNpc";

  it("credits the swapper with the bought tokens in a freshly created account", () => {
    expect(tx.slot).toBe(263269958);
    expect(tx.venues).toEqual(["raydium_amm_v4"]);
    expect(deltaOf(tx, swapper, mint)).toEqual({
      owner: swapper,
      mint,
      tokenAccount: "B9XFW7Z5SvyS61gsAJuykyJpFgTz13KqsUv1vvQ1fPrD",
      programId: KNOWN_PROGRAMS.splToken,
      decimals: 9,
      pre: 0n,
      post: 2905164683341251n,
      delta: 2905164683341251n,
    });
    expect(deltaOf(tx, V4_AUTHORITY, mint)?.delta).toBe(-2905164683341251n);
    expect(deltaOf(tx, V4_AUTHORITY, WSOL)?.delta).toBe(1000000000n);
  });

  it("shows the SOL paid: 1 SOL wrapped and swapped, plus ATA rent and the fee", () => {
    expect(tx.solDeltas.find((d) => d.account === swapper)?.delta).toBe(-1002144281n);
    // The temporary WSOL account was created and closed inside the tx: no token balance entry, no delta.
    expect(tx.tokenDeltas.some((d) => d.tokenAccount === "9uPs5abgMwfzLaZQUotATy8k57FDuAEr6muKYtyhmLss")).toBe(false);
  });
});

describe("Raydium liquidity changes", () => {
  it("raydium-v4-add-liquidity: LP tokens minted to the provider equal its LP delta", () => {
    const tx = load("raydium-v4-add-liquidity.json");
    const provider = "5uF18cremoqNHpgHDUF9cMGJaSmfaaR6UE7dVEW4D5A3";
    const lpMint = "CnYAD1JSdnkYfYHwt1FqmptVgQMz6sby5pUYGkFh7ukG";
    expect(tx.version).toBe("legacy");
    expect(tx.mintCreations).toEqual([]);
    expect(tx.mintTos).toEqual([
      { mint: lpMint, account: "HxaZr9NHfwqaFwdkxFzZe6avSSXwZaTdhgFJ5eg6pZa3", amount: 2605734184614n, authority: V4_AUTHORITY },
    ]);
    expect(deltaOf(tx, provider, lpMint)?.delta).toBe(2605734184614n);
    expect(deltaOf(tx, provider, "fCkfAdhfrsevH9fKjS7rjB7t3GZtzHSi37yFZofsCNC")?.delta).toBe(-2818202141226163n);
  });

  it("raydium-v4-remove-liquidity: the provider burns LP and takes the tokens out of the pool", () => {
    const tx = load("raydium-v4-remove-liquidity.json");
    const provider = "ChTuHvnbHq8vC9skb8VUDkrg4REdiSd8DDLhcbUjc4FU";
    const token = "9tqTsXasbivHeMAQY9njRqRFTsz51yzKvqHtrs2ZYgVe";
    expect(deltaOf(tx, provider, "FtnLjq2xHgXLxWAzyFKf5A6uGXqeGtvoxTdqinrNCejN")).toMatchObject({ post: 0n, delta: -54771255750516n });
    expect(deltaOf(tx, provider, token)?.delta).toBe(677727783814635188n);
    expect(deltaOf(tx, V4_AUTHORITY, token)?.delta).toBe(-677727783814635188n);
    // Two accounts of another owner appear in the balances with 0 before and after: no delta.
    expect(tx.tokenDeltas.some((d) => d.owner === "EpBtd3snhUrXxj6tiCxBaezoVUiDwbzjWCwkuM6d3Kgy")).toBe(false);
    expect(tx.mintTos).toEqual([]);
  });

  it("raydium-cpmm-deposit: LP minted by the CPMM authority, no mint created", () => {
    const tx = load("raydium-cpmm-deposit.json");
    const provider = "B9aPdBMCSnnKa4E95PJqHG7UN9KqefGj6qf7SjF2R6kY";
    const lpMint = "253mYftxAivB59jfCQTMYyL1WeXWrC7kh44JzhDMzTC6";
    expect(tx.venues).toEqual(["raydium_cpmm"]);
    expect(tx.mintCreations).toEqual([]);
    expect(tx.mintTos).toEqual([
      { mint: lpMint, account: "7TrQM2fDiH1HGF4yGD9yVekGXNH8mSi8tyZSrCG5paFc", amount: 66627862783n, authority: CPMM_AUTHORITY },
    ]);
    expect(deltaOf(tx, provider, lpMint)?.delta).toBe(66627862783n);
    expect(deltaOf(tx, provider, "BgCeigJo2iY3dJhqS2z9w4pjjufFd4F9oKS3FrkMbmbJ")?.delta).toBe(-22307899997944n);
    expect(tx.solTransfers).toEqual([
      {
        from: provider,
        to: "3T3gbYMwyUUUU3sVady4qR8saUKn3uhd1qjT6Nc8RZyd",
        lamports: 202039280n,
        inner: false,
        kind: "createAccountWithSeed",
      },
    ]);
  });
});
