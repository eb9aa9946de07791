import { describe, expect, it } from "vitest";
import { buildReport } from "@/server/engine/report";
import { address, makeHolders, makeSnapshot, profilesFor } from "@/server/engine/testing/snapshot-factory";
import { findWalletRoles } from "@/server/engine/analytics/wallet-roles";

describe("wallet roles", () => {
  const master = address("master");
  const holders = makeHolders([
    { pct: 5, name: "m1", funders: [master], buySlot: 10 },
    { pct: 5, name: "m2", funders: [master], buySlot: 11 },
    { pct: 1, name: "plain" },
  ]);
  const report = buildReport(makeSnapshot({ holders, funders: profilesFor(holders) }), { includeLaunches: false });
  const check = (wallet: string, extra: Partial<Parameters<typeof findWalletRoles>[0]> = {}) =>
    findWalletRoles({ report, wallet, exchangeLabel: null, liveUiAmount: null, boughtInTrades: false, poolVenue: undefined, ...extra });

  it("a cluster member holder: holder and cluster_member roles", () => {
    const { roles, holding } = check(address("m1"));
    expect(roles.map((r) => r.role)).toEqual(["holder", "cluster_member"]);
    expect(roles[0]).toMatchObject({ rank: 1, pct: 5 });
    expect(holding.holds_now).toBe(true);
  });

  it("the master: cluster_funder with the cluster's size", () => {
    expect(check(master).roles).toEqual([expect.objectContaining({ role: "cluster_funder", cluster_type: "funding", wallet_count: 2 })]);
  });

  it("the deployer and a labelled exchange", () => {
    expect(check(report.deployer.creator!).roles).toEqual([{ role: "deployer" }]);
    expect(check(address("cex"), { exchangeLabel: "Binance" }).roles).toEqual([{ role: "labelled_exchange", label: "Binance" }]);
  });

  it("sold_out: it bought the token and the live read finds none", () => {
    expect(check(address("gone"), { liveUiAmount: 0, boughtInTrades: true }).holding).toEqual({ holds_now: false, sold_out: true, ui_amount: 0 });
  });
});

describe("wallet roles: a wallet that never touched the token", () => {
  const report = buildReport(makeSnapshot(), { includeLaunches: false });
  const base = { report, exchangeLabel: null, liveUiAmount: 0, boughtInTrades: false, poolVenue: undefined };

  it("is not found, said plainly and never as clean", () => {
    const result = findWalletRoles({ ...base, wallet: address("stranger") });
    expect(result.roles).toEqual([]);
    expect(result.holding).toEqual({ holds_now: false, sold_out: false, ui_amount: 0 });
    expect(result.involved).toBe(false);
    expect(result.note).toMatch(/^not found/);
    expect(result.note).toMatch(/not clean/);
  });

  it("is unknown, not 'never touched', when its own history could not be read", () => {
    const result = findWalletRoles({ ...base, wallet: address("stranger"), liveUiAmount: null, historyRead: false });
    expect(result.involved).toBeNull();
    expect(result.note).toMatch(/unknown, not clean/);
  });

  it("a labelled exchange that never touched the token is still not involved; a sold-out wallet is", () => {
    expect(findWalletRoles({ ...base, wallet: address("cex"), exchangeLabel: "Binance" }).involved).toBe(false);
    const gone = findWalletRoles({ ...base, wallet: address("gone"), boughtInTrades: true });
    expect(gone).toMatchObject({ involved: true, note: null, holding: { holds_now: false, sold_out: true } });
  });
});
