import type { MapData, MapNode } from "@/server/contracts/wire-types";
import { SlotLink, TxLink } from "@/components/ui/evidence-links";
import { explorerAccount } from "@/components/explorer";
import { CopyButton } from "@/components/ui/copy-button";
import { formatAmount, formatPct, pluralize, shortAddress } from "@/components/format";
import { ROLE_STYLE } from "@/components/map/map-style";

const CLUSTER_NAME = { funding: "Funding cluster", time_sync: "Same-slot bundle", coordinated_exit: "Coordinated exit", stealth_bundle: "Stealth bundle" } as const;

export function MapDetails({ node, data, onClose }: { node: MapNode; data: MapData; onClose: () => void }) {
  const style = ROLE_STYLE[node.role];
  const clusters = data.clusters.filter((c) => node.cluster_ids.includes(c.id));
  // a map stored before exited groups were drawn has none
  const exited = (data.exited_clusters ?? []).filter((c) => node.cluster_ids.includes(c.cluster_id));
  return (
    <section aria-label="Pinned wallet" className="rounded-2xl border border-line bg-panel/90 p-4" data-testid="map-details">
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide" style={{ color: style.hex }}>
            <span className="h-2 w-2 rounded-full" style={node.exited ? { border: `1.5px solid ${style.hex}` } : { background: style.hex }} aria-hidden="true" />
            {style.label}
            {node.exited && <span className="font-normal normal-case text-slate-300"> · exited, sold out</span>}
          </p>
          <p className="mt-1 break-all font-mono text-sm text-slate-100">{node.id}</p>
        </div>
        <button type="button" onClick={onClose} aria-label="Close details" className="rounded-lg px-2 py-1 text-slate-400 hover:bg-white/10 hover:text-white">
          ✕
        </button>
      </header>
      <div className="mt-2 flex flex-wrap gap-2">
        <CopyButton value={node.id} label="Copy address" />
        <a href={explorerAccount(node.id)} target="_blank" rel="noopener noreferrer" className="rounded-lg border border-line px-2.5 py-1 text-xs text-slate-300 hover:border-sky-400">
          Solscan ↗
        </a>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-slate-400">Share</dt>
          <dd className="font-semibold text-slate-200">{formatPct(node.pct)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Amount</dt>
          <dd className="font-semibold text-slate-200">{formatAmount(node.amount)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Rank</dt>
          <dd className="font-semibold text-slate-200">{node.rank ?? "—"}</dd>
        </div>
      </dl>
      {node.label && <p className="mt-2 text-xs text-slate-400">Label: {node.label}</p>}
      {node.funded_holders > 0 && <p className="mt-2 text-xs text-slate-400">Funded {pluralize(node.funded_holders, "holder")} of this token.</p>}
      {!node.traced && node.rank !== null && <p className="mt-2 text-xs text-amber-300/80">This wallet&apos;s history was not traced (cap or data source failure).</p>}
      {clusters.map((cluster) => (
        <p key={cluster.id} className="mt-2 rounded-lg bg-black/20 px-2 py-1.5 text-xs text-slate-300">
          {CLUSTER_NAME[cluster.type]}: {pluralize(cluster.wallet_count, "wallet")}, {formatPct(cluster.combined_pct)} together, +{cluster.points} pts
          {cluster.slot !== undefined && (
            <>
              {" "}· slot <SlotLink slot={cluster.slot} />
            </>
          )}
        </p>
      ))}
      {exited.map((group) => (
        <p key={group.cluster_id} className="mt-2 rounded-lg bg-black/20 px-2 py-1.5 text-xs text-slate-300" data-testid="map-details-exited">
          Exited group: {pluralize(group.wallet_count, "wallet")}
          {group.master_full && <> funded by {group.deployer_funded ? "the deployer " : ""}{shortAddress(group.master_full)}</>} bought {formatPct(group.bought_pct)} and sold{" "}
          {formatPct(group.sold_pct)} of supply by slot <SlotLink slot={group.last_sell_slot} />, {group.realized_sol >= 0 ? "+" : ""}
          {group.realized_sol} SOL, +{group.points} pts
        </p>
      ))}
      <h3 className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-400">Evidence</h3>
      {node.evidence.length === 0 ? (
        <p className="mt-1 text-xs text-slate-400">No transaction ties this wallet to another on the map.</p>
      ) : (
        <ul className="mt-1 max-h-60 space-y-1.5 overflow-y-auto pr-1 text-xs">
          {node.evidence.map((item) => (
            <li key={`${item.kind}:${item.signature}`} className="rounded-lg bg-black/20 px-2 py-1.5">
              <p className="text-slate-300">{item.note}</p>
              <TxLink signature={item.signature} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
