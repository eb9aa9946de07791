// One live trace for the analytics routes: the scan's snapshot, then (for
// cohorts and trade analysis) the mint's trade history and its LP token, all
// through one memoized RPC view, so a page or transaction the scan read is
// never read again within the request.
import type { AnalyticsSnapshot, TradeHistorySnapshot } from "@/server/engine/analytics/types";
import { buildReport } from "@/server/engine/report";
import type { EngineReport } from "@/server/engine/report-types";
import type { Address, TokenSnapshot, Venue } from "@/server/engine/snapshot";
import { ApiError } from "@/server/http/api-error";
import { createCoverageRecorder } from "../gather/coverage";
import { gatherSnapshot, type ScanSources } from "../gather/gather-snapshot";
import { isWalletAddress } from "../gather/holders";
import type { GatherOptions } from "../gather/options";
import { createScanRpc, type ScanRpc } from "../gather/scan-rpc";
import { readTradeHistory, type TradeHistoryCaps } from "../gather/trade-history";
import { readLpSnapshot } from "./read-lp";

export interface AnalyticsDeps {
  sources: ScanSources;
  gatherOptions: GatherOptions;
  historyCaps: TradeHistoryCaps;
}

export interface AnalyticsTrace {
  token: TokenSnapshot;
  report: EngineReport;
  analytics: AnalyticsSnapshot;
}

/** Launchpads whose tokens trade on a bonding curve from the creation slot. */
const CURVE_LAUNCHPADS = new Set<Venue>(["pumpfun", "raydium_launchlab", "meteora_dbc", "moonshot"]);

const NO_HISTORY: TradeHistorySnapshot = { trades: [], tradingOpenedSlot: null, complete: false, transactionsRead: 0, capsHit: [], creatorTransfers: [] };

export async function traceAnalytics(mint: Address, deps: AnalyticsDeps, withHistory: boolean): Promise<AnalyticsTrace> {
  const coverage = createCoverageRecorder();
  const scan = createScanRpc(deps.sources.rpc, coverage);
  const snapshot = await gatherSnapshot(mint, deps.sources, deps.gatherOptions, undefined, { scan, coverage });
  if (snapshot.mintInfo.status === "not_a_mint") throw new ApiError("not_found", `${mint} is not a token mint on this network.`);
  if (snapshot.mintInfo.status === "unavailable" && snapshot.holders.length === 0 && snapshot.market.status === "unavailable") {
    throw new ApiError("upstream_error", "The chain data source could not be reached; nothing could be analysed.");
  }
  const { history, lp } = withHistory ? await readHistory(mint, snapshot, scan, deps, coverage) : { history: NO_HISTORY, lp: null };
  // the extra reads' caps and failures belong to the same coverage
  const token: TokenSnapshot = { ...snapshot, coverage: { ...snapshot.coverage, capsHit: coverage.capsHit, failures: coverage.failures } };
  const report = buildReport(token, { includeLaunches: false });
  return { token, report, analytics: { token, history, lp, slot: token.observedSlot ?? null } };
}

async function readHistory(mint: Address, snapshot: TokenSnapshot, scan: ScanRpc, deps: AnalyticsDeps, coverage: ReturnType<typeof createCoverageRecorder>) {
  const deployer = snapshot.deployer.status === "ok" ? snapshot.deployer : null;
  const { history, lpOrigin } = await readTradeHistory(
    {
      mint,
      addresses: [mint, ...snapshot.liquidityAccounts.map((l) => l.tokenAccount)],
      isLiquidityOwner: (owner) => !isWalletAddress(owner),
      creator: deployer?.creator ?? null,
      curveCreationSlot: deployer && deployer.venue && CURVE_LAUNCHPADS.has(deployer.venue) ? deployer.creationSlot : null,
      walletSignatureLimit: deps.gatherOptions.walletSignatureLimit,
    },
    scan,
    deps.historyCaps,
    coverage,
  );
  const pool = snapshot.liquidityAccounts.find((l) => l.kind === "pool");
  const lp = pool ? await readLpSnapshot(pool, lpOrigin, scan) : null;
  return { history, lp };
}
