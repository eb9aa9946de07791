// decisions "Beyond one slot and one snapshot": wallet-check gives the members
// of an exited group the role { role: "exited_member", cluster_id }.
import { describe, expect, it } from "vitest";
import { buildReport } from "@/server/engine/report";
import { makeEarlyBuyer } from "@/server/engine/testing/early-buyer-factory";
import { address, DEPLOYER, makeSnapshot } from "@/server/engine/testing/snapshot-factory";
import { findWalletRoles } from "@/server/engine/analytics/wallet-roles";

describe("wallet roles of an exited group", () => {
  const crew = [0, 1, 2].map((i) => makeEarlyBuyer({ name: `crew-${i}`, funders: [DEPLOYER], buySlot: 100 + i, boughtPct: 3, soldFraction: 1 }));
  const report = buildReport(makeSnapshot({ earlyBuyers: crew }), { includeLaunches: false });
  const check = (wallet: string) =>
    findWalletRoles({ report, wallet, exchangeLabel: null, liveUiAmount: 0, boughtInTrades: false, poolVenue: undefined });

  it("names the exited group of a member, which sold out", () => {
    const { roles, holding } = check(crew[1].owner);
    expect(roles).toEqual([{ role: "exited_member", cluster_id: report.exited_clusters[0].cluster_id }]);
    expect(holding.sold_out).toBe(true);
  });

  it("gives no exited role to a wallet outside the group", () => {
    expect(check(address("stranger")).roles).toEqual([]);
  });
});
