// Each past launch's own trade history, for its peak market cap and whether it
// was a pump-and-dump (docs/decisions.md "Deployer peaks"). One batch of signature
// pages and mint accounts, one batch of transactions, for all launches at once.
import { computeLaunchPeak } from "@/server/engine/analytics/launch-peaks";
import type { Address, LaunchSnapshot } from "@/server/engine/snapshot";
import type { AccountInfo } from "@/server/chain/solana-rpc/schemas";
import type { CoverageRecorder } from "./coverage";
import { isWalletAddress } from "./holders";
import type { ScanRpc } from "./scan-rpc";
import { extractHistoryTrades } from "./trade-history-trades";

/** Most recent launches whose history is read. */
export const LAUNCH_PEAK_CAP = 10;
/** Oldest transactions read per launch: a pump-and-dump's peak comes early. */
export const LAUNCH_HISTORY_TXS = 150;

export async function readLaunchHistories(mints: Address[], scan: ScanRpc, coverage: CoverageRecorder): Promise<Map<Address, NonNullable<LaunchSnapshot["history"]>>> {
  const out = new Map<Address, NonNullable<LaunchSnapshot["history"]>>();
  const picked = mints.slice(-LAUNCH_PEAK_CAP);
  for (const mint of mints.slice(0, Math.max(0, mints.length - LAUNCH_PEAK_CAP))) out.set(mint, { status: "unavailable", reason: `only the ${LAUNCH_PEAK_CAP} most recent launches are read` });
  if (mints.length > LAUNCH_PEAK_CAP) coverage.cap("launch_histories");
  if (picked.length === 0) return out;
  const [pages, accounts] = await Promise.all([scan.signaturePages(picked.map((address) => ({ address, limit: 1000 }))), scan.accounts(picked, "jsonParsed")]);
  const wanted = new Map<Address, string[]>();
  for (const mint of picked) {
    const ok = (pages.get(mint)?.signatures ?? []).filter((s) => s.err === null || s.err === undefined);
    wanted.set(mint, ok.slice(-LAUNCH_HISTORY_TXS).map((s) => s.signature));
  }
  const loaded = await scan.transactions([...wanted.values()].flat());
  for (const mint of picked) {
    const info = readMint(accounts.get(mint));
    if (!pages.has(mint) || !info) {
      out.set(mint, { status: "unavailable", reason: "the launch's history or mint could not be read" });
      continue;
    }
    const trades = wanted.get(mint)!.flatMap((s) => {
      const tx = loaded.get(s)?.tx;
      return tx ? extractHistoryTrades(tx, mint, (owner) => !isWalletAddress(owner)) : [];
    });
    // peaks in SOL: the engine prices them with the scan's SOL price
    const peak = computeLaunchPeak(trades, info.supply, info.decimals, 1);
    out.set(mint, { status: "ok", peakMcapSol: peak?.peakMcap ?? null, pumpAndDump: peak?.pumpAndDump ?? null });
  }
  return out;
}

function readMint(account: AccountInfo | null | undefined): { supply: bigint; decimals: number } | null {
  const info = (account?.data as { parsed?: { info?: { supply?: string; decimals?: number } } } | undefined)?.parsed?.info;
  if (!info?.supply || !/^\d+$/.test(info.supply) || typeof info.decimals !== "number") return null;
  return { supply: BigInt(info.supply), decimals: info.decimals };
}
