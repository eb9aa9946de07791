// Credits of a scan's calls under the two published price lists, and the
// operator's overrides.
import { describe, expect, it } from "vitest";
import { buildCreditPrices, creditsOf, parseCreditOverrides } from "@/server/chain/solana-rpc/credit-prices";

const scan = { getAccountInfo: 1, getTokenLargestAccounts: 1, getProgramAccounts: 2, getSignaturesForAddress: 55, getTransaction: 54, getMultipleAccounts: 3 };

describe("credit prices", () => {
  it("prices a standard scan as Helius and QuickNode publish them", () => {
    expect(creditsOf(scan, buildCreditPrices("helius"))).toBe(1 + 1 + 20 + 550 + 540 + 3);
    expect(creditsOf(scan, buildCreditPrices("quicknode"))).toBe(116 * 30);
    expect(creditsOf({ getTransactionsForAddress: 3 }, buildCreditPrices("helius"))).toBe(300);
  });

  it("takes per-method overrides for a plan the lists do not describe", () => {
    const prices = buildCreditPrices("helius", parseCreditOverrides("getTransactionsForAddress=10, getTransaction=5"));
    expect(prices.name).toBe("helius+overrides");
    expect(creditsOf({ getTransactionsForAddress: 3, getTransaction: 2, getSlot: 1 }, prices)).toBe(30 + 10 + 1);
    expect(() => parseCreditOverrides("getTransaction:5")).toThrow(/method=credits/);
    expect(parseCreditOverrides("")).toEqual({});
  });
});
