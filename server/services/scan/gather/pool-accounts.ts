// The pool behind each liquidity account. A pump.fun curve or a PumpSwap pool
// owns its own vaults, so the vault's owner is the pool; Raydium v4 and CPMM
// keep every pool's vaults under one shared authority, so the pool is read
// from an instruction that names the vault (server/chain/normalize/pool-accounts.ts):
// the vault's newest transactions (its signature page is the one the scan
// reads anyway) and, when its history fits one page, its oldest (the pool's
// creation). A pool that cannot be found stays null: it is never named by its
// authority.
import { getPoolAuthorityVenue } from "@/server/chain/labels/venues";
import { findPoolOfVault } from "@/server/chain/normalize/pool-accounts";
import type { Address, LiquidityAccountSnapshot } from "@/server/engine/snapshot";
import type { ScanRpc, SignaturePage } from "@/server/services/scan/gather/scan-rpc";

/** newest transactions of a shared-authority vault read for its pool: any swap names it. */
export const POOL_LOOKUP_TXS = 3;
const PAGE = 1000;

export async function resolvePools(accounts: LiquidityAccountSnapshot[], pages: ReadonlyMap<Address, SignaturePage>, scan: ScanRpc): Promise<LiquidityAccountSnapshot[]> {
  const shared = accounts.filter((a) => getPoolAuthorityVenue(a.owner) !== null);
  if (shared.length === 0) return accounts.map((a) => ({ ...a, pool: a.owner }));
  const unread = shared.filter((a) => !pages.has(a.tokenAccount));
  // limit 1000: the trade history pages the same accounts with it, so this page is read once
  const more = unread.length > 0 ? await scan.signaturePages(unread.map((a) => ({ address: a.tokenAccount, limit: PAGE }))) : new Map<Address, SignaturePage>();
  const wanted = new Map<Address, string[]>();
  for (const account of shared) {
    const page = pages.get(account.tokenAccount) ?? more.get(account.tokenAccount);
    const ok = (page?.signatures ?? []).filter((s) => s.err === null || s.err === undefined).map((s) => s.signature);
    const oldest = page && !page.capped ? ok.slice(-1) : [];
    wanted.set(account.tokenAccount, [...new Set([...ok.slice(0, POOL_LOOKUP_TXS), ...oldest])]);
  }
  const loaded = await scan.transactions([...new Set([...wanted.values()].flat())]);
  return accounts.map((account) => {
    if (getPoolAuthorityVenue(account.owner) === null) return { ...account, pool: account.owner };
    const refs = (wanted.get(account.tokenAccount) ?? []).flatMap((s) => loaded.get(s)?.tx.poolAccounts ?? []);
    return { ...account, pool: findPoolOfVault(refs, account.tokenAccount)?.pool ?? null };
  });
}
