import { describe, expect, it } from "vitest";
import type { HistoryTrade } from "@/server/engine/analytics/types";
import { makeTrade } from "@/server/engine/testing/analytics-factory";
import { address } from "@/server/engine/testing/snapshot-factory";
import { findWashCandidates } from "@/server/engine/analytics/wash-candidates";
import { MAX_OPERATOR_TRADERS } from "@/server/engine/analytics/wash-groups";
import { detectWashTrading } from "@/server/engine/analytics/wash-trading";

const [a, b, c] = [address("ring-a"), address("ring-b"), address("ring-c")];
const funder = address("ring-funder");
const trader = address("honest-trader");
const organic = address("organic");

/** `count` round trips of one wallet: buy 1,000, sell `sellRatio` of it 50 slots later. */
const trips = (owner: string, count: number, start: number, sellRatio = 1) =>
  Array.from({ length: count }, (_, i) => [
    makeTrade({ owner, side: "buy", slot: start + i * 100, amount: 1_000n, tag: `${i}` }),
    makeTrade({ owner, side: "sell", slot: start + i * 100 + 50, amount: BigInt(Math.round(1_000 * sellRatio)), tag: `${i}` }),
  ]).flat();

/** One wallet buys, the next sells the same amount: the bag goes round the ring. */
const passAround = (ring: string[], count: number, start: number) =>
  Array.from({ length: count }, (_, i) => [
    makeTrade({ owner: ring[i % ring.length], side: "buy", slot: start + i * 100, amount: 1_000n, tag: `pass-${i}` }),
    makeTrade({ owner: ring[(i + 1) % ring.length], side: "sell", slot: start + i * 100 + 50, amount: 1_000n, tag: `pass-${i}` }),
  ]).flat();

const paidBy = (payer: string, trades: HistoryTrade[]) => trades.map((t) => ({ ...t, feePayer: payer }));
/** funding chains: each wallet funded (hop 1) by `funder` */
const fundedBy = (funder: string, wallets: string[]) => ({ fundingChains: Object.fromEntries(wallets.map((w) => [w, [funder]])) });
const named = (trades: HistoryTrade[], inputs: Parameters<typeof detectWashTrading>[1] = {}) => detectWashTrading(trades, inputs).offenders.map((o) => o.wallet).sort();

describe("wash trading: round trips between wallets of one operator", () => {
  it("never names an active trader flipping its own bag, however flat its position", () => {
    const trades = [...trips(trader, 6, 100), makeTrade({ owner: organic, side: "buy", slot: 50, amount: 6_000n })];
    expect(detectWashTrading(trades).offenders).toEqual([]);
  });

  it("names each wallet of a ring paid by one funder, as one group with the group's round trips", () => {
    const trades = [...trips(a, 3, 100), ...trips(b, 3, 2_000), ...trips(c, 3, 4_000), ...trips(trader, 3, 6_000), makeTrade({ owner: organic, side: "buy", slot: 50, amount: 6_000n })];
    const result = detectWashTrading(trades, fundedBy(funder, [a, b, c]));
    expect(result.offenders.map((o) => o.wallet).sort()).toEqual([a, b, c].sort());
    for (const o of result.offenders) {
      expect(o).toMatchObject({ group_id: "wash-1", members: [a, b, c].sort(), shared_funder: funder, shared_fee_payer: null, round_trips: 3, group_round_trips: 9 });
      expect(o.volume_pct).toBe(20);
      expect(o.evidence_txs).toHaveLength(6);
    }
    // the ring's volume once: 3 x 6,000 of 30,000 (the honest trader's 6,000 and the organic 6,000 are not wash)
    expect(result.wash_volume_pct).toBe(60);
    expect(result.wash_score).toBe(90);
  });

  it("finds a ring that passes the bag from wallet to wallet once its wallets are known to share a funder", () => {
    const trades = passAround([a, b, c], 6, 100);
    expect(named(trades)).toEqual([]);
    expect(named(trades, fundedBy(funder, [a, b, c]))).toEqual([a, b, c].sort());
    expect(detectWashTrading(trades, fundedBy(funder, [a, b, c])).offenders[0].group_round_trips).toBe(6);
  });

  it("joins a ring whose wallets were each paid by a different wallet of one master (two hops up)", () => {
    const trades = [...trips(a, 2, 100), ...trips(b, 2, 1_000)];
    const master = address("master");
    const fundingChains = { [a]: [address("mule-a"), master], [b]: [address("mule-b"), master] };
    expect(named(trades, { fundingChains })).toEqual([a, b].sort());
    expect(detectWashTrading(trades, { fundingChains }).offenders[0].shared_funder).toBe(master);
  });

  it("joins wallets whose trades one fee payer paid for, without any funding link", () => {
    const payer = address("bundler-fee-payer");
    const trades = [...paidBy(payer, [...trips(a, 2, 100), ...trips(b, 2, 1_000)]), ...trips(trader, 5, 3_000)];
    const result = detectWashTrading(trades);
    expect(result.offenders.map((o) => o.wallet).sort()).toEqual([a, b].sort());
    expect(result.offenders[0]).toMatchObject({ shared_fee_payer: payer, shared_funder: null, group_round_trips: 4 });
  });

  it("joins the wallets of a scan funding group", () => {
    const trades = [...trips(a, 2, 100), ...trips(b, 2, 1_000)];
    expect(named(trades, { fundingGroups: [{ funder, members: [a, b] }] })).toEqual([a, b].sort());
  });

  it("is not wash: fewer than 3 round trips, a position kept (> 5% net), or a sell more than 10 minutes on", () => {
    const ring = fundedBy(funder, [a, b]);
    expect(named([...trips(a, 1, 100), ...trips(b, 1, 1_000)], ring)).toEqual([]);
    expect(named([...trips(a, 2, 100, 0.9), ...trips(b, 2, 1_000, 0.9)], ring)).toEqual([]);
    const spaced = [a, b, a].flatMap((owner, i) => [
      makeTrade({ owner, side: "buy", slot: 10_000 * i, amount: 1_000n }),
      makeTrade({ owner, side: "sell", slot: 10_000 * i + 2_000, amount: 1_000n }),
    ]);
    expect(named(spaced, ring)).toEqual([]);
  });

  it("leaves out a member of the group that only bought and held: it took part in no round trip", () => {
    const holder = address("ring-holder");
    const trades = [...trips(a, 2, 100), ...trips(b, 2, 1_000), makeTrade({ owner: holder, side: "buy", slot: 90, amount: 500n })];
    const result = detectWashTrading(trades, fundedBy(funder, [a, b, holder]));
    expect(result.offenders.map((o) => o.wallet).sort()).toEqual([a, b].sort());
    expect(result.offenders[0].members).toEqual([a, b].sort());
  });

  it("a funder behind as many traders as an exchange funds joins nobody", () => {
    const crowd = Array.from({ length: MAX_OPERATOR_TRADERS }, (_, i) => address(`crowd-${i}`));
    const trades = [...trips(a, 3, 100), ...trips(b, 3, 1_000), ...crowd.map((w, i) => makeTrade({ owner: w, side: "buy", slot: 5_000 + i, amount: 10n }))];
    expect(named(trades, fundedBy(funder, [a, b, ...crowd]))).toEqual([]);
  });
});

describe("wash candidates", () => {
  it("ranks the wallets that pair up most, its own sells or another's", () => {
    const trades = [...passAround([a, b, c], 6, 100), ...trips(trader, 1, 5_000), makeTrade({ owner: organic, side: "buy", slot: 50_000, amount: 5n })];
    const candidates = findWashCandidates(trades);
    expect(candidates.slice(0, 3).sort()).toEqual([a, b, c].sort());
    expect(candidates).toContain(trader);
    expect(candidates).not.toContain(organic);
  });
});
