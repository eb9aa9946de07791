import { describe, expect, it } from "vitest";
import { resolveEngineConfig } from "@/server/engine/config";
import { address, funderProfile, makeHolders, makeSnapshot, profilesFor } from "@/server/engine/testing/snapshot-factory";
import { detectExchangeFunding } from "@/server/engine/analytics/exchange-funding";

describe("exchange funding", () => {
  const binance = address("binance-hot");
  const okx = address("okx-hot");
  const bigUnlabelled = address("big-funder");
  const holders = makeHolders([
    { pct: 2, name: "b1", funders: [binance] },
    { pct: 3, name: "b2", funders: [binance] },
    { pct: 1, name: "o1", funders: [okx] },
    { pct: 4, name: "x1", funders: [bigUnlabelled] },
    { pct: 5, name: "plain" },
  ]);
  const funders = profilesFor(holders, {
    [binance]: { label: "Binance" },
    [okx]: { label: "OKX" },
    [bigUnlabelled]: { fundedWallets: 400 },
  });
  const result = detectExchangeFunding(makeSnapshot({ holders, funders }), resolveEngineConfig());

  it("names each labelled exchange with its holders and share of supply", () => {
    expect(result.exchanges).toEqual([
      { label: "Binance", funder_wallets: [binance], holders: [address("b1"), address("b2")].sort(), wallet_count: 2, pct: 5 },
      { label: "OKX", funder_wallets: [okx], holders: [address("o1")], wallet_count: 1, pct: 1 },
    ]);
  });

  it("leaves behaviourally exchange-like funders unnamed", () => {
    expect(result.unlabelled_exchange_like).toEqual([{ funder: bigUnlabelled, wallet_count: 1, pct: 4 }]);
    expect(result.exchange_funded_pct).toBe(10);
    expect(result.holders_checked).toBe(5);
  });

  it("an ordinary funder is no exchange", () => {
    expect(funderProfile(address("x")).label).toBeNull();
    expect(result.exchanges.flatMap((e) => e.holders)).not.toContain(address("plain"));
  });
});
