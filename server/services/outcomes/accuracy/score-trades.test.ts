import { describe, expect, it } from "vitest";
import { formatCorpusFigures, scoreTradeLabel, type ReadTrade, type TradeLabel } from "@/server/services/outcomes/accuracy/score-trades";

const WSOL = "So11111111111111111111111111111111111111112";
const USDC = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
const TOKEN = "TTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTT";
const WALLET = "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW";
const POOL_PROGRAM = "PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPP";
const AGGREGATOR = "JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4";

const buy: TradeLabel = {
  signature: "sig-buy",
  kind: "trade",
  hand_checked: true,
  trades: [{ trader: WALLET, side: "buy", token_mint: TOKEN, token_amount: "1000", quote_mint: WSOL, quote_amount: "3882999", venue: AGGREGATOR, route_venues: [POOL_PROGRAM] }],
};
const read = (over: Partial<ReadTrade> = {}): ReadTrade => ({ owner: WALLET, mint: TOKEN, side: "buy", amount: 1000n, quoteMint: WSOL, quoteAmount: 3882999n, venueProgram: POOL_PROGRAM, ...over });
const cells = (label: TradeLabel, trades: ReadTrade[]) => scoreTradeLabel(label, trades).map((o) => o.cell);

describe("scoreTradeLabel", () => {
  it("an exact trade (venue among the route's) is a true positive", () => {
    expect(cells(buy, [read()])).toEqual(["tp"]);
    expect(cells(buy, [read({ venueProgram: AGGREGATOR })])).toEqual(["tp"]);
  });

  it("one field off is a miss and a false read, with the field named", () => {
    const out = scoreTradeLabel(buy, [read({ quoteAmount: 31305n })]);
    expect(out.map((o) => o.cell)).toEqual(["fn", "fp"]);
    expect(out[0].detail).toContain("quote amount 31305 != 3882999");
    expect(cells(buy, [read({ side: "sell" })])).toEqual(["fn", "fp"]);
    expect(cells(buy, [read({ venueProgram: null })])).toEqual(["fn", "fp"]);
  });

  it("a labelled trade not read is missed; a trade read on a non-trade is false", () => {
    const out = scoreTradeLabel(buy, []);
    expect(out.map((o) => o.cell)).toEqual(["fn"]);
    expect(out[0].detail).toMatch(/hand-checked label\): missed/);
    const transfer: TradeLabel = { signature: "sig-transfer", kind: "transfer", hand_checked: true };
    expect(cells(transfer, [])).toEqual(["tn"]);
    expect(cells(transfer, [read()])).toEqual(["fp"]);
  });

  it("the mirrored side of a token-for-token trade is neither true nor false", () => {
    const swap: TradeLabel = { ...buy, trades: [{ ...buy.trades![0], quote_mint: USDC, quote_amount: "50" }] };
    const mirror = read({ mint: USDC, side: "sell", amount: 50n, quoteMint: TOKEN, quoteAmount: 1000n });
    expect(cells(swap, [read({ quoteMint: USDC, quoteAmount: 50n }), mirror])).toEqual(["tp"]);
  });

  it("puts each outcome in its group: by quote and side, false reads and non-trades apart", () => {
    const groups = (label: TradeLabel, trades: ReadTrade[]) => scoreTradeLabel(label, trades).map((o) => o.group);
    expect(groups(buy, [read()])).toEqual(["SOL buys"]);
    const stableSell: TradeLabel = { ...buy, trades: [{ ...buy.trades![0], side: "sell", quote_mint: USDC }] };
    expect(groups(stableSell, [])).toEqual(["stablecoin-quoted"]);
    const transfer: TradeLabel = { signature: "t", kind: "transfer", hand_checked: false };
    expect(groups(transfer, [])).toEqual(["non-trade transactions"]);
    expect(groups(transfer, [read()])).toEqual(["not a labelled trade"]);
  });
});

describe("formatCorpusFigures", () => {
  it("states exact reads of labelled trades per group, false trades and outright misses", () => {
    const breakdown = [
      { group: "SOL buys", tp: 64, fp: 0, fn: 1 },
      { group: "SOL sells", tp: 34, fp: 2, fn: 3 },
      { group: "stablecoin-quoted", tp: 36, fp: 9, fn: 11 },
      { group: "token-for-token", tp: 8, fp: 0, fn: 0 },
      { group: "not a labelled trade", tp: 0, fp: 3, fn: 0 },
      { group: "non-trade transactions", tp: 0, fp: 0, fn: 0 },
    ];
    expect(formatCorpusFigures(breakdown)).toBe("buys 64/65, sells 34/37, stablecoin 36/47, token-for-token 8/8, false trades 3, missed 4");
  });
});
