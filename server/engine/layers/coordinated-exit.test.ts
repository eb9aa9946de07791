import { describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import { address, amountOfPct, makeSell, makeSnapshot } from "@/server/engine/testing/snapshot-factory";
import type { TradeSnapshot } from "@/server/engine/snapshot";
import { coordinatedExitLayer } from "@/server/engine/layers/coordinated-exit";

const evaluate = (trades: TradeSnapshot[], config = DEFAULT_ENGINE_CONFIG) => coordinatedExitLayer.evaluate(makeSnapshot({ trades }), config);
// bag-share arithmetic on tiny amounts: the dust floor is tested on its own below.
const noDustFloor = { ...DEFAULT_ENGINE_CONFIG, coordinatedExitMinSoldPct: 0 };
const [a, b, c] = [address("seller-a"), address("seller-b"), address("seller-c")];

describe("coordinated exit layer", () => {
  it("flags two owners each selling at least 25% of their bag in one slot, with sold_pct of supply", () => {
    const trades = [makeSell(a, 900, amountOfPct(1.5), amountOfPct(3)), makeSell(b, 900, amountOfPct(0.5), amountOfPct(2))];
    const { findings, contributions } = evaluate(trades);
    expect(findings.clusters).toHaveLength(1);
    const [cluster] = findings.clusters;
    // sold 1.5% + 0.5% of supply out of 3% + 2%: they hold 1.5% + 1.5% now.
    expect(cluster).toMatchObject({ type: "coordinated_exit", wallet_count: 2, sold_pct: 2, combined_pct: 3, slot: 900 });
    expect(cluster.evidence_txs).toEqual(trades.map((trade) => trade.signature));
    expect(contributions[0].reason).toContain("sold 2.0% of supply in slot 900");
  });

  it("combined_pct is the members' share now: later sells lower it (docs/decisions.md Cluster shares)", () => {
    const trades = [
      makeSell(a, 900, amountOfPct(1.5), amountOfPct(3)),
      makeSell(b, 900, amountOfPct(0.5), amountOfPct(2)),
      makeSell(a, 950, amountOfPct(1.5), amountOfPct(1.5), "rest"),
    ];
    const [cluster] = evaluate(trades).findings.clusters;
    expect(cluster).toMatchObject({ sold_pct: 2, combined_pct: 1.5 });
  });

  it("ignores a seller below 25% of the bag", () => {
    const trades = [makeSell(a, 900, amountOfPct(1.5), amountOfPct(3)), makeSell(b, 900, amountOfPct(0.49), amountOfPct(2))];
    expect(evaluate(trades).findings.clusters).toEqual([]);
  });

  it("counts exactly 25% of the bag", () => {
    const trades = [makeSell(a, 900, 25n, 100n), makeSell(b, 900, 1n, 4n)];
    expect(evaluate(trades, noDustFloor).findings.clusters).toHaveLength(1);
  });

  it("needs the sells in the same slot", () => {
    const trades = [makeSell(a, 900, 50n, 100n), makeSell(b, 901, 50n, 100n)];
    expect(evaluate(trades).findings.clusters).toEqual([]);
  });

  it("adds up several sells of one owner in the slot against the balance before the first", () => {
    const trades = [
      makeSell(a, 900, 15n, 100n, "1"),
      makeSell(a, 900, 15n, 85n, "2"),
      makeSell(b, 900, 40n, 100n),
    ];
    const [cluster] = evaluate(trades, noDustFloor).findings.clusters;
    expect(cluster.wallet_count).toBe(2);
    expect(cluster.evidence_txs).toHaveLength(3);
  });

  it("ignores two traders dumping dust in one slot (below 0.5% of supply together)", () => {
    const dust = [makeSell(a, 900, amountOfPct(0.2), amountOfPct(0.4)), makeSell(b, 900, amountOfPct(0.2), amountOfPct(0.3))];
    expect(evaluate(dust).findings.clusters).toEqual([]);
    const real = [makeSell(a, 900, amountOfPct(0.3), amountOfPct(0.4)), makeSell(b, 900, amountOfPct(0.2), amountOfPct(0.3))];
    expect(evaluate(real).findings.clusters).toHaveLength(1);
  });

  it("does not count one owner selling twice as two wallets", () => {
    expect(evaluate([makeSell(a, 900, 50n, 100n, "1"), makeSell(a, 900, 50n, 50n, "2")]).findings.clusters).toEqual([]);
  });

  it("ignores buys", () => {
    const buy: TradeSnapshot = { ...makeSell(c, 900, 50n, 100n), side: "buy", balanceAfter: 150n };
    expect(evaluate([makeSell(a, 900, 50n, 100n), buy]).findings.clusters).toEqual([]);
  });
});
