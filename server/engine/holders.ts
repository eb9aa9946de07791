// holders[]: the ranked non-pool holders, then the liquidity accounts as
// is_pool entries. Cluster members carry funding_tx (hop-1 funding signature)
// and buy_slot (slot of their first buy).
import { pctOf, toUiAmount } from "@/server/engine/format";
import type { Cluster, HolderEntry } from "@/server/contracts/scan-report";
import type { Address, LiquidityAccountSnapshot, TokenSnapshot } from "@/server/engine/snapshot";
import { getDecimals, getHopOneSignature, getPoolAddress, getSupply } from "@/server/engine/snapshot-helpers";

const POOL_LABEL: Record<LiquidityAccountSnapshot["kind"], string> = {
  pool: "liquidity pool",
  bonding_curve: "bonding curve",
  program_vault: "program vault",
};

function clusterIdsByOwner(clusters: Cluster[]): Map<Address, string[]> {
  const ids = new Map<Address, string[]>();
  for (const cluster of clusters) {
    for (const owner of cluster.members) ids.set(owner, [...(ids.get(owner) ?? []), cluster.id]);
  }
  return ids;
}

export function buildHolderEntries(snapshot: TokenSnapshot, clusters: Cluster[]): HolderEntry[] {
  const supply = getSupply(snapshot);
  const decimals = getDecimals(snapshot);
  const uiAmount = (amount: bigint) => (decimals === null ? null : toUiAmount(amount, decimals));
  const membership = clusterIdsByOwner(clusters);
  const holders = [...snapshot.holders]
    .sort((a, b) => a.rank - b.rank)
    .map((holder): HolderEntry => {
      const clusterIds = membership.get(holder.owner) ?? [];
      const entry: HolderEntry = {
        rank: holder.rank,
        owner: holder.owner,
        token_account: holder.tokenAccount,
        amount: uiAmount(holder.amount),
        pct: pctOf(holder.amount, supply),
        label: snapshot.funders[holder.owner]?.label ?? null,
        is_pool: false,
        cluster_ids: clusterIds,
        traced: holder.traced,
      };
      if (clusterIds.length === 0) return entry;
      return { ...entry, funding_tx: getHopOneSignature(holder), buy_slot: holder.firstBuy?.slot ?? null };
    });
  const pools = snapshot.liquidityAccounts.map(
    (account): HolderEntry => ({
      rank: null,
      // the pool itself (AMM id, pool state, curve), not a shared vault authority; that only when unresolved
      owner: getPoolAddress(account) ?? account.owner,
      token_account: account.tokenAccount,
      amount: uiAmount(account.amount),
      pct: pctOf(account.amount, supply),
      label: account.venue ? `${account.venue} ${POOL_LABEL[account.kind]}` : POOL_LABEL[account.kind],
      is_pool: true,
      cluster_ids: [],
      traced: false,
    }),
  );
  return [...holders, ...pools];
}
