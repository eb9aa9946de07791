import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RECORDED_DATA_DIR } from "@/server/chain/http/recorded-data";
import type { MarketSnapshot } from "@/server/engine/snapshot";
import { decodeBondingCurve, withCurveLiquidity } from "@/server/services/scan/gather/derive/bonding-curve";

const recorded = JSON.parse(readFileSync(`${RECORDED_DATA_DIR}accounts/pumpfun-bonding-curve.json`, "utf8")) as {
  result: { value: { data: [string, string] } };
};

const market: MarketSnapshot = {
  status: "ok",
  priceUsd: 0.00001,
  liquidityUsd: 0,
  marketCap: 10_000,
  fdv: 10_000,
  pairAddress: "curve",
  dexId: "pumpfun",
  pairCreatedAt: null,
  pairCount: 1,
  name: null,
  symbol: null,
  quoteMint: "So11111111111111111111111111111111111111112",
  priceNative: 0.0000001, // => 100 USD per SOL
};

describe("pump.fun bonding curve", () => {
  it("decodes the recorded mainnet curve account", () => {
    const curve = decodeBondingCurve(recorded.result.value.data[0]);
    expect(curve).not.toBeNull();
    // the account holds 0.0735 SOL in lamports; its real SOL reserve cannot exceed that.
    expect(curve!.realSolReserves).toBeLessThanOrEqual(73_551_852n);
    expect(curve!.virtualSolReserves).toBeGreaterThan(curve!.realSolReserves);
    expect(curve!.tokenTotalSupply).toBe(1_000_000_000_000_000n);
    expect(curve!.complete).toBe(false);
  });

  it("fills a missing liquidity figure with twice the curve's real SOL at the pair's SOL price", () => {
    const curve = { virtualTokenReserves: 0n, virtualSolReserves: 0n, realTokenReserves: 0n, realSolReserves: 5_000_000_000n, tokenTotalSupply: 0n, complete: false };
    expect(withCurveLiquidity(market, curve)).toMatchObject({ liquidityUsd: 1_000 });
  });

  it("leaves a reported figure, a completed curve and a non-SOL pair alone", () => {
    const curve = { virtualTokenReserves: 0n, virtualSolReserves: 0n, realTokenReserves: 0n, realSolReserves: 5_000_000_000n, tokenTotalSupply: 0n, complete: false };
    expect(withCurveLiquidity({ ...market, liquidityUsd: 42 }, curve)).toMatchObject({ liquidityUsd: 42 });
    expect(withCurveLiquidity(market, { ...curve, complete: true })).toMatchObject({ liquidityUsd: 0 });
    expect(withCurveLiquidity({ ...market, quoteMint: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v" }, curve)).toMatchObject({ liquidityUsd: 0 });
  });
});
