// Each past launch's own trade history, for its peak market cap and the lowest
// market cap after it (docs/decisions.md "Deployer peaks": the engine decides
// the pump-and-dump in USD). Every launch in the sampled history is read, in
// one batch of signature pages and mint accounts and one batch of
// transactions for all launches at once. The transactions are bounded by one
// budget shared by the launches, spread evenly over each launch's history
// (its busiest stretch, where a pump peaks, gets the most reads).
// Each launch's largest sellers other than the creator are named with who
// funded them (the creator when its own history shows it paying them, else
// their first funder, read for a bounded number), and the creator's own sells:
// a launch dumped by wallets the deployer funded, or by the deployer from
// supply it never bought, counts fully, whatever the base rate.
import { computeLaunchPeak } from "@/server/engine/analytics/launch-peaks";
import type { HistoryTrade } from "@/server/engine/analytics/types";
import type { Address, LaunchSeller, LaunchSnapshot } from "@/server/engine/snapshot";
import type { AccountInfo } from "@/server/chain/solana-rpc/schemas";
import type { CoverageRecorder } from "@/server/services/scan/gather/coverage";
import { isWalletAddress } from "@/server/services/scan/gather/holders";
import { readFirstFunders } from "@/server/services/scan/gather/first-funders";
import type { ScanRpc } from "@/server/services/scan/gather/scan-rpc";
import { extractHistoryTrades } from "@/server/services/scan/gather/trade-history-trades";

/** getTransaction calls shared by all launches of one deployer. */
export const LAUNCH_TX_BUDGET = 240;
/** at most this many per launch (a short history is read whole below it). */
export const LAUNCH_HISTORY_TXS = 150;
/** and at least this many, however many launches share the budget. */
export const LAUNCH_MIN_TXS = 3;
/** sellers named per launch: the largest by tokens sold, the creator left out. */
export const LAUNCH_SELLERS = 2;
/** sellers whose first funder is read, for all launches (newest first): a signature page and up to 3 transactions each. */
export const LAUNCH_SELLER_FUNDER_CHECKS = 16;

/** Who the deployer is and whom its own history shows it paying: the sellers' funders start there. */
export interface LaunchInsiderContext {
  creator: Address;
  /** wallets the creator sent SOL or tokens to, in the transactions of its read. */
  funded: ReadonlySet<Address>;
  walletSignatureLimit: number;
}

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

export async function readLaunchHistories(
  mints: Address[],
  scan: ScanRpc,
  coverage: CoverageRecorder,
  insiders?: LaunchInsiderContext,
): Promise<Map<Address, NonNullable<LaunchSnapshot["history"]>>> {
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
  const tradesOf = new Map<Address, HistoryTrade[]>();
  for (const mint of mints) {
    const trades = wanted.get(mint)!.flatMap((s) => {
      const tx = loaded.get(s)?.tx;
      return tx ? extractHistoryTrades(tx, mint, (owner) => !isWalletAddress(owner)) : [];
    });
    tradesOf.set(mint, trades);
  }
  const sellers = insiders ? await nameSellers(mints, tradesOf, insiders, scan) : null;
  for (const mint of mints) {
    const info = readMint(accounts.get(mint));
    if (!pages.has(mint) || !info) {
      out.set(mint, { status: "unavailable", reason: "the launch's history or mint could not be read" });
      continue;
    }
    // in SOL: the engine prices them with the scan's SOL price
    const peak = computeLaunchPeak(tradesOf.get(mint)!, info.supply, info.decimals, 1);
    out.set(mint, { status: "ok", peakMcapSol: peak?.peakMcap ?? null, floorAfterPeakSol: peak?.floorAfterPeak ?? null, ...(sellers ? { sellers: sellers.get(mint) ?? [] } : {}) });
  }
  return out;
}

/** Each launch's largest sellers (not the creator) with their funder: the creator when it paid them, else their first funder when read. */
async function nameSellers(mints: Address[], tradesOf: Map<Address, HistoryTrade[]>, context: LaunchInsiderContext, scan: ScanRpc): Promise<Map<Address, LaunchSeller[]>> {
  const picked = new Map<Address, Omit<LaunchSeller, "funder">[]>();
  for (const mint of mints) {
    const byWallet = new Map<Address, { bought: bigint; sold: bigint }>();
    for (const t of tradesOf.get(mint) ?? []) {
      const totals = byWallet.get(t.owner) ?? { bought: 0n, sold: 0n };
      if (t.side === "buy") totals.bought += t.amount;
      else totals.sold += t.amount;
      byWallet.set(t.owner, totals);
    }
    const largest = [...byWallet]
      .filter(([wallet, totals]) => wallet !== context.creator && totals.sold > 0n)
      .sort((a, b) => (b[1].sold > a[1].sold ? 1 : b[1].sold < a[1].sold ? -1 : a[0].localeCompare(b[0])))
      .slice(0, LAUNCH_SELLERS);
    // the creator's own sells too: the engine tells a dev buy sold from supply it never bought
    const own = byWallet.get(context.creator);
    const creator = own && own.sold > 0n ? [[context.creator, own] as const] : [];
    picked.set(mint, [...creator, ...largest].map(([wallet, totals]) => ({ wallet, ...totals })));
  }
  // newest launches first: the cap spends its reads where the deployer's habits are freshest
  const unknown = [...new Set([...mints].reverse().flatMap((mint) => picked.get(mint)!.map((s) => s.wallet)).filter((w) => w !== context.creator && !context.funded.has(w)))];
  const funders = await readFirstFunders(unknown.slice(0, LAUNCH_SELLER_FUNDER_CHECKS), scan, context.walletSignatureLimit);
  const funderOf = (wallet: Address) => (wallet === context.creator ? null : context.funded.has(wallet) ? context.creator : (funders[wallet] ?? null));
  return new Map([...picked].map(([mint, list]) => [mint, list.map((s) => ({ ...s, funder: funderOf(s.wallet) }))]));
}

function readMint(account: AccountInfo | null | undefined): { supply: bigint; decimals: number } | null {
  const info = (account?.data as { parsed?: { info?: { supply?: string; decimals?: number } } } | undefined)?.parsed?.info;
  if (!info?.supply || !/^\d+$/.test(info.supply) || typeof info.decimals !== "number") return null;
  return { supply: BigInt(info.supply), decimals: info.decimals };
}
