// One flag re-derived from its cited transactions by the engine's own layer
// (rederive.ts). What the transactions show becomes a partial snapshot; the
// layer that fired runs on it; the flag is reproduced when the layer finds the
// group the pack claims (same members; same slot, master, fingerprint or
// shares where the claim names them).
import type { EvidenceFlag, EvidencePayload } from "@/server/contracts/evidence/pack";
import type { FlagCheck } from "@/server/chain/evidence/rederive";
import { buildPartialSnapshot, configFromRule } from "@/server/chain/evidence/partial-snapshot";
import { extractFingerprint } from "@/server/chain/fingerprint/extract-fingerprint";
import type { NormalizedTransaction } from "@/server/chain/normalize/types";
import { decodeTradesOfMint } from "@/server/chain/trades/decode-trades";
import { findFundingLink } from "@/server/chain/trades/funding-link";
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import { coordinatedExitLayer } from "@/server/engine/layers/coordinated-exit";
import { exitedGroupsLayer } from "@/server/engine/layers/exited-groups";
import { fundingTraceLayer } from "@/server/engine/layers/funding-trace";
import { sameBlockBundleLayer } from "@/server/engine/layers/same-block-bundle";
import { stealthBundleLayer } from "@/server/engine/layers/stealth-bundle";
import type { BuySnapshot, EarlyBuyerSnapshot, FundingLink, TradeSnapshot } from "@/server/engine/snapshot";

export interface TxRead {
  tx: NormalizedTransaction | null;
  raw: unknown;
  /** why it is null */
  why: string;
}

type Reads = ReadonlyMap<string, TxRead>;
/** a share re-derived from the pack's supply agrees with the claim within rounding (percent points) */
const SHARE_TOLERANCE = 0.01;

export function rederiveFlag(flag: EvidenceFlag, payload: EvidencePayload, reads: Reads): FlagCheck {
  const base = { id: flag.id, kind: flag.kind, trusted: flag.not_on_chain };
  if (flag.checkable === "not_in_transactions") return { ...base, status: "not_checkable", detail: `no transaction shows it: ${flag.not_on_chain.join("; ")}` };
  const problems = citedProblems(flag, reads);
  if (problems.length > 0) return { ...base, status: "not_reproduced", detail: problems.join("; ") };
  const verdict = REDERIVE[flag.kind]?.(flag, payload, reads);
  if (!verdict) return { ...base, status: "not_checkable", detail: `this verifier has no re-derivation for ${flag.kind}` };
  return { ...base, ...verdict };
}

type Verdict = Pick<FlagCheck, "status" | "detail">;
type Rederive = (flag: EvidenceFlag, payload: EvidencePayload, reads: Reads) => Verdict;

const REDERIVE: Partial<Record<EvidenceFlag["kind"], Rederive>> = {
  funding: (flag, payload, reads) => {
    const members = flag.claim.members ?? [];
    const links = fundingLinks(flag, reads);
    const snapshot = buildPartialSnapshot({ ...factsOf(payload), holders: members.map((owner) => ({ owner, firstBuy: null, funding: links })) });
    const clusters = fundingTraceLayer.evaluate(snapshot, configFromRule(flag.rule.params)).findings.clusters;
    const found = clusters.find((c) => c.master_full === flag.claim.master && sameSet(c.members, members));
    if (found) return ok(`the funding trace finds ${members.length} wallets funded by ${short(flag.claim.master)} through ${links.length} cited transfers`);
    const reached = clusters.find((c) => c.master_full === flag.claim.master);
    return fail(reached ? `only ${reached.members.length} of ${members.length} members reach ${short(flag.claim.master)} through the cited transfers` : `the cited transfers do not link ${members.length} members to ${short(flag.claim.master)}`);
  },
  time_sync: (flag, payload, reads) => {
    const members = flag.claim.members ?? [];
    const buys = firstBuys(flag, payload, reads, members);
    const snapshot = buildPartialSnapshot({ ...factsOf(payload), holders: members.map((owner) => ({ owner, firstBuy: buys.get(owner) ?? null, funding: [] })) });
    const clusters = sameBlockBundleLayer.evaluate(snapshot, configFromRule(flag.rule.params)).findings.clusters;
    const found = clusters.find((c) => c.slot === flag.claim.slot && sameSet(c.members, members));
    if (found) return ok(`all ${members.length} members' cited buys land in slot ${flag.claim.slot}`);
    return fail(missingOrMoved(members, buys, (buy) => buy.slot === flag.claim.slot, `slot ${flag.claim.slot}`));
  },
  stealth_bundle: (flag, payload, reads) => {
    const members = flag.claim.members ?? [];
    const buys = firstBuys(flag, payload, reads, members);
    const links = fundingLinks(flag, reads);
    const holders = members.map((owner) => ({ owner, firstBuy: buys.get(owner) ?? null, funding: links.filter((l) => l.to === owner).map((l) => ({ ...l, hop: 1 })) }));
    const snapshot = buildPartialSnapshot({ ...factsOf(payload), holders });
    // the stealth rule's own constants; the settings stated are the engine's defaults for it
    const clusters = stealthBundleLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG).findings.clusters;
    const found = clusters.find((c) => sameSet(c.members, members));
    if (!found) return fail(`the cited buys and fundings do not make ${members.length} fresh wallets buying within 5 slots with a shared fingerprint`);
    const claimed = Object.entries(flag.claim.fingerprint ?? {});
    const differs = claimed.filter(([key, value]) => (found.fingerprint as Record<string, unknown> | undefined)?.[key] !== value);
    if (differs.length > 0) return fail(`the buys do not share the claimed ${differs.map(([key]) => key).join(", ")}`);
    return ok(`${members.length} fresh wallets bought within ${found.slot_spread! + 1} slots sharing ${claimed.map(([key, value]) => `${key} ${value}`).join(", ")}`);
  },
  coordinated_exit: (flag, payload, reads) => {
    const members = flag.claim.members ?? [];
    const trades = tradesOf(flag, payload, reads, members).filter((t) => t.side === "sell");
    const snapshot = buildPartialSnapshot({ ...factsOf(payload), trades });
    const clusters = coordinatedExitLayer.evaluate(snapshot, configFromRule(flag.rule.params)).findings.clusters;
    const found = clusters.find((c) => c.slot === flag.claim.slot && sameSet(c.members, members));
    if (!found) return fail(`the cited sells do not show ${members.length} wallets each selling a quarter of their bag in slot ${flag.claim.slot} (at least the rule's share of supply)`);
    if (!near(found.sold_pct ?? null, flag.claim.sold_pct ?? null)) return fail(`the cited sells add up to ${found.sold_pct}% of supply, not the claimed ${flag.claim.sold_pct}%`);
    return ok(`${members.length} wallets sold ${found.sold_pct}% of supply in slot ${flag.claim.slot}`);
  },
  exited: (flag, payload, reads) => {
    const members = flag.claim.members ?? [];
    const links = fundingLinks(flag, reads);
    const trades = tradesOf(flag, payload, reads, members);
    const earlyBuyers: EarlyBuyerSnapshot[] = members.flatMap((owner) => {
      const own = trades.filter((t) => t.owner === owner).sort((a, b) => a.slot - b.slot);
      const buy = own.find((t) => t.side === "buy");
      return buy ? [{ owner, firstBuy: toBuy(buy), funding: links, trades: own, historyComplete: true }] : [];
    });
    const snapshot = buildPartialSnapshot({ ...factsOf(payload), earlyBuyers });
    const clusters = exitedGroupsLayer.evaluate(snapshot, configFromRule(flag.rule.params)).findings.clusters;
    const found = clusters.find((c) => c.master_full === flag.claim.master && sameSet(c.members, members));
    if (!found) return fail(`the cited fundings and trades do not show ${members.length} wallets of one funder selling 90% of what they bought`);
    if (!near(found.bought_pct, flag.claim.bought_pct ?? null) || !near(found.sold_pct, flag.claim.sold_pct ?? null)) {
      return fail(`the cited trades add up to ${found.bought_pct}% bought and ${found.sold_pct}% sold, not the claimed ${flag.claim.bought_pct}% and ${flag.claim.sold_pct}%`);
    }
    return ok(`${members.length} wallets funded by ${short(flag.claim.master)} bought ${found.bought_pct}% of supply and sold ${found.sold_pct}%`);
  },
  deployer: (flag, _payload, reads) => {
    const creations = flag.evidence.filter((e) => e.role === "creation" || e.role === "launch");
    const held = creations.filter((e) => {
      const tx = reads.get(e.signature)?.tx;
      return tx && tx.mintCreations.length > 0 && (!flag.claim.creator || tx.signers.includes(flag.claim.creator) || tx.accountKeys.includes(flag.claim.creator));
    });
    const chain = `${held.length} of ${creations.length} cited creations show a mint created with the creator in the transaction`;
    return { status: "not_checkable", detail: `${chain}; the record itself (${String(flag.claim.value)}) rests on the launches' markets` };
  },
};

/** A cited transaction the RPC did not return, failed, or sits in another slot than the pack says. */
function citedProblems(flag: EvidenceFlag, reads: Reads): string[] {
  return flag.evidence.flatMap((cited) => {
    const read = reads.get(cited.signature);
    if (!read?.tx) return [`${short(cited.signature)}: ${read?.why ?? "not read"}`];
    if (read.tx.failed) return [`${short(cited.signature)} failed on chain`];
    if (cited.slot !== null && read.tx.slot !== cited.slot) return [`${short(cited.signature)} is in slot ${read.tx.slot}, not ${cited.slot}`];
    return [];
  });
}

function fundingLinks(flag: EvidenceFlag, reads: Reads): FundingLink[] {
  return flag.evidence.flatMap((cited) => {
    const tx = reads.get(cited.signature)?.tx;
    if (cited.role !== "funding" || !tx || !cited.wallet) return [];
    const link = findFundingLink(tx, cited.wallet, 1);
    return link && (!cited.from || link.from === cited.from) ? [link] : [];
  });
}

/** The members' trades of the mint in the cited buy and sell transactions. */
function tradesOf(flag: EvidenceFlag, payload: EvidencePayload, reads: Reads, members: string[]): TradeSnapshot[] {
  const wanted = new Set(members);
  const seen = new Set<string>();
  return flag.evidence.flatMap((cited) => {
    const tx = reads.get(cited.signature)?.tx;
    if ((cited.role !== "buy" && cited.role !== "sell") || !tx || seen.has(cited.signature)) return [];
    seen.add(cited.signature);
    // every wallet outside the group stands for the market: only the members' positions are decoded
    return decodeTradesOfMint(tx, payload.mint, (owner) => !wanted.has(owner)).map((t) => ({ ...t, lamports: t.lamports ?? null }));
  });
}

function firstBuys(flag: EvidenceFlag, payload: EvidencePayload, reads: Reads, members: string[]): Map<string, BuySnapshot> {
  const buys = new Map<string, BuySnapshot>();
  for (const trade of tradesOf(flag, payload, reads, members)) {
    if (trade.side !== "buy" || (buys.get(trade.owner)?.slot ?? Infinity) <= trade.slot) continue;
    const raw = reads.get(trade.signature)?.raw;
    const fingerprint = raw ? extractFingerprint(raw) : null;
    buys.set(trade.owner, { ...toBuy(trade), ...(fingerprint ? { fingerprint } : {}) });
  }
  return buys;
}

function toBuy(trade: TradeSnapshot): BuySnapshot {
  return { signature: trade.signature, slot: trade.slot, blockTime: trade.blockTime, amount: trade.amount, venue: trade.venue };
}

function factsOf(payload: EvidencePayload) {
  return { mint: payload.mint, supply: payload.supply.amount === null ? null : BigInt(payload.supply.amount), decimals: payload.supply.decimals };
}

function missingOrMoved(members: string[], buys: Map<string, BuySnapshot>, fits: (buy: BuySnapshot) => boolean, where: string): string {
  const missing = members.filter((m) => !buys.has(m));
  if (missing.length > 0) return `no cited buy of the mint by ${missing.map(short).join(", ")}`;
  const off = members.filter((m) => !fits(buys.get(m)!));
  return `${off.map(short).join(", ")} bought outside ${where}`;
}

function sameSet(a: string[], b: string[]): boolean {
  const set = new Set(a);
  return a.length === b.length && b.every((item) => set.has(item));
}

function near(found: number | null, claimed: number | null): boolean {
  if (found === null || claimed === null) return found === claimed;
  return Math.abs(found - claimed) <= SHARE_TOLERANCE;
}

const ok = (detail: string): Verdict => ({ status: "reproduced", detail });
const fail = (detail: string): Verdict => ({ status: "not_reproduced", detail });
const short = (value: string | null | undefined) => (value ? `${value.slice(0, 4)}…${value.slice(-4)}` : "none");
