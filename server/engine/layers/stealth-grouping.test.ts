import { describe, expect, it } from "vitest";
import { findSharedFingerprint, isBundleFingerprint } from "@/server/engine/layers/stealth-grouping";
import { makeFreshHolder } from "@/server/engine/testing/early-buyer-factory";
import type { EarlyWallet } from "@/server/engine/early-wallets";

const wallet = (name: string, fingerprint: Parameters<typeof makeFreshHolder>[0]["fingerprint"]): EarlyWallet => {
  const holder = makeFreshHolder({ name, pct: 1, buySlot: 1_000, fingerprint }, 1);
  return { owner: holder.owner, firstBuy: holder.firstBuy!, funding: holder.funding };
};

describe("isBundleFingerprint", () => {
  it("accepts a foreign fee payer alone, or two of the four other traits", () => {
    expect(isBundleFingerprint({ fee_payer: "x" })).toBe(true);
    expect(isBundleFingerprint({ cu_limit: 1, tip_lamports: 5 })).toBe(true);
    expect(isBundleFingerprint({ cu_price: 1, lookup_table: "t" })).toBe(true);
  });

  it("refuses one trait, or none", () => {
    expect(isBundleFingerprint({ cu_limit: 1 })).toBe(false);
    expect(isBundleFingerprint({ lookup_table: "t" })).toBe(false);
    expect(isBundleFingerprint({})).toBe(false);
  });
});

describe("findSharedFingerprint", () => {
  it("keeps only the values every buy shares", () => {
    const members = [wallet("a", { cuLimit: 1, cuPrice: 2 }), wallet("b", { cuLimit: 1, cuPrice: 3 }), wallet("c", { cuLimit: 1, cuPrice: 2 })];
    expect(findSharedFingerprint(members)).toEqual({ cu_limit: 1 });
  });

  it("does not call a buyer that pays its own fee a shared fee payer", () => {
    const members = [wallet("a", {}), wallet("b", {})];
    expect(findSharedFingerprint(members).fee_payer).toBeUndefined();
  });

  it("drops the tip when the members' tips spread more than 5%, measured on the smallest", () => {
    const tip = (lamports: bigint) => ({ tips: [{ account: "t", lamports }] });
    expect(findSharedFingerprint([wallet("a", tip(100n)), wallet("b", tip(105n))]).tip_lamports).toBe(100);
    expect(findSharedFingerprint([wallet("a", tip(100n)), wallet("b", tip(106n))]).tip_lamports).toBeUndefined();
  });
});
