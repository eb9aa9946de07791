// DexScreener and Jupiter answers of the ledger, shaped like the recorded
// real answers (market/*.json) and consistent with the scenarios' truth.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCENARIOS } from "@/server/ledger/scenarios";
import { startLedgerServer, type LedgerServer } from "@/server/ledger/server/ledger-server";

/** The recorded real answers kept in the repository (server/chain/testing/recorded, see its README). */
const RECORDED = fileURLToPath(new URL("../../chain/testing/recorded/market", import.meta.url));
const SOL = "So11111111111111111111111111111111111111112";
let server: LedgerServer;
const mintOf = (id: string) => SCENARIOS.find((s) => s.id === id)!.mint;

beforeAll(async () => {
  server = await startLedgerServer({ port: 0 });
});

afterAll(async () => {
  await server.close();
});

const pairs = async (mint: string) => (await fetch(`${server.dexscreenerUrl}/tokens/v1/solana/${mint}`)).json();
const quote = (input: string, output: string, amount: bigint) => fetch(`${server.jupiterUrl}/swap/v1/quote?inputMint=${input}&outputMint=${output}&amount=${amount}&slippageBps=100`);

describe("DexScreener emulation", () => {
  it("returns pool pairs with every key of a recorded pumpswap pair", async () => {
    const recorded = JSON.parse(readFileSync(`${RECORDED}/dexscreener-search.json`, "utf8"));
    const real = (recorded.body ?? recorded).pairs.find((p: { dexId: string }) => p.dexId === "pumpswap");
    const [pair] = await pairs(mintOf("clean-organic"));
    expect(Object.keys(pair).sort()).toEqual(Object.keys(real).sort());
    expect(pair.dexId).toBe("pumpswap");
    expect(pair.quoteToken.address).toBe(SOL);
    expect(pair.liquidity.usd).toBeGreaterThan(10_000);
    expect(pair.marketCap).toBeGreaterThan(pair.liquidity.usd);
    expect(Number(pair.priceUsd) / Number(pair.priceNative)).toBeCloseTo(150, 0);
  });

  it("lists an open pump.fun curve without a liquidity object, like the real pumpfun pair", async () => {
    const [pair] = await pairs(mintOf("same-slot-bundle"));
    expect(pair.dexId).toBe("pumpfun");
    expect(pair.liquidity).toBeUndefined();
    expect(pair.marketCap).toBeGreaterThan(4_000);
  });

  it("answers [] (v1) and pairs: null (latest) for a token with no pool", async () => {
    expect(await pairs(mintOf("no-pool"))).toEqual([]);
    const latest = await (await fetch(`${server.dexscreenerUrl}/latest/dex/tokens/${mintOf("no-pool")}`)).json();
    expect(latest).toEqual({ schemaVersion: "1.0.0", pairs: null });
  });

  it("shows thin liquidity against market cap where the scenario planted it", async () => {
    const [thin] = await pairs(mintOf("thin-liquidity"));
    expect(thin.liquidity.usd / thin.marketCap).toBeLessThan(0.03);
    const [healthy] = await pairs(mintOf("graduated"));
    expect(healthy.liquidity.usd / healthy.marketCap).toBeGreaterThan(0.03);
  });

  it("serves several tokens in one call, deepest pair first", async () => {
    const list = await pairs(`${mintOf("graduated")},${mintOf("coordinated-exit")}`);
    expect(list.length).toBe(3);
    const liquidity = list.map((p: { liquidity?: { usd: number } }) => p.liquidity?.usd ?? 0);
    expect([...liquidity].sort((a, b) => b - a)).toEqual(liquidity);
  });
});

describe("Jupiter emulation", () => {
  it("quotes a sell with every key of a recorded quote and a fractional price impact", async () => {
    const recorded = JSON.parse(readFileSync(`${RECORDED}/jupiter-quote-bonk-sol.json`, "utf8")).body;
    const res = await quote(mintOf("clean-organic"), SOL, 1_000_000_000_000n);
    expect(res.status).toBe(200);
    const body = await res.json();
    for (const key of Object.keys(recorded)) expect(body, key).toHaveProperty(key);
    const impact = Number(body.priceImpactPct);
    expect(impact).toBeGreaterThan(0);
    expect(impact).toBeLessThan(1);
    expect(BigInt(body.otherAmountThreshold)).toBeLessThan(BigInt(body.outAmount));
    expect(body.routePlan[0].swapInfo.label).toBe("Pump.fun Amm");
  });

  it("has bigger impact for bigger sells", async () => {
    const small = await (await quote(mintOf("graduated"), SOL, 1_000_000_000n)).json();
    const big = await (await quote(mintOf("graduated"), SOL, 100_000_000_000_000n)).json();
    expect(Number(big.priceImpactPct)).toBeGreaterThan(Number(small.priceImpactPct) * 10);
  });

  it("finds no route for unsellable tokens even though they have a pool, but lets them be bought", async () => {
    for (const id of ["no-sell-route", "t22-transfer-hook", "t22-default-frozen"]) {
      const res = await quote(mintOf(id), SOL, 1_000_000_000n);
      expect(res.status, id).toBe(400);
      expect(await res.json()).toEqual({ error: "Could not find any route", errorCode: "COULD_NOT_FIND_ANY_ROUTE" });
      expect((await pairs(mintOf(id))).length).toBeGreaterThan(0);
    }
    expect((await quote(SOL, mintOf("no-sell-route"), 100_000_000n)).status).toBe(200);
  });

  it("finds no route for a token with no pool, and routes an open curve", async () => {
    expect((await quote(mintOf("no-pool"), SOL, 1_000_000n)).status).toBe(400);
    const curve = await (await quote(mintOf("relayer-launch"), SOL, 1_000_000_000n)).json();
    expect(curve.routePlan[0].swapInfo.label).toBe("Pump.fun");
  });

  it("takes the transfer fee out of a Token-2022 sell", async () => {
    for (const [id, keep] of [["t22-transfer-fee", 0.9], ["t22-inert", 1]] as const) {
      const amount = 1_000_000_000n;
      const body = await (await quote(mintOf(id), SOL, amount)).json();
      const [pair] = await pairs(mintOf(id));
      // constant product on the pair's reserves, 0.25 % pool fee, after the token's transfer fee.
      const inTokens = (Number(amount) / 1e6) * keep * 0.9975;
      const expected = ((inTokens * pair.liquidity.quote) / (pair.liquidity.base + inTokens)) * 1e9;
      expect(Number(body.outAmount) / expected, id).toBeCloseTo(1, 2);
    }
    const bad = await fetch(`${server.jupiterUrl}/swap/v1/quote?inputMint=${SOL}&outputMint=${SOL}&amount=abc`);
    expect(bad.status).toBe(400);
  });
});
