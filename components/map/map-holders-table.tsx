"use client";
// The map as a table: the same wallets as the bubbles, for the keyboard and for
// screen readers (the canvas is a picture to them), ghosts of exited groups
// included and marked "exited" in words. "Details" pins a wallet
// exactly like a click on its bubble.
import type { MapData } from "@/server/contracts/wire-types";
import { formatPct } from "@/components/format";
import { Card } from "@/components/ui/card";
import { AddressLink } from "@/components/ui/evidence-links";
import { cohortOf } from "@/components/map/map-cohorts";
import { groupNames, tableOrder } from "@/components/map/map-groups";
import type { MapModel } from "@/components/map/map-model";
import { COHORT_STYLE, ROLE_STYLE, type CohortKey } from "@/components/map/map-style";

/** cohorts: wallet -> cohort once the person asked for cohorts (a column appears), else null. */
export function MapHoldersTable({
  data,
  model,
  pinned,
  onPin,
  cohorts = null,
}: {
  data: MapData;
  model: MapModel;
  pinned: number | null;
  onPin(index: number): void;
  cohorts?: Map<string, CohortKey> | null;
}) {
  const order = tableOrder(model.nodes, data);
  const names = groupNames(data);
  const ghosts = model.nodes.filter((n) => n.exited).length;
  const subtitle = `The ${model.nodes.length} bubbles as a table: holders by rank, ${ghosts > 0 ? `then the ${ghosts} wallets of exited groups (sold out, drawn as ghosts), ` : ""}then the wallets that funded them.`;
  return (
    <Card title="Wallets on this map" subtitle={subtitle} testId="map-holders">
      <table className="w-full text-left text-sm" aria-label={`Wallets on the holder map of ${data.symbol ? `$${data.symbol}` : data.mint}`}>
        <thead className="text-xs uppercase tracking-wide text-slate-400">
          <tr>
            <th scope="col" className="px-2 py-1.5 font-medium">#</th>
            <th scope="col" className="px-2 py-1.5 font-medium">Wallet</th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">Share</th>
            <th scope="col" className="px-2 py-1.5 font-medium">Role</th>
            <th scope="col" className="px-2 py-1.5 font-medium">Group</th>
            {cohorts && <th scope="col" className="px-2 py-1.5 font-medium">Cohort</th>}
            <th scope="col" className="px-2 py-1.5 font-medium">
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line/50">
          {order.map((i) => {
            const node = model.nodes[i];
            const style = ROLE_STYLE[node.role];
            return (
              <tr key={node.id} data-node={node.id} data-exited={node.exited || undefined} className={pinned === i ? "bg-sky-500/10" : undefined}>
                <td className="px-2 py-1.5 tabular-nums text-slate-400">{node.rank ?? "—"}</td>
                <td className="px-2 py-1.5">
                  <AddressLink address={node.id} />
                  {node.label && <span className="block text-xs text-slate-400 sm:ml-2 sm:inline">{node.label}</span>}
                </td>
                <td className="px-2 py-1.5 text-right tabular-nums text-slate-200">{formatPct(node.pct)}</td>
                <td className="px-2 py-1.5">
                  <span className="inline-flex items-center gap-1.5 text-xs text-slate-300">
                    {/* a ghost's swatch is an outline, as on the map */}
                    <span className="h-2 w-2 shrink-0 rounded-full" style={node.exited ? { border: `1.5px solid ${style.hex}` } : { background: style.hex }} aria-hidden="true" />
                    {style.label}
                    {node.exited && <span className="rounded border border-slate-500 px-1 text-[11px] text-slate-200" data-testid="map-exited-mark">exited</span>}
                  </span>
                </td>
                <td className="px-2 py-1.5 text-xs text-slate-300">{node.cluster_ids.map((id) => names.get(id)).filter(Boolean).join(", ") || "—"}</td>
                {cohorts && (
                  <td className="px-2 py-1.5" data-testid="map-cohort-cell">
                    <span className="inline-flex items-center gap-1.5 text-xs text-slate-300">
                      <span className="h-2 w-2 shrink-0 rounded-full" style={{ background: COHORT_STYLE[cohortOf(cohorts, node)].hex }} aria-hidden="true" />
                      {COHORT_STYLE[cohortOf(cohorts, node)].label}
                    </span>
                  </td>
                )}
                <td className="px-2 py-1.5 text-right">
                  <button
                    type="button"
                    aria-pressed={pinned === i}
                    aria-label={`Details of ${style.label.toLowerCase()} ${node.id}${node.exited ? " (exited)" : ""}`}
                    onClick={() => onPin(i)}
                    className="rounded-lg border border-line px-2 py-0.5 text-xs text-slate-200 hover:border-sky-400"
                  >
                    Details
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
