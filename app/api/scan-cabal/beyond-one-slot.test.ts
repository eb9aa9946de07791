// Client tests of the fields of decisions "Beyond one slot and one snapshot":
// whole scans through the route handler of worlds that show each pattern (a
// stealth bundle, ordinary bot snipers, a deployer-funded group that sold out),
// each assertion taken from the decisions' words, checked against the world.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanReportSchema } from "@/server/contracts/scan-report";
import { startTestApp, type StartedTestApp } from "@/server/app/testing/test-app";
import type { ScanReport } from "@/server/contracts/scan-report";
import { getDefaultLedger, SCENARIOS } from "@/server/ledger";
import { botSnipersFacts } from "@/server/ledger/scenarios/bot-snipers";
import { pctOfSupply } from "@/server/ledger/scenarios/curve-book";
import { deployerExitFacts } from "@/server/ledger/scenarios/deployer-exit";
import { stealthBundleFacts } from "@/server/ledger/scenarios/stealth-bundle";
import type { TxRecord } from "@/server/ledger/world/types";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

let testApp: StartedTestApp;
let GET: (request: Request) => Promise<Response>;
const reports = new Map<string, ScanReport>();
const TX = new Map<string, TxRecord>();

beforeAll(async () => {
  testApp = await startTestApp({ TRUSTED_IP_HEADER: "x-real-ip", ANON_MONTHLY_QUOTA: "100" });
  ({ GET } = (await import("@/app/api/scan-cabal/route")) as unknown as { GET: typeof GET });
  for (const tx of getDefaultLedger().history) TX.set(tx.signature, tx);
  for (const [i, mint] of [stealthBundleFacts.mint, botSnipersFacts.mint, deployerExitFacts.mint].entries()) {
    const response = await GET(new Request(`http://localhost/api/scan-cabal?mintAddress=${mint}`, { headers: { "user-agent": "vitest", "x-real-ip": `10.9.0.${i + 1}` } }));
    expect(response.status).toBe(200);
    await expectMatchesOpenApi(response, "get", "/api/scan-cabal");
    reports.set(mint, scanReportSchema.parse(await response.json()) as ScanReport);
  }
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

const signerOf = (signature: string, wallet: string) => TX.get(signature)?.accountKeys.some((k) => k.pubkey === wallet && k.signer) ?? false;
const sorted = (values: string[]) => [...values].sort();

describe("stealth_bundle", () => {
  const report = () => reports.get(stealthBundleFacts.mint)!;
  const cluster = () => report().clusters.find((c) => c.type === "stealth_bundle")!;

  it("top-level stealth_bundle: true beside time_sync (false: the buys are spread over slots)", () => {
    expect(report().stealth_bundle).toBe(true);
    expect(report().time_sync).toBe(false);
  });

  it("a cluster of type stealth_bundle with the three or more planted wallets as members and wallet_count", () => {
    expect(sorted(cluster().members)).toEqual(sorted(stealthBundleFacts.members));
    expect(cluster().wallet_count).toBe(stealthBundleFacts.members.length);
    expect(cluster().wallet_count).toBeGreaterThanOrEqual(3);
  });

  it("combined_pct: the members' share of supply, as every cluster", () => {
    const held = report().holders.filter((h) => cluster().members.includes(h.owner)).reduce((sum, h) => sum + (h.pct ?? 0), 0);
    expect(cluster().combined_pct).toBeCloseTo(held, 2);
  });

  it("slot_spread: last buy slot minus first", () => {
    expect(cluster().slot_spread).toBe(stealthBundleFacts.slotSpread);
    expect(cluster().slot_spread).toBeLessThanOrEqual(4);
  });

  it("fingerprint: the shared values only (tip_account only when all used the same one)", () => {
    const tipAccounts = new Set(cluster().evidence_txs.map((s) => TX.get(s)!.instructions.find((ix) => ix.parsed && "info" in ix.parsed && ix.parsed.type === "transfer")!.parsed));
    expect(cluster().fingerprint).toMatchObject({ cu_limit: stealthBundleFacts.cuLimit, cu_price: stealthBundleFacts.cuPrice, tip_lamports: Number(stealthBundleFacts.tipLamports) });
    expect(cluster().fingerprint!.fee_payer).toBeUndefined();
    expect(cluster().fingerprint!.lookup_table).toBeUndefined();
    if (tipAccounts.size > 1) expect(cluster().fingerprint!.tip_account).toBeUndefined();
  });

  it("evidence_txs: the buy signatures, one per member, each signed by it", () => {
    expect(cluster().evidence_txs).toHaveLength(cluster().members.length);
    for (const [i, signature] of cluster().evidence_txs.entries()) expect(signerOf(signature, cluster().members[i])).toBe(true);
  });

  it("master_full null unless one funder (each wallet had its own)", () => {
    expect(cluster().master_full).toBeNull();
  });

  it("scored and named in top_reasons", () => {
    expect(cluster().points).toBeGreaterThan(0);
    expect(report().top_reasons.some((line) => line.includes("stealth bundle"))).toBe(true);
  });
});

describe("ordinary snipers through one public bot (shared fee account, own compute settings, earlier history)", () => {
  it("are not a bundle: stealth_bundle false and no cluster", () => {
    const report = reports.get(botSnipersFacts.mint)!;
    expect(report.stealth_bundle).toBe(false);
    expect(report.time_sync).toBe(false);
    expect(report.clusters).toEqual([]);
    expect(report.exited_clusters).toEqual([]);
    expect(report.recommendation).toBe("SAFE");
  });
});

describe("exited_clusters[]", () => {
  const report = () => reports.get(deployerExitFacts.mint)!;
  const exited = () => report().exited_clusters[0];
  const group = [deployerExitFacts.creator, ...deployerExitFacts.mules];

  it("one entry of type exited for the group that shares a funder and sold at least 90% of what it bought", () => {
    expect(report().exited_clusters).toHaveLength(1);
    expect(exited()).toMatchObject({ cluster_id: expect.any(String), type: "exited" });
    expect(sorted(exited().members)).toEqual(sorted(group));
    expect(exited().wallet_count).toBe(group.length);
  });

  it("master_full and deployer_funded: the deployer funded it", () => {
    expect(exited().master_full).toBe(deployerExitFacts.creator);
    expect(exited().deployer_funded).toBe(true);
  });

  it("bought_pct and sold_pct: shares of total supply", () => {
    expect(exited().bought_pct).toBeCloseTo(pctOfSupply(deployerExitFacts.boughtTokens), 3);
    expect(exited().sold_pct).toBeCloseTo(pctOfSupply(deployerExitFacts.soldTokens), 3);
    expect(exited().sold_pct! / exited().bought_pct!).toBeGreaterThanOrEqual(0.9);
  });

  it("realized_sol: SOL received minus SOL spent", () => {
    // the scan counts each wallet's SOL change in its trade transactions, so the rent of the accounts
    // those create (token accounts; the creator's mint, curve and metadata) is spent too; the facts
    // count the curve price and trading fees only: 5 wallets x at most ~0.02 SOL of rent apart.
    const facts = Number(deployerExitFacts.realizedLamports) / 1e9;
    expect(exited().realized_sol).toBeLessThanOrEqual(facts);
    expect(exited().realized_sol).toBeGreaterThan(facts - 0.05);
  });

  it("first_buy_slot and last_sell_slot", () => {
    expect(exited().first_buy_slot).toBe(deployerExitFacts.firstBuySlot);
    expect(exited().last_sell_slot).toBe(deployerExitFacts.lastSellSlot);
  });

  it("evidence_txs: funding, buy and sell signatures", () => {
    const kinds = exited().evidence_txs.map((s) => TX.get(s)!);
    for (const mule of deployerExitFacts.mules) {
      const funding = kinds.find((tx) => signerOf(tx.signature, deployerExitFacts.creator) && tx.accountKeys.some((k) => k.pubkey === mule) && !signerOf(tx.signature, mule));
      expect(funding, `funding of ${mule}`).toBeDefined();
      expect(kinds.filter((tx) => signerOf(tx.signature, mule)).length, `buy and sell of ${mule}`).toBeGreaterThanOrEqual(2);
    }
  });

  it("scored and named in top_reasons", () => {
    expect(exited().points).toBeGreaterThan(0);
    expect(report().top_reasons.some((line) => line.includes("exited group"))).toBe(true);
  });

  it("a group still holding is a live cluster, never also an exited one", () => {
    for (const scanned of reports.values()) {
      const live = new Set(scanned.clusters.flatMap((c) => c.members));
      for (const entry of scanned.exited_clusters) expect(entry.members.filter((m) => live.has(m))).toEqual([]);
    }
  });
});

describe("the scenarios are registered", () => {
  it("lists the three worlds", () => {
    expect(SCENARIOS.map((s) => s.id)).toEqual(expect.arrayContaining(["stealth-bundle", "bot-snipers", "deployer-exit"]));
  });
});
