// k. Thin liquidity against market cap (the creator pulled 97 % of the LP:
// price and cap unchanged, liquidity/mcap ~0.01); l. a pool with liquidity
// but no sell route (aggregator refuses the token); m. no pool at all (the
// creator airdropped the supply; no pair, no route).
import { slotDaysAgo } from "@/server/ledger/clock";
import { launchPoolToken } from "@/server/ledger/scenarios/pool-token";
import { defineScenario } from "@/server/ledger/scenarios/script";

export const thinLiquidity = defineScenario(
  { id: "thin-liquidity", title: "Thin liquidity vs market cap", description: "Raydium pool drained to ~1 % of supply by an LP withdrawal; market cap unchanged.", startSlot: slotDaysAgo(4.5) },
  (s) => {
    const token = launchPoolToken(s, { name: "Paper Tiger", symbol: "PAPR", pool: { venue: "raydium_v4", fraction: 0.35, sol: 60 }, buyers: 30, buyerSol: [0.2, 1.5] });
    s.at(600 + 30 * 2_200 + 3_000, { kind: "poolWithdraw", owner: token.creator, mint: token.mint, fraction: 0.97 });
    return {
      mint: token.mint,
      // its future (server/ledger/futures): the creator sells 60 % of its bag into the thin pool at +10 h
      future: { trading: "lives", steps: [{ atHours: 10, sell: { wallet: token.creator, amount: { fraction: 0.6 } } }] },
      expect: {
        recommendation: "REVIEW",
        alsoAcceptable: ["AVOID"],
        exitLiquidityRisk: true,
        honeypot: { risk: "LOW", risks: [] },
        sellRoute: "routable",
        venue: "raydium_v4",
        deployer: { creator: token.creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 },
        holderCount: { min: 28, max: 34 },
      },
    };
  },
);

export const noSellRoute = defineScenario(
  { id: "no-sell-route", title: "Liquidity but no sell route", description: "PumpSwap pool with real liquidity, but the aggregator finds no route to sell the token.", startSlot: slotDaysAgo(3.5) },
  (s) => {
    const token = launchPoolToken(s, { name: "Roach Motel", symbol: "ROACH", sellBlocked: true, pool: { venue: "pumpswap", fraction: 0.8, sol: 70 }, buyers: 28 });
    return {
      mint: token.mint,
      // its future (server/ledger/futures): the creator pulls 90 % of the liquidity at +3 h, and trading stops
      future: { trading: "lives", steps: [{ atHours: 3, event: "liquidity_drain" }, { atHours: 3, trading: "quiet" }] },
      expect: {
        recommendation: "AVOID",
        sellRoute: "blocked",
        honeypot: { risk: "LOW", risks: [] },
        venue: "pumpswap",
        deployer: { creator: token.creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 },
        holderCount: { min: 26, max: 32 },
      },
    };
  },
);

export const noPool = defineScenario(
  { id: "no-pool", title: "No pool at all", description: "Classic SPL token distributed by transfers; never listed: no pair, no route.", startSlot: slotDaysAgo(2.5) },
  (s) => {
    const token = launchPoolToken(s, { name: "Ghost Town", symbol: "GHST", pool: null, buyers: 0 });
    s.wallets("holder", 26).forEach((to, i) =>
      s.at(500 + i * 900, { kind: "tokenTransfer", from: token.creator, to, mint: token.mint, amount: { raw: BigInt(2_000_000 + i * 1_100_000) * 1_000_000n } }),
    );
    return {
      mint: token.mint,
      expect: {
        recommendation: "REVIEW",
        sellRoute: "no_pool",
        honeypot: { risk: "LOW", risks: [] },
        venue: "none",
        deployer: { creator: token.creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 },
        holderCount: { min: 26, max: 28 },
      },
    };
  },
);
