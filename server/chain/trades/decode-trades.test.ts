// The decoder on recorded mainnet transactions: json-encoded ones converted
// exactly as a node answers jsonParsed (System and SPL Token parsed, inner
// too), and jsonParsed ones as recorded.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import { loadRecordedTransaction, loadRecordedTransactionCopy } from "@/server/chain/normalize/recorded-transactions";
import { loadCorpus } from "@/server/chain/testing/corpus/load-corpus";
import { toJsonParsed } from "@/server/chain/testing/json-parsed/to-json-parsed";
import { decodeTransaction } from "@/server/chain/trades/decode-trades";

const JSON_ENCODED = "server/chain/testing/recorded/transactions-json-encoded/";
const converted = (file: string) => normalizeTransaction(toJsonParsed(JSON.parse(readFileSync(JSON_ENCODED + file, "utf8"))));
const recorded = (file: string) => normalizeTransaction(loadRecordedTransaction(file));
const brief = (t: { owner: string; side: string; amount: bigint; quoteMint: string; quoteAmount: bigint; venue: string | null }) => ({
  owner: t.owner,
  side: t.side,
  amount: t.amount,
  quoteMint: t.quoteMint,
  quoteAmount: t.quoteAmount,
  venue: t.venue,
});
const SOL = "So11111111111111111111111111111111111111112";

describe("decodeTransaction on real swaps", () => {
  it("reads the dust an intermediate hop leaves in the trader's account as no trade (JitoSOL -> mSOL -> ORCA, 11 mSOL units left)", () => {
    const entry = loadCorpus().find((e) => e.signature.startsWith("4EoaRY7j"))!;
    const { trades } = decodeTransaction(normalizeTransaction({ slot: 0, ...entry.transaction }, entry.signature));
    const trader = "9sceVSTJ3bysMbG2ggmhi2NBMtb7KkMAtb4rc1koFdzW";
    expect(trades.filter((t) => t.owner === trader).map((t) => t.mint).sort()).toEqual(["J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn", "orcaEKTdK7LKz57vaAYr9QeNsVEPfiu6QeMU1kektZE"]);
  });

  const fromCorpus = (prefix: string) => {
    const entry = loadCorpus().find((e) => e.signature.startsWith(prefix))!;
    return decodeTransaction(normalizeTransaction({ slot: 0, ...entry.transaction }, entry.signature));
  };

  it("keeps the taker of an RFQ fill, not the market maker who pays the fee (Jupiter order engine)", () => {
    const { trades } = fromCorpus("5vBFfTGr");
    expect(trades.map(brief)).toEqual([
      { owner: "7T8ckKtdc5DH7ACS5AnCny7rVXYJPEsaAbdBri1FhPxY", side: "sell", amount: 287_442n, quoteMint: SOL, quoteAmount: 52_708_178n, venue: "jupiter_order_engine" },
    ]);
  });

  it("reads a lending repay with a collateral withdrawal (SOL out, jupSOL in) as no trade", () => {
    const { trades, events } = fromCorpus("2VvCxb43");
    expect(trades).toEqual([]);
    expect(events.length).toBeGreaterThan(0);
  });

  it("reads a 0.01 USD sale of SOL on one pool as a trade, and an arbitrage's dust as none", () => {
    expect(fromCorpus("3hbMRnMK").trades.map(brief)).toEqual([
      { owner: "9woFksj7wYraqW3hsK1HW6RdZX9vTaDG4VqxL1mmiMyV", side: "sell", amount: 113_468n, quoteMint: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", quoteAmount: 9_479n, venue: "one_dex" },
    ]);
    expect(fromCorpus("5vBSx86k").trades).toEqual([]);
  });

  it("prices a routed PumpSwap buy through a temporary WSOL account at the buyer's SOL out, net of fee and rent (3,882,999)", () => {
    const { trades, fee } = decodeTransaction(converted("pumpswap-buy-1.json"));
    expect(trades.map(brief)).toEqual([
      { owner: "G2341KGbNxuSAfCfqNuPhfLQtPB94hPfgyVPC89Faor4", side: "buy", amount: 4_374_143_343n, quoteMint: SOL, quoteAmount: 3_882_999n, venue: "pumpswap" },
    ]);
    expect(trades[0].lamports).toBe(3_882_999n);
    expect(fee).toBe(37_351n);
  });

  it("reads a PumpSwap sell of a Token-2022 mint out through a temporary WSOL account", () => {
    const [trade] = decodeTransaction(converted("pumpswap-sell-1.json")).trades;
    expect(brief(trade)).toMatchObject({ side: "sell", amount: 468_934_276_696_458n, quoteAmount: 201_692_493n, venue: "pumpswap" });
  });

  it("reads a Raydium CLMM buy paid from native SOL", () => {
    const [trade] = decodeTransaction(converted("raydium-clmm-buy-1.json")).trades;
    expect(brief(trade)).toMatchObject({ side: "buy", quoteAmount: 300_000_000n, venue: "raydium_clmm" });
  });

  it("keeps a Jito tip apart from a pump.fun buy's price", () => {
    const decoded = decodeTransaction(recorded("pumpfun-buy-1.json"));
    expect(decoded.tips).toBe(3_000_000n);
    expect(decoded.trades.map(brief)).toEqual([
      { owner: "4SrXdKFYoiUfYzWN7YV8kdJ2TkZieDmjVCEJg4mTAun6", side: "buy", amount: 724_879_458_841n, quoteMint: SOL, quoteAmount: 80_441_802n, venue: "pumpfun" },
    ]);
  });

  it("reads a Raydium AMM v4 buy and a pump.fun sell", () => {
    expect(decodeTransaction(recorded("raydium-v4-swap-1.json")).trades.map(brief)[0]).toMatchObject({ side: "buy", quoteAmount: 1_000_000_000n, venue: "raydium_amm_v4" });
    expect(decodeTransaction(recorded("pumpfun-sell-2.json")).trades.map(brief)[0]).toMatchObject({ side: "sell", quoteAmount: 702_264_256n, venue: "pumpfun" });
  });

  it("reports nothing for a failed transaction", () => {
    const raw = loadRecordedTransactionCopy("pumpfun-buy-1.json");
    raw.meta.err = { InstructionError: [3, { Custom: 6002 }] };
    expect(decodeTransaction(normalizeTransaction(raw))).toMatchObject({ failed: true, trades: [], events: [] });
  });
});

describe("decodeTransaction on real non-trades", () => {
  const kinds = (file: string) => {
    const decoded = decodeTransaction(recorded(file));
    expect(decoded.trades).toEqual([]);
    return decoded.events.map((e) => e.kind).sort();
  };

  it("classifies liquidity add, LP mint, LP burn and removal, pool creation", () => {
    expect(kinds("raydium-v4-add-liquidity.json")).toEqual(["liquidity_add", "lp_mint"]);
    expect(kinds("raydium-cpmm-deposit.json")).toEqual(["liquidity_add", "lp_mint"]);
    expect(kinds("raydium-v4-remove-liquidity.json")).toEqual(["liquidity_remove", "lp_burn"]);
    expect(kinds("raydium-v4-initialize.json")).toEqual(["pool_create", "pool_create"]);
  });

  it("classifies a USDC transfer and SOL transfers as no trade", () => {
    expect(kinds("usdc-transfer-checked.json")).toEqual(["transfer_out"]);
    expect(kinds("sol-transfer.json")).toEqual([]);
    expect(kinds("sol-transfer-multi.json")).toEqual([]);
  });

  it("calls an exchange's token withdrawal a withdrawal, not a buy", () => {
    const tx = recorded("usdc-transfer-checked.json");
    const sender = "3V9bd3EN5aNuhE4RiHGbZ1eZakJ1F9cDb8V4YLjCG8cg";
    const decoded = decodeTransaction(tx, { exchangeOf: (a) => (a === sender ? "Test Exchange" : null), isLiquidityOwner: () => false });
    expect(decoded.trades).toEqual([]);
    expect(decoded.events.find((e) => e.owner !== sender)?.kind).toBe("exchange_withdrawal");
  });
});
