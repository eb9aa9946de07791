// The table alternative to the map lists an exited group's ghosts with their
// group, marked "exited" in words (server-side markup, no browser).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { mapDataSchema } from "@/server/contracts/map-data";
import type { MapData, MapNode } from "@/server/contracts/wire-types";
import { MapDetails } from "@/components/map/map-details";
import { MapHoldersTable } from "@/components/map/map-holders-table";
import { MapLegend } from "@/components/map/map-legend";
import { buildMapModel } from "@/components/map/map-model";
import { ROLE_STYLE } from "@/components/map/map-style";

const wallet = (n: number) => `${n}`.padStart(2, "1").padEnd(44, "A");
const node = (id: string, overrides: Partial<MapNode>): MapNode => ({
  id, role: "holder", label: null, rank: null, pct: null, amount: null, cluster_ids: [], traced: true, funded_holders: 0, exited: false, evidence: [], ...overrides,
});

function ghostMap(): MapData {
  const funder = wallet(9);
  return mapDataSchema.parse({
    mint: wallet(1), symbol: "GHO", name: null, recommendation: "AVOID", cabal_score: 70, risk: "HIGH", degraded: false, computed_at: 1_750_000_000, source: "live",
    nodes: [
      node(wallet(2), { rank: 1, pct: 12, amount: 120 }),
      node(funder, { role: "deployer", label: "deployer" }),
      node(wallet(3), { role: "exited", exited: true, pct: 0, amount: 0, cluster_ids: ["exited-1"] }),
      node(wallet(4), { role: "exited", exited: true, pct: 0, amount: 0, cluster_ids: ["exited-1"] }),
    ],
    links: [3, 4].map((n) => ({ id: `f${n}`, kind: "funding", source: funder, target: wallet(n), signature: "5".repeat(88), slot: 10, hop: 1, sol: 1, cluster_id: "exited-1" })),
    clusters: [],
    exited_clusters: [{ cluster_id: "exited-1", type: "exited", master_full: funder, deployer_funded: true, wallet_count: 2, bought_pct: 6, sold_pct: 6, realized_sol: 3, first_buy_slot: 100, last_sell_slot: 940, evidence_txs: ["5".repeat(88)], points: 20 }],
  }) as MapData;
}

describe("the map's wallet table with exited groups", () => {
  const data = ghostMap();
  const html = renderToStaticMarkup(createElement(MapHoldersTable, { data, model: buildMapModel(data), pinned: null, onPin: () => {} }));
  const rows = html.split("<tr").slice(2);

  it("lists every ghost with its group, marked exited in text", () => {
    for (const n of [3, 4]) {
      const row = rows.find((r) => r.includes(`data-node="${wallet(n)}"`))!;
      expect(row).toContain('data-exited="true"');
      expect(row).toContain(">exited<");
      expect(row).toContain("Exited group 1");
      expect(row).toContain("(exited)");
    }
    expect(rows.find((r) => r.includes(`data-node="${wallet(2)}"`))).not.toContain(">exited<");
  });

  it("puts holders first, then the exited group's ghosts together, then the funder", () => {
    const order = rows.map((r) => /data-node="([^"]+)"/.exec(r)![1]);
    expect(order).toEqual([wallet(2), wallet(3), wallet(4), wallet(9)]);
  });

  it("a pinned ghost's details name its exit in words", () => {
    const ghost = data.nodes.find((n) => n.exited)!;
    const details = renderToStaticMarkup(createElement(MapDetails, { node: ghost, data, onClose: () => {} }));
    expect(details).toContain("exited, sold out");
    expect(details).toMatch(/Exited group: 2 wallets funded by the deployer \S+ bought 6\.00% and sold 6\.00% of supply by slot/);
  });

  it("the legend names the ghosts", () => {
    const legend = renderToStaticMarkup(createElement(MapLegend, { nodes: data.nodes, showSlotLinks: true }));
    expect(legend).toContain("Exited group");
    expect(legend).toContain("Outlined ghost = exited group: sold out before the scan, holds nothing");
  });

  it("the exited colour reads on the dark page at 4.5:1 (it colours text in the details)", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    expect((luminance(ROLE_STYLE.exited.hex) + 0.05) / (luminance("#0b1020") + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
