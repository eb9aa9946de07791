import type { Cluster, ClusterType, HolderEntry } from "@/server/contracts/wire-types";
import { Card, Chip } from "@/components/ui/card";
import { AddressLink, SlotLink, TxLink } from "@/components/ui/evidence-links";
import { formatPct, pluralize } from "@/components/format";
import { ROLE_STYLE } from "@/components/map/map-style";

const CLUSTER_TEXT: Record<ClusterType, { title: string; explain: string; role: keyof typeof ROLE_STYLE }> = {
  funding: { title: "Funding cluster", explain: "These holders were funded by the same wallet.", role: "funding_cluster" },
  time_sync: { title: "Same-slot bundle", explain: "These fresh wallets made their first buy in the same slot.", role: "bundle" },
  coordinated_exit: { title: "Coordinated exit", explain: "These holders each sold a large part of their bag in one slot.", role: "coordinated_exit" },
  stealth_bundle: { title: "Stealth bundle", explain: "These fresh wallets first bought within a few slots, their buys sharing a fingerprint (fee payer, compute settings, tip, lookup table).", role: "bundle" },
};

function ClusterCard({ cluster, holders }: { cluster: Cluster; holders: Map<string, HolderEntry> }) {
  const text = CLUSTER_TEXT[cluster.type];
  const color = ROLE_STYLE[text.role].hex;
  return (
    <article className="rounded-xl border border-line/70 bg-black/20 p-4" data-testid="cluster">
      <header className="flex flex-wrap items-center gap-2">
        <span className="h-2.5 w-2.5 rounded-full" style={{ background: color }} aria-hidden="true" />
        <h3 className="font-semibold text-slate-100">{text.title}</h3>
        <Chip>{pluralize(cluster.wallet_count, "wallet")}</Chip>
        <Chip>{formatPct(cluster.combined_pct)} of supply</Chip>
        {cluster.sold_pct != null && <Chip>sold {formatPct(cluster.sold_pct)}</Chip>}
        <span className="ml-auto text-sm font-bold text-slate-200">+{cluster.points} pts</span>
      </header>
      <p className="mt-1 text-sm text-slate-400">
        {text.explain}
        {cluster.master_full && (
          <>
            {" "}Shared funder <AddressLink address={cluster.master_full} />
            {cluster.hops !== undefined && <> ({pluralize(cluster.hops, "hop")} back)</>}.
          </>
        )}
        {cluster.slot !== undefined && (
          <>
            {" "}Slot <SlotLink slot={cluster.slot} />.
          </>
        )}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <h4 className="text-xs uppercase tracking-wide text-slate-400">Members</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {cluster.members.map((member) => (
              <li key={member} className="flex justify-between gap-2">
                <AddressLink address={member} />
                <span className="tabular-nums text-slate-400">{formatPct(holders.get(member)?.pct)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-xs uppercase tracking-wide text-slate-400">Evidence ({cluster.evidence_txs.length} tx)</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {cluster.evidence_txs.slice(0, 8).map((signature) => (
              <li key={signature}>
                <TxLink signature={signature} />
              </li>
            ))}
            {cluster.evidence_txs.length > 8 && <li className="text-xs text-slate-400">+{cluster.evidence_txs.length - 8} more</li>}
          </ul>
        </div>
      </div>
    </article>
  );
}

export function ClustersPanel({ clusters, holders }: { clusters: Cluster[]; holders: HolderEntry[] }) {
  const byOwner = new Map(holders.map((h) => [h.owner, h]));
  return (
    <Card
      title="Coordinated groups"
      subtitle={clusters.length ? "Holders acting together, with the transactions that prove it. Links open Solscan in a new tab." : undefined}
      testId="clusters"
    >
      {clusters.length === 0 ? (
        <p className="text-sm text-slate-400">No funding cluster, same-slot bundle or coordinated exit among the traced holders.</p>
      ) : (
        <div className="space-y-3">
          {clusters.map((cluster) => (
            <ClusterCard key={cluster.id} cluster={cluster} holders={byOwner} />
          ))}
        </div>
      )}
    </Card>
  );
}
