import { describe, expect, it } from "vitest";
import type { Cluster } from "@/server/engine/report-types";
import { makeTrade } from "@/server/engine/testing/analytics-factory";
import { address } from "@/server/engine/testing/snapshot-factory";
import { detectWashTrading } from "@/server/engine/analytics/wash-trading";

const washer = address("washer");
const organic = address("organic");
const trips = (owner: string, count: number, start: number, sellRatio = 1) =>
  Array.from({ length: count }, (_, i) => [
    makeTrade({ owner, side: "buy", slot: start + i * 100, amount: 1_000n, tag: `${i}` }),
    makeTrade({ owner, side: "sell", slot: start + i * 100 + 50, amount: BigInt(Math.round(1_000 * sellRatio)), tag: `${i}` }),
  ]).flat();

describe("wash trading", () => {
  it("flags a wallet with 3 round trips and a flat position, with the evidence", () => {
    const trades = [...trips(washer, 3, 100), makeTrade({ owner: organic, side: "buy", slot: 50, amount: 6_000n })];
    const result = detectWashTrading(trades, []);
    expect(result.offenders.map((o) => [o.wallet, o.round_trips, o.volume_pct])).toEqual([[washer, 3, 50]]);
    expect(result.offenders[0].evidence_txs).toHaveLength(6);
    expect(result.wash_volume_pct).toBe(50);
    expect(result.wash_score).toBe(75);
  });

  it("two round trips are not wash trading", () => {
    expect(detectWashTrading(trips(washer, 2, 100), []).offenders).toEqual([]);
  });

  it("a wallet that keeps more than 5% of its volume is accumulating, not washing", () => {
    const trades = [...trips(washer, 3, 100, 0.9)];
    expect(detectWashTrading(trades, []).offenders).toEqual([]);
  });

  it("a sell more than 10 minutes after the buy closes no round trip", () => {
    const spaced = Array.from({ length: 3 }, (_, i) => [
      makeTrade({ owner: washer, side: "buy", slot: 10_000 * i, amount: 1_000n }),
      makeTrade({ owner: washer, side: "sell", slot: 10_000 * i + 2_000, amount: 1_000n }),
    ]).flat();
    expect(detectWashTrading(spaced, []).offenders).toEqual([]);
  });

  it("wallets of one funding cluster passing the token around count as one offender group", () => {
    const [a, b] = [address("ring-a"), address("ring-b")];
    const ring = Array.from({ length: 3 }, (_, i) => [
      makeTrade({ owner: a, side: "buy", slot: 100 + i * 100, amount: 1_000n, tag: `${i}` }),
      makeTrade({ owner: b, side: "sell", slot: 150 + i * 100, amount: 1_000n, tag: `${i}` }),
    ]).flat();
    const cluster: Cluster = { id: "funding-1", type: "funding", wallet_count: 2, combined_pct: 1, master_full: address("ring-master"), evidence_txs: [], members: [a, b], points: 0 };
    const result = detectWashTrading(ring, [cluster]);
    expect(result.offenders).toHaveLength(1);
    expect(result.offenders[0]).toMatchObject({ wallet: address("ring-master"), members: [a, b].sort(), round_trips: 3, volume_pct: 100 });
    expect(result.wash_score).toBe(100);
  });

  it("wallets sharing a hop-1 funder (outside the holder trace) are one group too", () => {
    const [a, b] = [address("sold-out-a"), address("sold-out-b")];
    const trades = [...trips(a, 3, 100), ...trips(b, 3, 2_000)];
    const funder = address("shared-funder");
    const result = detectWashTrading(trades, [], { [a]: funder, [b]: funder });
    expect(result.offenders).toEqual([expect.objectContaining({ wallet: funder, members: [a, b].sort(), round_trips: 6 })]);
  });
});
