// Each past launch's own trade history, for its peak market cap and the lowest
// market cap after it (docs/decisions.md "Deployer peaks": the engine decides
// the pump-and-dump in USD). Every launch in the sampled history is read, in
// one batch of signature pages and mint accounts and one batch of
// transactions for all launches at once. The transactions are bounded by one
// budget shared by the launches, spread evenly over each launch's history
// (its busiest stretch, where a pump peaks, gets the most reads).
import { computeLaunchPeak } from "@/server/engine/analytics/launch-peaks";
import type { Address, LaunchSnapshot } from "@/server/engine/snapshot";
import type { AccountInfo } from "@/server/chain/solana-rpc/schemas";
import type { CoverageRecorder } from "@/server/services/scanning/gather/coverage";
import { isWalletAddress } from "@/server/services/scanning/gather/holders";
import type { ScanRpc } from "@/server/services/scanning/gather/scan-rpc";
import { extractHistoryTrades } from "@/server/services/scanning/gather/trade-history-trades";

/** getTransaction calls shared by all launches of one deployer. */
export const LAUNCH_TX_BUDGET = 240;
/** at most this many per launch (a short history is read whole below it). */
export const LAUNCH_HISTORY_TXS = 150;
/** and at least this many, however many launches share the budget. */
export const LAUNCH_MIN_TXS = 3;

/** Transactions read per launch when `launches` share the budget. */
export function perLaunchTxs(launches: number): number {
  if (launches === 0) return 0;
  return Math.min(LAUNCH_HISTORY_TXS, Math.max(LAUNCH_MIN_TXS, Math.floor(LAUNCH_TX_BUDGET / launches)));
}

/** `count` items spread evenly over `items` (oldest first), both ends included. */
export function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  if (count <= 1) return items.slice(0, count);
  const picked = new Set<number>();
  for (let i = 0; i < count; i++) picked.add(Math.round((i * (items.length - 1)) / (count - 1)));
  return [...picked].sort((a, b) => a - b).map((i) => items[i]);
}

export async function readLaunchHistories(mints: Address[], scan: ScanRpc, coverage: CoverageRecorder): Promise<Map<Address, NonNullable<LaunchSnapshot["history"]>>> {
  const out = new Map<Address, NonNullable<LaunchSnapshot["history"]>>();
  if (mints.length === 0) return out;
  const [pages, accounts] = await Promise.all([scan.history.activity(mints.map((address) => ({ address, limit: 1000 }))), scan.accounts(mints, "jsonParsed")]);
  const each = perLaunchTxs(mints.length);
  const wanted = new Map<Address, string[]>();
  let sampled = false;
  for (const mint of mints) {
    const ok = (pages.get(mint)?.signatures ?? []).filter((s) => s.err === null || s.err === undefined).reverse();
    const picked = spread(ok, each);
    if (picked.length < ok.length || pages.get(mint)?.capped) sampled = true;
    wanted.set(mint, picked.map((s) => s.signature));
  }
  if (sampled) coverage.cap("launch_histories");
  const loaded = await scan.transactions([...wanted.values()].flat());
  for (const mint of mints) {
    const info = readMint(accounts.get(mint));
    if (!pages.has(mint) || !info) {
      out.set(mint, { status: "unavailable", reason: "the launch's history or mint could not be read" });
      continue;
    }
    const trades = wanted.get(mint)!.flatMap((s) => {
      const tx = loaded.get(s)?.tx;
      return tx ? extractHistoryTrades(tx, mint, (owner) => !isWalletAddress(owner)) : [];
    });
    // in SOL: the engine prices them with the scan's SOL price
    const peak = computeLaunchPeak(trades, info.supply, info.decimals, 1);
    out.set(mint, { status: "ok", peakMcapSol: peak?.peakMcap ?? null, floorAfterPeakSol: peak?.floorAfterPeak ?? null });
  }
  return out;
}

function readMint(account: AccountInfo | null | undefined): { supply: bigint; decimals: number } | null {
  const info = (account?.data as { parsed?: { info?: { supply?: string; decimals?: number } } } | undefined)?.parsed?.info;
  if (!info?.supply || !/^\d+$/.test(info.supply) || typeof info.decimals !== "number") return null;
  return { supply: BigInt(info.supply), decimals: info.decimals };
}
