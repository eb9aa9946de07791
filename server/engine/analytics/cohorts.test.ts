import { describe, expect, it } from "vitest";
import type { Cluster, ClusterType, ExitedCluster } from "@/server/contracts/scan-report";
import { makeAnalytics, makeHistory, makeTrade } from "@/server/engine/testing/analytics-factory";
import { DEPLOYER, address, amountOfPct, fundingChain, makeSnapshot, signature } from "@/server/engine/testing/snapshot-factory";
import { detectCohorts } from "@/server/engine/analytics/cohorts";

const team1 = address("team-1");
const team2 = address("team-2");
const insider = address("insider");
const sniper = address("sniper");
const late = address("late-buyer");
const cluster = (members: string[], type: ClusterType = "funding"): Cluster => ({ id: `${type}-1`, type, wallet_count: members.length, combined_pct: 1, master_full: address("master"), evidence_txs: [], members, points: 0 });
const exitedGroup = (members: string[]): ExitedCluster => ({
  cluster_id: "exited-1", type: "exited", master_full: address("exit-master"), deployer_funded: false, members, wallet_count: members.length,
  bought_pct: 1, sold_pct: 1, realized_sol: 1, first_buy_slot: 1_001, last_sell_slot: 1_500, evidence_txs: [], points: 0,
});

describe("cohorts", () => {
  const trades = [
    makeTrade({ owner: DEPLOYER, side: "buy", slot: 1_000, amount: amountOfPct(5), sol: 1 }),
    makeTrade({ owner: team1, side: "buy", slot: 1_002, amount: amountOfPct(4), sol: 1 }),
    makeTrade({ owner: sniper, side: "buy", slot: 1_020, amount: amountOfPct(2), sol: 1 }),
    makeTrade({ owner: insider, side: "buy", slot: 1_005, amount: amountOfPct(3), sol: 1 }),
    makeTrade({ owner: late, side: "buy", slot: 1_021, amount: amountOfPct(1), sol: 1 }),
    // the sniper sells half its bag for 3 SOL: realized 3 - 0.5 = 2.5 SOL
    makeTrade({ owner: sniper, side: "sell", slot: 1_100, amount: amountOfPct(1), sol: 3, balanceAfter: amountOfPct(1) }),
  ];
  const creatorTransfers = [
    { to: team1, slot: 900, signature: signature("fund-team-1"), kind: "sol" as const },
    // SOL sent after the wallet's first buy is no team funding
    { to: late, slot: 1_050, signature: signature("pay-late"), kind: "sol" as const },
  ];
  const token = makeSnapshot({
    holders: [
      { rank: 1, owner: team2, tokenAccount: address("ata-team-2"), amount: amountOfPct(6), traced: true, firstBuy: null, funding: fundingChain(team2, [DEPLOYER]) },
    ],
  });
  const result = detectCohorts(makeAnalytics({ token, history: makeHistory(trades, { creatorTransfers }) }), { clusters: [cluster([insider, team1])], exited: [] });

  it("team: the creator, a wallet it funded before its first buy, a holder it funded at hop 1", () => {
    expect(result.team.wallets).toEqual([DEPLOYER, team1, team2].sort());
    expect(result.team.wallet_count).toBe(3);
  });

  it("insiders: cluster members that are not team", () => {
    expect(result.insiders.wallets).toEqual([insider]);
  });

  it("snipers: first buy at most 20 slots after trading opened, not team or insider", () => {
    expect(result.snipers.wallets).toEqual([sniper]);
    expect(result.snipers.initial_buy_pct).toBe(2);
    expect(result.snipers.bought_pct).toBe(2);
    expect(result.snipers.held_pct).toBe(1);
    expect(result.snipers.bag_held_pct).toBe(50);
    expect(result.snipers.realized_sol).toBe(2.5);
    expect(result.snipers.sold_sol).toBe(3);
  });

  it("team figures: bought 9%, held now 9% + the holder's 6%", () => {
    expect(result.team.bought_pct).toBe(9);
    expect(result.team.held_pct).toBe(15);
    expect(result.trading_opened_slot).toBe(1_000);
    expect(result.history_complete).toBe(true);
    expect(result.trades_read).toBe(6);
  });
});

describe("insiders of every coordinated group", () => {
  const [seller1, seller2, bundled, gone1, gone2] = ["exit-1", "exit-2", "stealth-1", "gone-1", "gone-2"].map(address);
  const trades = [
    // two holders bought early and each dumped half in one slot (a coordinated exit)
    makeTrade({ owner: seller1, side: "buy", slot: 1_030, amount: amountOfPct(4), sol: 2 }),
    makeTrade({ owner: seller2, side: "buy", slot: 1_040, amount: amountOfPct(2), sol: 1 }),
    makeTrade({ owner: seller1, side: "sell", slot: 1_900, amount: amountOfPct(2), sol: 3, balanceAfter: amountOfPct(2) }),
    makeTrade({ owner: seller2, side: "sell", slot: 1_900, amount: amountOfPct(1), sol: 1.5, balanceAfter: amountOfPct(1) }),
    makeTrade({ owner: bundled, side: "buy", slot: 1_050, amount: amountOfPct(3), sol: 1 }),
    // an exited group: bought and sold out before the scan
    makeTrade({ owner: gone1, side: "buy", slot: 1_060, amount: amountOfPct(1), sol: 1 }),
    makeTrade({ owner: gone2, side: "buy", slot: 1_061, amount: amountOfPct(1), sol: 1 }),
    makeTrade({ owner: gone1, side: "sell", slot: 1_400, amount: amountOfPct(1), sol: 2 }),
    makeTrade({ owner: gone2, side: "sell", slot: 1_401, amount: amountOfPct(1), sol: 2 }),
  ];
  const result = detectCohorts(makeAnalytics({ history: makeHistory(trades) }), {
    clusters: [cluster([seller1, seller2], "coordinated_exit"), cluster([bundled], "stealth_bundle")],
    exited: [exitedGroup([gone1, gone2])],
  });

  it("counts a coordinated exit's sellers, a stealth bundle and an exited group as insiders", () => {
    expect(result.insiders.wallets).toEqual([seller1, seller2, bundled, gone1, gone2].sort());
  });

  it("with what they bought, hold and realized", () => {
    expect(result.insiders.bought_pct).toBe(11);
    expect(result.insiders.held_pct).toBe(6);
    // sellers: 4.5 SOL for half their bags, which cost 1.5 SOL; the exited pair: 4 SOL for bags that cost 2
    expect(result.insiders.realized_sol).toBe(5);
    expect(result.insiders.sold_sol).toBe(8.5);
  });
});
