import { describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import { buildReport } from "@/server/engine/report";
import { getClusterPoints } from "@/server/engine/scoring/cluster-points";
import type { HolderSnapshot, TokenSnapshot } from "@/server/engine/snapshot";
import { makeFreshHolder, type FreshBuyerSpec } from "@/server/engine/testing/early-buyer-factory";
import { address, makeHolders, makeSnapshot, organicHolders, profilesFor } from "@/server/engine/testing/snapshot-factory";
import { stealthBundleLayer } from "@/server/engine/layers/stealth-bundle";

const TIP_1 = "96gYZGLnJYVFmbjzopPSU6QiEV5fGqZNyN9nmNhvrZU5";
const TIP_2 = "HFqU5x63VTqvQss8hp11i4wVV8bD44PvwucfZ2bU7gRe";
const TABLE = address("bundle-lookup-table");

/** An organic buyer at slot 1,000 opens trading; the specs follow. */
function snapshotOf(specs: FreshBuyerSpec[], extra: HolderSnapshot[] = makeHolders(organicHolders(6, 1), 50)): TokenSnapshot {
  const opener = makeFreshHolder({ name: "opener", pct: 1, buySlot: 1_000, fundedSecondsBefore: 90 * 86_400 }, 40);
  const holders = [...specs.map((spec, i) => makeFreshHolder(spec, i + 1)), opener, ...extra];
  return makeSnapshot({ holders, funders: profilesFor(holders) });
}

/** `count` fresh wallets of `pct` each, buying at the given slots with one shared fingerprint. */
function bundle(slots: number[], pct: number, fingerprint: FreshBuyerSpec["fingerprint"], name = "stealth"): FreshBuyerSpec[] {
  return slots.map((buySlot, i) => ({ name: `${name}-${i}`, pct, buySlot, fingerprint }));
}

const evaluate = (snapshot: TokenSnapshot) => stealthBundleLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG);
const SHARED_BUDGET = { cuLimit: 140_000, cuPrice: 250_000 };

describe("stealth bundle layer", () => {
  it("flags fresh wallets buying within 5 slots with the same compute limit and price", () => {
    const snapshot = snapshotOf(bundle([1_012, 1_014, 1_013, 1_015], 4, SHARED_BUDGET));
    const { findings, contributions } = evaluate(snapshot);
    expect(findings.clusters).toHaveLength(1);
    const [cluster] = findings.clusters;
    expect(cluster).toMatchObject({ id: "stealth-bundle-1", type: "stealth_bundle", wallet_count: 4, combined_pct: 16, slot_spread: 3, master_full: null });
    expect(cluster.fingerprint).toEqual({ cu_limit: 140_000, cu_price: 250_000 });
    expect(new Set(cluster.evidence_txs)).toEqual(new Set(snapshot.holders.slice(0, 4).map((h) => h.firstBuy!.signature)));
    expect(contributions[0].reason).toMatch(/^stealth bundle: 4 wallets \(16\.0% of supply\)/);
  });

  it("scores like a same-slot bundle of the same share", () => {
    const [cluster] = evaluate(snapshotOf(bundle([1_010, 1_011, 1_013], 5, SHARED_BUDGET))).findings.clusters;
    expect(cluster.points).toBe(getClusterPoints("time_sync", 15, 3));
  });

  it("flags a shared fee payer that is not the buyer on its own", () => {
    const relayer = address("bundle-fee-payer");
    const [cluster] = evaluate(snapshotOf(bundle([1_020, 1_021, 1_022], 3, { feePayer: relayer }))).findings.clusters;
    expect(cluster.fingerprint).toEqual({ fee_payer: relayer });
  });

  it("flags tips of the same amount within 5% plus a lookup table, naming the tip account only when all used it", () => {
    const specs: FreshBuyerSpec[] = [
      { name: "t-0", pct: 2, buySlot: 1_030, fingerprint: { tips: [{ account: TIP_1, lamports: 1_000_000n }], lookupTables: [TABLE] } },
      { name: "t-1", pct: 2, buySlot: 1_031, fingerprint: { tips: [{ account: TIP_2, lamports: 1_040_000n }], lookupTables: [TABLE] } },
      { name: "t-2", pct: 2, buySlot: 1_033, fingerprint: { tips: [{ account: TIP_1, lamports: 1_020_000n }], lookupTables: [TABLE] } },
    ];
    const [cluster] = evaluate(snapshotOf(specs)).findings.clusters;
    expect(cluster.fingerprint).toEqual({ tip_lamports: 1_000_000, lookup_table: TABLE });
    const sameAccount = specs.map((s) => ({ ...s, fingerprint: { ...s.fingerprint, tips: [{ account: TIP_2, lamports: s.fingerprint!.tips![0].lamports }] } }));
    expect(evaluate(snapshotOf(sameAccount)).findings.clusters[0].fingerprint).toMatchObject({ tip_account: TIP_2 });
  });

  it("needs two shared traits: one shared compute limit is what many bots set", () => {
    expect(evaluate(snapshotOf(bundle([1_010, 1_011, 1_012], 4, { cuLimit: 140_000 }))).findings.clusters).toEqual([]);
  });

  it("does not count tips more than 5% apart as the same amount", () => {
    const specs: FreshBuyerSpec[] = [1_000_000n, 1_060_000n, 1_130_000n].map((lamports, i) => ({
      name: `t-${i}`, pct: 2, buySlot: 1_030 + i, fingerprint: { cuLimit: 140_000, tips: [{ account: TIP_1, lamports }] },
    }));
    expect(evaluate(snapshotOf(specs)).findings.clusters).toEqual([]);
  });

  it("does not group buys spread over more than 5 consecutive slots", () => {
    expect(evaluate(snapshotOf(bundle([1_010, 1_012, 1_015], 4, SHARED_BUDGET))).findings.clusters).toEqual([]);
    expect(evaluate(snapshotOf(bundle([1_010, 1_012, 1_014], 4, SHARED_BUDGET))).findings.clusters).toHaveLength(1);
  });

  it("only looks at the first 150 slots after trading opens", () => {
    expect(evaluate(snapshotOf(bundle([1_149, 1_150, 1_151], 4, SHARED_BUDGET))).findings.clusters).toEqual([]);
    expect(evaluate(snapshotOf(bundle([1_148, 1_149, 1_150], 4, SHARED_BUDGET))).findings.clusters).toHaveLength(1);
  });

  it("ignores wallets first funded more than 24 h before their buy", () => {
    const stale = bundle([1_010, 1_011, 1_012], 4, SHARED_BUDGET).map((s) => ({ ...s, fundedSecondsBefore: 86_400 + 60 }));
    expect(evaluate(snapshotOf(stale)).findings.clusters).toEqual([]);
    const fresh = stale.map((s) => ({ ...s, fundedSecondsBefore: 86_400 - 60 }));
    expect(evaluate(snapshotOf(fresh)).findings.clusters).toHaveLength(1);
  });

  it("does not flag users of one public bot: shared table, own compute settings, earlier history", () => {
    const botTable = address("bot-lookup-table");
    const specs: FreshBuyerSpec[] = [0, 1, 2, 3].map((i) => ({
      name: `sniper-${i}`, pct: 2, buySlot: 1_001 + i, fundedSecondsBefore: (30 + i) * 86_400,
      fingerprint: { cuLimit: 100_000 + i * 20_000, cuPrice: 500_000 * (i + 1), lookupTables: [botTable] },
    }));
    expect(evaluate(snapshotOf(specs)).findings.clusters).toEqual([]);
  });

  it("ignores compute settings that independent early buyers used too (a wallet app's default)", () => {
    const appDefault = { cuLimit: 120_000, cuPrice: 250_000 };
    const regulars = bundle([1_100, 1_200], 1, appDefault, "regular").map((s) => ({ ...s, fundedSecondsBefore: 40 * 86_400 }));
    expect(evaluate(snapshotOf([...bundle([1_010, 1_011, 1_012], 4, appDefault), ...regulars])).findings.clusters).toEqual([]);
    expect(evaluate(snapshotOf([...bundle([1_010, 1_011, 1_012], 4, appDefault), regulars[0]])).findings.clusters).toHaveLength(1);
  });

  it("needs at least three wallets", () => {
    expect(evaluate(snapshotOf(bundle([1_010, 1_012], 8, SHARED_BUDGET))).findings.clusters).toEqual([]);
  });

  it("leaves buys in one slot to time_sync and one funder's wallets to funding", () => {
    expect(evaluate(snapshotOf(bundle([1_010, 1_010, 1_010], 4, SHARED_BUDGET))).findings.clusters).toEqual([]);
    const master = address("one-master");
    const funded = bundle([1_010, 1_011, 1_012], 4, SHARED_BUDGET).map((s) => ({ ...s, funders: [master] }));
    expect(evaluate(snapshotOf(funded)).findings.clusters).toEqual([]);
  });

  it("sets the report's stealth_bundle flag, lists the cluster and names it in top_reasons", () => {
    const report = buildReport(snapshotOf(bundle([1_012, 1_014, 1_013, 1_015], 4, SHARED_BUDGET)), { includeLaunches: false });
    expect(report.stealth_bundle).toBe(true);
    expect(report.time_sync).toBe(false);
    expect(report.clusters.map((c) => c.type)).toEqual(["stealth_bundle"]);
    expect(report.top_reasons.some((line) => /^\+\d+ stealth bundle: 4 wallets/.test(line))).toBe(true);
    const clean = buildReport(snapshotOf([]), { includeLaunches: false });
    expect(clean.stealth_bundle).toBe(false);
  });
});
