import type { Cluster, FilteredCluster, HolderEntry } from "@/server/contracts/wire-types";
import { Card } from "@/components/ui/card";
import { AddressLink } from "@/components/ui/evidence-links";
import { formatAmount, formatPct } from "@/components/format";
import { ROLE_STYLE } from "@/components/map/map-style";

const CLUSTER_ROLE = { funding: "funding_cluster", time_sync: "bundle", coordinated_exit: "coordinated_exit", stealth_bundle: "bundle" } as const;

export function HoldersTable({ holders, clusters, filtered }: { holders: HolderEntry[]; clusters: Cluster[]; filtered: FilteredCluster[] }) {
  const typeOf = new Map(clusters.map((c) => [c.id, c.type]));
  const exchangeOf = new Map(filtered.flatMap((f) => f.members.map((m) => [m, f.funder_label] as const)));
  const wallets = holders.filter((h) => !h.is_pool);
  const pools = holders.filter((h) => h.is_pool);
  const rows = [...wallets, ...pools];
  if (rows.length === 0) return null;
  return (
    <Card title="Top holders" subtitle={`${wallets.length} wallets and ${pools.length} liquidity accounts, largest first.`} testId="holders">
      {/* no minimum width: on a phone the columns narrow and the flags wrap instead of sliding off-screen */}
      <div className="-mx-2">
        <table className="w-full table-fixed text-left text-sm sm:table-auto">
          <thead className="text-xs uppercase tracking-wide text-slate-400">
            <tr>
              <th scope="col" className="w-8 px-2 py-1.5 font-medium sm:w-auto">#</th>
              <th scope="col" className="w-[7.5rem] px-2 py-1.5 font-medium sm:w-auto">Wallet</th>
              <th scope="col" className="w-16 px-2 py-1.5 text-right font-medium sm:w-auto">Share</th>
              <th scope="col" className="hidden px-2 py-1.5 text-right font-medium sm:table-cell">Amount</th>
              <th scope="col" className="px-2 py-1.5 font-medium">Flags</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line/50">
            {rows.map((holder) => (
              <tr key={`${holder.owner}:${holder.token_account}`} className="hover:bg-white/[0.03]">
                <td className="px-2 py-1.5 tabular-nums text-slate-400">{holder.rank ?? "—"}</td>
                <td className="px-2 py-1.5">
                  <AddressLink address={holder.owner} />
                  {holder.label && <span className="block truncate text-xs text-slate-400 sm:ml-2 sm:inline">{holder.label}</span>}
                </td>
                <td className="px-2 py-1.5 text-right tabular-nums text-slate-200">{formatPct(holder.pct)}</td>
                <td className="hidden px-2 py-1.5 text-right tabular-nums text-slate-400 sm:table-cell">{formatAmount(holder.amount)}</td>
                <td className="px-2 py-1.5">
                  <span className="flex flex-wrap gap-1">
                    {holder.is_pool && <Flag color={ROLE_STYLE.pool.hex} label="pool" />}
                    {holder.cluster_ids.map((id) => {
                      const type = typeOf.get(id);
                      return type ? <Flag key={id} color={ROLE_STYLE[CLUSTER_ROLE[type]].hex} label={ROLE_STYLE[CLUSTER_ROLE[type]].label.toLowerCase()} /> : null;
                    })}
                    {exchangeOf.has(holder.owner) && <Flag color={ROLE_STYLE.exchange_funded.hex} label={`funded by ${exchangeOf.get(holder.owner)}`} />}
                    {!holder.traced && !holder.is_pool && <span className="text-xs text-slate-400">not traced</span>}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function Flag({ color, label }: { color: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-white/5 px-2 py-0.5 text-xs text-slate-300">
      <span className="h-1.5 w-1.5 rounded-full" style={{ background: color }} aria-hidden="true" />
      {label}
    </span>
  );
}
