// One live trace for the analytics routes: the scan's snapshot, then (for
// cohorts and trade analysis) the mint's trade history and its LP token, all
// through one memoized RPC view, so a page or transaction the scan read is
// never read again within the request.
import { findWashCandidates } from "@/server/engine/analytics";
import { findMainPool } from "@/server/engine/analytics/liquidity";
import type { AnalyticsSnapshot, TradeHistorySnapshot } from "@/server/engine/analytics/types";
import { buildReport } from "@/server/engine/report";
import { getPoolAddress } from "@/server/engine/snapshot-helpers";
import type { EngineReport } from "@/server/engine/report-types";
import type { Address, TokenSnapshot, Venue } from "@/server/engine/snapshot";
import { ApiError } from "@/server/http/api-error";
import { createCoverageRecorder } from "@/server/services/scan/gather/coverage";
import { createScanReads, gatherSnapshot, type ScanSources } from "@/server/services/scan/gather/gather-snapshot";
import { isWalletAddress } from "@/server/services/scan/gather/holders";
import type { GatherOptions } from "@/server/services/scan/gather/options";
import type { ScanRpc } from "@/server/services/scan/gather/scan-rpc";
import { readTradeHistory, type TradeHistoryCaps } from "@/server/services/scan/gather/trade-history";
import { readLpSnapshot } from "@/server/services/analytics/read-lp";
import { readWashFundingChains } from "@/server/services/analytics/wash-funders";

export interface AnalyticsDeps {
  sources: ScanSources;
  gatherOptions: GatherOptions;
  historyCaps: TradeHistoryCaps;
}

export interface AnalyticsTrace {
  token: TokenSnapshot;
  report: EngineReport;
  analytics: AnalyticsSnapshot;
  /** funding chains (hop 1 first, two hops) of wash-trading candidates outside the holder trace (labelled exchanges left out). */
  fundingChains: Record<Address, Address[]>;
  /** the trace's memoized reads, for follow-up reads of the same request. */
  scan: ScanRpc;
}

/** Launchpads whose tokens trade on a bonding curve from the creation slot. */
const CURVE_LAUNCHPADS = new Set<Venue>(["pumpfun", "raydium_launchlab", "meteora_dbc", "moonshot"]);

const NO_HISTORY: TradeHistorySnapshot = { trades: [], tradingOpenedSlot: null, complete: false, transactionsRead: 0, capsHit: [], creatorTransfers: [] };

export async function traceAnalytics(mint: Address, deps: AnalyticsDeps, withHistory: boolean): Promise<AnalyticsTrace> {
  const coverage = createCoverageRecorder();
  const scan = await createScanReads(deps.sources, coverage);
  const snapshot = await gatherSnapshot(mint, deps.sources, deps.gatherOptions, undefined, { scan, coverage });
  if (snapshot.mintInfo.status === "not_a_mint") throw new ApiError("not_found", `${mint} is not a token mint on this network.`);
  if (snapshot.mintInfo.status === "unavailable" && snapshot.holders.length === 0 && snapshot.market.status === "unavailable") {
    throw new ApiError("upstream_error", "The chain data source could not be reached; nothing could be analysed.");
  }
  const { history, lp, fundingChains } = withHistory ? await readHistory(mint, snapshot, scan, deps, coverage) : { history: NO_HISTORY, lp: null, fundingChains: {} };
  // the extra reads' caps and failures belong to the same coverage
  const token: TokenSnapshot = { ...snapshot, coverage: { ...snapshot.coverage, capsHit: coverage.capsHit, failures: coverage.failures } };
  const report = buildReport(token, { includeLaunches: false });
  return { token, report, analytics: { token, history, lp, slot: token.observedSlot ?? null }, fundingChains, scan };
}

async function readHistory(mint: Address, snapshot: TokenSnapshot, scan: ScanRpc, deps: AnalyticsDeps, coverage: ReturnType<typeof createCoverageRecorder>) {
  const deployer = snapshot.deployer.status === "ok" ? snapshot.deployer : null;
  const { history, lpOrigin } = await readTradeHistory(
    {
      mint,
      // holders' own token accounts too: a pool whose swap names only its vaults (Raydium v4) and a
      // vault outside the largest accounts still move the holder's account, so its buys and sells are there
      addresses: [mint, ...snapshot.liquidityAccounts.map((l) => l.tokenAccount), ...snapshot.holders.map((h) => h.tokenAccount)],
      isLiquidityOwner: (owner) => !isWalletAddress(owner),
      creator: deployer?.creator ?? null,
      curveCreationSlot: deployer && deployer.venue && CURVE_LAUNCHPADS.has(deployer.venue) ? deployer.creationSlot : null,
      walletSignatureLimit: deps.gatherOptions.walletSignatureLimit,
    },
    scan,
    deps.historyCaps,
    coverage,
  );
  const pool = findMainPool(snapshot.liquidityAccounts);
  // traders in possible round trips whose funder the scan did not trace: whether they share one decides the groups
  const known = new Set([...snapshot.holders, ...(snapshot.earlyBuyers ?? [])].filter((w) => w.funding.length > 0).map((w) => w.owner));
  const candidates = findWashCandidates(history.trades).filter((w) => !known.has(w));
  const [lp, fundingChains] = await Promise.all([
    readLpSnapshot(pool ? { address: getPoolAddress(pool), venue: pool.venue } : null, lpOrigin, scan, { locks: snapshot.locks, clock: () => ({ now: snapshot.observedAt, slot: snapshot.observedSlot ?? null }) }),
    readWashFundingChains(candidates, scan, deps.gatherOptions.walletSignatureLimit),
  ]);
  return { history, lp, fundingChains };
}
