// buildEvidence: a report's evidence from the snapshot it was judged on and
// the layer results behind it (issue 30). Every flag names the rule that fired,
// its claim, and each cited transaction with the slot and role the trace saw
// it in; coverage says what was read, what a cap cut and what failed. Pure.
import type { EngineConfig } from "@/server/engine/config";
import { getEarlyWallets } from "@/server/engine/early-wallets";
import { describeCap, describeRule } from "@/server/engine/evidence/flag-rules";
import { indexTransactions, type TxIndex } from "@/server/engine/evidence/tx-index";
import { ENGINE_VERSION, type EvidenceClaim, type EvidenceFlagEntry, type EvidenceFlagKind, type EvidenceRole, type EvidenceTxEntry, type ReportEvidence } from "@/server/engine/evidence/evidence-types";
import type { LayerId, LayerResults } from "@/server/engine/layer-types";
import type { Cluster, ExitedCluster } from "@/server/contracts/scan-report";
import type { EngineReport } from "@/server/engine/report-types";
import type { TokenSnapshot } from "@/server/engine/snapshot";
import { getDecimals, getSupply } from "@/server/engine/snapshot-helpers";

const CLUSTER_LAYER: Record<Cluster["type"], LayerId> = {
  funding: "funding_trace",
  time_sync: "same_block_bundle",
  stealth_bundle: "stealth_bundle",
  coordinated_exit: "coordinated_exit",
};

/** The roles each cluster kind's evidence may have (a funding transaction of an intermediate hop is still funding). */
const ROLES: Record<Cluster["type"] | "exited", EvidenceRole[]> = {
  funding: ["funding"],
  time_sync: ["buy"],
  stealth_bundle: ["buy", "funding"],
  coordinated_exit: ["sell"],
  exited: ["funding", "buy", "sell"],
};

export function buildEvidence(snapshot: TokenSnapshot, report: EngineReport, results: LayerResults, config: EngineConfig): ReportEvidence {
  const index = indexTransactions(snapshot);
  const supply = getSupply(snapshot);
  return {
    engine_version: ENGINE_VERSION,
    settings: toJsonSafe(config) as Record<string, unknown>,
    supply: { amount: supply === null ? null : supply.toString(), decimals: getDecimals(snapshot) },
    coverage: describeCoverage(snapshot, results),
    flags: [...clusterFlags(snapshot, report, results, config, index), ...exitedFlags(report, results, config, index), ...layerFlags(snapshot, report, results, config, index)],
  };
}

function clusterFlags(snapshot: TokenSnapshot, report: EngineReport, results: LayerResults, config: EngineConfig, index: TxIndex): EvidenceFlagEntry[] {
  return report.coordinated_clusters.map((cluster) => {
    const layer = CLUSTER_LAYER[cluster.type];
    const reason = results[layer].contributions.find((c) => sameSignatures(c.evidence, cluster.evidence_txs))?.reason ?? "";
    const signatures = cluster.type === "stealth_bundle" ? [...cluster.evidence_txs, ...hopOneFunding(snapshot, cluster.members)] : cluster.evidence_txs;
    const claim: EvidenceClaim = {
      members: cluster.members,
      master: cluster.master_full,
      combined_pct: cluster.combined_pct,
      ...(cluster.slot !== undefined ? { slot: cluster.slot } : {}),
      ...(cluster.slot_spread !== undefined ? { slot_spread: cluster.slot_spread } : {}),
      ...(cluster.sold_pct !== undefined ? { sold_pct: cluster.sold_pct } : {}),
      ...(cluster.fingerprint ? { fingerprint: { ...cluster.fingerprint } as Record<string, string | number> } : {}),
    };
    return toFlag(cluster.id, cluster.type, config, cluster.points, reason, claim, cite(index, signatures, ROLES[cluster.type], new Set(cluster.members), cluster.type));
  });
}

function exitedFlags(report: EngineReport, results: LayerResults, config: EngineConfig, index: TxIndex): EvidenceFlagEntry[] {
  return report.exited_clusters.map((cluster: ExitedCluster) => {
    const reason = results.exited_groups.contributions.find((c) => sameSignatures(c.evidence, cluster.evidence_txs))?.reason ?? "";
    const claim: EvidenceClaim = { members: cluster.members, master: cluster.master_full, bought_pct: cluster.bought_pct, sold_pct: cluster.sold_pct };
    return toFlag(cluster.cluster_id, "exited", config, cluster.points, reason, claim, cite(index, cluster.evidence_txs, ROLES.exited, new Set(cluster.members), "exited"));
  });
}

/** The report-wide flags: a layer that added points, a critical note, or a flag the report raises. */
function layerFlags(snapshot: TokenSnapshot, report: EngineReport, results: LayerResults, config: EngineConfig, index: TxIndex): EvidenceFlagEntry[] {
  const raised: [EvidenceFlagKind, LayerId, boolean, EvidenceClaim["value"]][] = [
    ["honeypot", "honeypot", report.honeypot_risk === "HIGH", report.token2022_risks.join(", ") || "HIGH"],
    ["sell_route", "sell_route", results.sell_route.findings.blocked, report.sell_check.note],
    ["exit_liquidity", "exit_liquidity", report.exit_liquidity_risk === true, results.exit_liquidity.findings.ratio],
    ["deployer", "deployer_track_record", results.deployer_track_record.contributions.length > 0 || isBadRecord(report.deployer), `${report.deployer.verdict} / ${report.deployer.reputation}`],
    ["holder_concentration", "holder_concentration", results.holder_concentration.contributions.length > 0, report.top_holder_pct],
    ["unlock", "unlock_schedule", results.unlock_schedule.contributions.length > 0 || Boolean(report.unlock_within_horizon), null],
  ];
  return raised
    .filter(([, , fired]) => fired)
    .map(([kind, layer, , value]) => {
      const result = results[layer];
      const lines = [...result.contributions.map((c) => c.reason), ...result.notes.filter((n) => n.severity !== "info").map((n) => n.text)];
      const signatures = [...result.contributions.flatMap((c) => c.evidence), ...result.notes.flatMap((n) => n.evidence), ...(kind === "deployer" ? deployerTransactions(snapshot) : [])];
      const points = result.contributions.reduce((sum, c) => sum + c.points, 0);
      const claim: EvidenceClaim = { value, ...(kind === "deployer" ? { creator: report.deployer.creator } : {}) };
      const roles: EvidenceRole[] = kind === "deployer" ? ["creation", "launch"] : ["funding", "buy", "sell", "creation", "launch"];
      return toFlag(kind, kind, config, Math.min(100, points), lines.join("; "), claim, cite(index, signatures, roles, null, kind));
    });
}

/** A record the report names as bad, scored or not (the base rate may judge it usual for its launch count). */
function isBadRecord(deployer: EngineReport["deployer"]): boolean {
  return deployer.reputation === "SERIAL_RUGGER" || deployer.verdict === "SERIAL_RUGGER" || deployer.verdict === "POOR_TRACK_RECORD";
}

function toFlag(id: string, kind: EvidenceFlagKind, config: EngineConfig, points: number, reason: string, claim: EvidenceClaim, evidence: EvidenceTxEntry[]): EvidenceFlagEntry {
  const { layer, statement, params, checkable, not_on_chain } = describeRule(kind, config);
  return { id, kind, rule: { layer, statement, params }, points: Math.round(points * 100) / 100, reason: reason.slice(0, 2_000), claim, evidence, checkable, not_on_chain };
}

/** Each signature with what the trace saw it as, for the members when given; one entry per signature, role and wallet. */
function cite(index: TxIndex, signatures: string[], roles: EvidenceRole[], members: Set<string> | null, kind: string): EvidenceTxEntry[] {
  const entries: EvidenceTxEntry[] = [];
  const seen = new Set<string>();
  for (const signature of signatures) {
    const known = (index.get(signature) ?? []).filter((entry) => roles.includes(entry.role));
    // a trade entry about a wallet outside the group (the pool's side, another trader) is not this flag's
    const relevant = known.filter((entry) => entry.role === "funding" || !members || (entry.wallet !== null && members.has(entry.wallet)));
    const picked: EvidenceTxEntry[] = relevant.length > 0 ? relevant : [{ signature, slot: known[0]?.slot ?? null, role: roles[0] ?? fallbackRole(kind), wallet: null }];
    for (const entry of picked) {
      const key = `${entry.signature}:${entry.role}:${entry.wallet}`;
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push(entry);
    }
  }
  return entries;
}

/** The mint's creation and the creator's earlier launches: what the deployer's record is counted from. */
function deployerTransactions(snapshot: TokenSnapshot): string[] {
  if (snapshot.deployer.status !== "ok") return [];
  const { creationSignature, launches } = snapshot.deployer;
  return [...(creationSignature ? [creationSignature] : []), ...launches.map((launch) => launch.signature)];
}

function fallbackRole(kind: string): EvidenceRole {
  return kind === "coordinated_exit" ? "sell" : "buy";
}

/** The hop-1 funding of each member: what makes a stealth bundle's wallets fresh. */
function hopOneFunding(snapshot: TokenSnapshot, members: string[]): string[] {
  const wanted = new Set(members);
  return getEarlyWallets(snapshot)
    .filter((wallet) => wanted.has(wallet.owner))
    .flatMap((wallet) => wallet.funding.filter((link) => link.hop === 1 && link.to === wallet.owner).map((link) => link.signature));
}

function describeCoverage(snapshot: TokenSnapshot, results: LayerResults): ReportEvidence["coverage"] {
  const { coverage } = snapshot;
  const missing = Object.values(results).flatMap((result) => result.notes.filter((note) => note.severity === "warning").map((note) => note.text));
  if (snapshot.mintInfo.status !== "ok") missing.push(`the mint account: ${snapshot.mintInfo.status === "unavailable" ? snapshot.mintInfo.error : "not a mint"}`);
  if (snapshot.market.status !== "ok") missing.push(snapshot.market.status === "none" ? "no market listing (DexScreener has no pair)" : `the market (DexScreener): ${snapshot.market.error}`);
  if (snapshot.sellQuote.status === "unavailable" || snapshot.sellQuote.status === "skipped") missing.push(`the sell quote: ${snapshot.sellQuote.status === "unavailable" ? snapshot.sellQuote.error : snapshot.sellQuote.reason}`);
  if (snapshot.deployer.status === "unknown") missing.push(`the deployer: ${snapshot.deployer.reason}`);
  return {
    holders_found: coverage.holdersFound,
    holder_cap: coverage.holderCap,
    holders_traced: coverage.holdersTraced,
    funding_hops: coverage.fundingHops,
    early_buyers: snapshot.earlyBuyers?.length ?? 0,
    caps_hit: coverage.capsHit.map((name) => ({ name, effect: describeCap(name) })),
    failures: coverage.failures.map((failure) => ({ source: failure.source, what: failure.what, message: failure.message })),
    missing: [...new Set(missing)].map((line) => line.slice(0, 2_000)),
  };
}

function sameSignatures(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((signature, i) => signature === b[i]);
}

/** bigints as decimal strings, so the settings digest is of plain JSON. */
function toJsonSafe(value: unknown): unknown {
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return value.map(toJsonSafe);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toJsonSafe(item)]));
  return value;
}
