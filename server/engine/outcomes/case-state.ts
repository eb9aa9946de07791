// A case's starting state, from the first complete report alone: who is
// tracked (the deployer, every flagged group's members, the top-20 wallet
// holders, with what each held at the scan) and which market's liquidity is
// watched. Pure. What a wallet "held at the scan" is what the report's
// holders list shows (the top holders): a wallet outside it is judged on
// nothing, since nothing it held is known.
import { WATCH_TOP_HOLDERS } from "@/server/engine/watch/thresholds";
import type { CaseState, MarketRef, TrackedGroup, TrackedOwner } from "@/server/engine/outcomes/types";

/** The parts of a stored report the rule reads (the wire report, as scan_reports keeps it). */
export interface BaselineReport {
  mint: string;
  decimals: number | null;
  slot: number | null;
  liquidity_usd: number | null;
  market_cap: number | null;
  deployer: { creator: string | null };
  holders: { owner: string; token_account: string; amount: number | null; is_pool: boolean; label?: string | null }[];
  coordinated_clusters: { id: string; type: string; members: string[] }[];
  exited_clusters?: { cluster_id: string; members: string[] }[];
}

/** UI units (as the report states them) to base units. */
export function toBaseUnits(amount: number | null, decimals: number | null): bigint {
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return 0n;
  return BigInt(Math.round(amount * 10 ** (decimals ?? 0)));
}

export function startCaseState(report: BaselineReport): CaseState {
  const owners = new Map<string, TrackedOwner>();
  const track = (owner: string) => {
    let entry = owners.get(owner);
    if (!entry) owners.set(owner, (entry = { owner, accounts: [], heldAtScan: 0n, sold: 0n, sells: [] }));
    return entry;
  };
  const wallets = report.holders.filter((h) => !h.is_pool);
  const topWallets = new Set([...wallets].sort((a, b) => (b.amount ?? 0) - (a.amount ?? 0)).slice(0, WATCH_TOP_HOLDERS).map((h) => h.owner));
  const flagged = new Set([...report.coordinated_clusters.flatMap((c) => c.members), ...(report.exited_clusters ?? []).flatMap((c) => c.members)]);
  const creator = report.deployer.creator;
  for (const h of wallets) {
    if (!topWallets.has(h.owner) && !flagged.has(h.owner) && h.owner !== creator) continue;
    const entry = track(h.owner);
    if (!entry.accounts.includes(h.token_account)) entry.accounts.push(h.token_account);
    entry.heldAtScan += toBaseUnits(h.amount, report.decimals);
  }
  if (creator) track(creator);
  for (const member of flagged) track(member);
  const groups: TrackedGroup[] = [
    ...(creator ? [{ id: "deployer", kind: "deployer" as const, detail: null, owners: [creator] }] : []),
    ...report.coordinated_clusters.map((c) => ({ id: c.id, kind: "flagged_cluster" as const, detail: c.type, owners: [...c.members] })),
    ...(report.exited_clusters ?? []).map((c) => ({ id: c.cluster_id, kind: "flagged_cluster" as const, detail: "exited", owners: [...c.members] })),
  ];
  return {
    version: 1,
    scanSlot: report.slot,
    supply: null,
    market: mainMarket(report),
    owners: [...owners.values()],
    groups,
    cursors: {},
    liquidityPeakUsd: report.liquidity_usd,
    marketCapPeak: report.market_cap,
    drains: [],
    bigSells: [],
    recentTrades: [],
    tradesSinceScan: 0,
    lastTradeAt: null,
    lastTradeSignature: null,
    unreadSignatures: 0,
  };
}

/** The largest market-held account of the mint (a pool's vault or the curve's account); a program vault
 * (a lock, a vesting escrow) is no market a seller exits through, so it comes only when nothing else does. */
function mainMarket(report: BaselineReport): MarketRef | null {
  const isVault = (h: BaselineReport["holders"][number]) => (h.label ?? "").includes("program vault");
  const pools = report.holders.filter((h) => h.is_pool).sort((a, b) => Number(isVault(a)) - Number(isVault(b)) || (b.amount ?? 0) - (a.amount ?? 0));
  return pools[0] ? { owner: pools[0].owner, baseAccount: pools[0].token_account } : null;
}
