// Every buy and sell in recorded mainnet transactions, with the wallet, side,
// token amount and SOL amount read by hand from each transaction's balances:
// the SOL side is the trader's own net SOL change (pool, protocol, creator and
// router fees and payments to unlisted accounts included, as issue 17 labels
// the PumpSwap buy), never its tips or listed bot fees (Jito, HWEoBx...), the
// rent it still holds or the transaction fee.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import { isWalletAddress } from "@/server/services/scan/gather/holders";
import { toJsonParsed } from "@/server/chain/testing/json-parsed/to-json-parsed";
import { extractHistoryTrades } from "@/server/services/scan/gather/trade-history-trades";

const RECORDED = fileURLToPath(new URL("../../../chain/testing/recorded/", import.meta.url));
const readJson = (path: string): unknown => JSON.parse(readFileSync(RECORDED + path, "utf8"));
const unwrap = (json: unknown) => (json && typeof json === "object" && "result" in json ? (json as { result: unknown }).result : json);
const parsed = (file: string) => normalizeTransaction(unwrap(readJson(`transactions/${file}`)));
// converted exactly as a node answers jsonParsed: System and SPL Token instructions parsed, inner ones too
const encoded = (file: string) => normalizeTransaction(toJsonParsed(unwrap(readJson(`transactions-json-encoded/${file}`))));
const isPool = (owner: string) => !isWalletAddress(owner);
const summary = (tx: ReturnType<typeof parsed>, mint: string) =>
  extractHistoryTrades(tx, mint, isPool).map((t) => ({ owner: t.owner, side: t.side, amount: t.amount, lamports: t.lamports, venue: t.venue }));

describe("trades in recorded pump.fun transactions", () => {
  it("pumpfun-buy-1: 79,645,349 lamports to the curve + 1% fee, not the 3,000,000 Jito tip, the ATA rent or the fee", () => {
    expect(summary(parsed("pumpfun-buy-1.json"), "FstBRGMkNKf4wNvfieYUPS9YsbNoQJMCh6v89zajpump")).toEqual([
      { owner: "4SrXdKFYoiUfYzWN7YV8kdJ2TkZieDmjVCEJg4mTAun6", side: "buy", amount: 724879458841n, lamports: 80441802n, venue: "pumpfun" },
    ]);
  });

  it("pumpfun-sell-1: 3,556,271 lamports out of the curve less the 1% fee; the 3,000,000 to a listed bot fee wallet is kept apart", () => {
    expect(summary(parsed("pumpfun-sell-1.json"), "FstBRGMkNKf4wNvfieYUPS9YsbNoQJMCh6v89zajpump")).toEqual([
      { owner: "3P2pmfQAFTwcC1xWtYbVYoRn3hngya8Kd9jMaF5GfnUa", side: "sell", amount: 94443000000n, lamports: 3520709n, venue: "pumpfun" },
    ]);
  });

  it("pumpfun-sell-2 and pumpfun-buy-3 on the same curve", () => {
    const mint = "4R4CLQXsm2aHXc31CDDMsYwdYEqYB9aW6vfgobW2u1Cw";
    expect(summary(parsed("pumpfun-sell-2.json"), mint)).toEqual([
      { owner: "GTEBTjyWDDCXinv9GKzwx5A1vDKeqWiTa9cSUWZ2rMpu", side: "sell", amount: 19274301000000n, lamports: 702264256n, venue: "pumpfun" },
    ]);
    expect(summary(parsed("pumpfun-buy-3.json"), mint)).toEqual([
      { owner: "5Q7RF6prxoFm1Ko5pVDDCda6Lm6T5JgF1ER7Qk47meCP", side: "buy", amount: 364011419936n, lamports: 13377383n, venue: "pumpfun" },
    ]);
  });

  it("pumpfun-buy-completes-curve: the last buy, through an unknown router (its fee is part of what the buyer paid)", () => {
    expect(summary(parsed("pumpfun-buy-completes-curve.json"), "B9ktH3g7mwgdoDgCgGRim6qeqPcyRVWJueXS12CMpump")).toEqual([
      { owner: "niggerd597QYedtvjQDVHZTCCGyJrwHNm2i49dkm5zS", side: "buy", amount: 20963465348985n, lamports: 8154438552n, venue: "pumpfun" },
    ]);
  });

  it("pumpfun-create-1: the dev buy is 1.1 SOL + 1% fee; the bot fee, mint, curve and metadata rent are not price", () => {
    expect(summary(parsed("pumpfun-create-1.json"), "ER2N5eaDoC68kNhj7LyaScimzq7deaqxiw88rewvxaKp")).toEqual([
      { owner: "Fswrw3tgQL597kCexxLEhft6a7Su4CDoqwRMqqj4BEp5", side: "buy", amount: 37951768488745n, lamports: 1111000000n, venue: "pumpfun" },
    ]);
  });

  it("pumpfun-buy-2: a buy sold back in the same transaction is no trade", () => {
    expect(summary(parsed("pumpfun-buy-2.json"), "ER2N5eaDoC68kNhj7LyaScimzq7deaqxiw88rewvxaKp")).toEqual([]);
  });
});

describe("trades in recorded PumpSwap and Raydium transactions", () => {
  it("pumpswap-sell-1: 201,692,493 lamports out of the pool's WSOL vault, paid as native SOL", () => {
    const tx = encoded("pumpswap-sell-1.json");
    expect(summary(tx, "EWV6bjhKF5zkXANCdWPvDs7dofRVk4pKyVTitqgEWj8E")).toEqual([
      { owner: "95rVs91daKmzom4SM41dg4MRmy5M7rMEHPerenZwWaCq", side: "sell", amount: 468934276696458n, lamports: 201692493n, venue: "pumpswap" },
    ]);
    const [trade] = extractHistoryTrades(tx, "EWV6bjhKF5zkXANCdWPvDs7dofRVk4pKyVTitqgEWj8E", isPool);
    expect(trade.reserves).toEqual({
      pool: "CW644FAJoQE9B9MGqmdfDseS4XfsmgS77ve7zJDJxiPS",
      tokenBefore: 344034375969831999n,
      tokenAfter: 344503076480687631n,
      solBefore: 148617625980n,
      solAfter: 148415933487n,
    });
  });

  it("pumpswap-buy-1: 3,615,608 lamports into the pool plus protocol, creator and router fees, paid through a temporary WSOL account (3,882,999)", () => {
    expect(summary(encoded("pumpswap-buy-1.json"), "8k1DvnFBsbuWJw2t4JqTibR7cAgqadMveqiykMr1pump")).toEqual([
      { owner: "G2341KGbNxuSAfCfqNuPhfLQtPB94hPfgyVPC89Faor4", side: "buy", amount: 4374143343n, lamports: 3882999n, venue: "pumpswap" },
    ]);
  });

  it("raydium-clmm-buy-1: 0.3 SOL into the pool's WSOL vault", () => {
    expect(summary(encoded("raydium-clmm-buy-1.json"), "7eR1yv7pUzhaqQneKJ2fmVTRuzY61ja5KwfbBrLsq1Gu")).toEqual([
      { owner: "98QXkwe6DThTsTq7tukKF4g9Wc6WnRbZyTBZ1iBupY39", side: "buy", amount: 807769528641n, lamports: 300000000n, venue: "raydium_clmm" },
    ]);
  });

  it("raydium-v4-swap-1: 1 SOL of WSOL into the v4 vault, the v4 authority as pool", () => {
    const tx = parsed("raydium-v4-swap-1.json");
    expect(summary(tx, "6dy2GWsHdoCfwubgGdaqPE8ZSiGdwT9EGgaYnQo5RNpc")).toEqual([
      { owner: "FhXQupaa2hV6QerwikzKXFArzbkf5rB5QvjPq4YQa7nB", side: "buy", amount: 2905164683341251n, lamports: 1000000000n, venue: "raydium_amm_v4" },
    ]);
    expect(extractHistoryTrades(tx, "6dy2GWsHdoCfwubgGdaqPE8ZSiGdwT9EGgaYnQo5RNpc", isPool)[0].reserves?.solAfter).toBe(58302448768n);
  });

  it("an allocation sent to a wallet (no quote moved back) is not a buy: a team's seed tokens never count as bought", () => {
    const tx = parsed("usdc-transfer-checked.json");
    const everyone = () => false;
    expect(extractHistoryTrades(tx, "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", everyone)).toEqual([]);
  });

  it("liquidity added or removed is not a trade of the pooled token", () => {
    expect(summary(parsed("raydium-v4-add-liquidity.json"), "fCkfAdhfrsevH9fKjS7rjB7t3GZtzHSi37yFZofsCNC")).toEqual([]);
    expect(summary(parsed("raydium-v4-initialize.json"), "9WJXYDyMPrrzKHkjqtm6WefritTxkw36kjgzC42JukpW")).toEqual([]);
  });
});
