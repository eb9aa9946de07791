import { describe, expect, it } from "vitest";
import { readRecordedBody } from "@/server/chain/http/recorded-data";
import { latestTokenPairsAnswerSchema, tokenPairsAnswerSchema } from "@/server/chain/market/schemas";
import { summarizeMarket } from "@/server/chain/market/transform";

const BONK = "DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263";
const WOOD = "Ao3fKu6s2jH2vFHLWUchgf4mPWQ7G4FEttHa1xXv7Wio";
const USDC = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
const pairsOf = (file: string) => latestTokenPairsAnswerSchema.parse(readRecordedBody(file)).pairs ?? [];

describe("dexscreener schemas", () => {
  it("accept every recorded answer, including pairs without liquidity or pairCreatedAt", () => {
    expect(pairsOf("market/dexscreener-token-bonk.json")).toHaveLength(30);
    expect(pairsOf("market/dexscreener-search.json")).toHaveLength(30);
    expect(pairsOf("market/dexscreener-pair.json")).toHaveLength(1);
    expect(tokenPairsAnswerSchema.parse(pairsOf("market/dexscreener-token-bonk.json"))).toHaveLength(30);
  });
});

describe("summarizeMarket", () => {
  it("takes the deepest SOL/USDC/USDT pair of the recorded BONK answer, not the mispriced Bonk/MET outlier", () => {
    // The deepest recorded pair overall is Bonk/MET on Meteora DLMM ($112.8M
    // liquidity, BONK at $0.02169, a $1.9T market cap): a token/token pair
    // mispricing one side. The deepest SOL pair is the one Jupiter routes through.
    const market = summarizeMarket(pairsOf("market/dexscreener-token-bonk.json"), BONK);
    expect(market).toMatchObject({
      status: "ok",
      pairAddress: "6oFWm7KPLfxnwMb3z5xwBoXNSPP3JJyirAPqPSiVcnsp",
      liquidityUsd: 258546.03,
      priceUsd: 0.000004502,
      marketCap: 396173734,
      quoteMint: "So11111111111111111111111111111111111111112",
      pairCount: 30,
    });
  });

  it("picks by liquidity, not by list order", () => {
    const pairs = pairsOf("market/dexscreener-token-bonk.json").slice(1); // drop the outlier
    const market = summarizeMarket(pairs, BONK);
    expect(market.status === "ok" && market.pairAddress).toBe("6oFWm7KPLfxnwMb3z5xwBoXNSPP3JJyirAPqPSiVcnsp");
    expect(market.status === "ok" && market.liquidityUsd).toBe(258546.03);
  });

  it("falls back to fdv when the pair has no marketCap", () => {
    const market = summarizeMarket(pairsOf("market/dexscreener-pair.json"), WOOD);
    expect(market).toMatchObject({ status: "ok", marketCap: 721, fdv: 721, liquidityUsd: 254.49, pairCreatedAt: 1701274530000 });
  });

  it("derives the price of a quote-side mint and leaves its caps unknown", () => {
    const market = summarizeMarket(pairsOf("market/dexscreener-pair.json"), USDC);
    expect(market).toMatchObject({ status: "ok", priceUsd: 1, marketCap: null, fdv: null, symbol: "USDC" });
  });

  it("answers none when no pair trades the mint", () => {
    expect(summarizeMarket(pairsOf("market/dexscreener-token-bonk.json"), WOOD)).toEqual({ status: "none" });
    expect(summarizeMarket([], BONK)).toEqual({ status: "none" });
  });
});
