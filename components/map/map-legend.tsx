import type { MapNode } from "@/server/contracts/wire-types";
import { countCohorts } from "@/components/map/map-cohorts";
import { countRoles } from "@/components/map/map-model";
import { COHORT_ORDER, COHORT_STYLE, ROLE_ORDER, ROLE_STYLE, type CohortKey } from "@/components/map/map-style";

/** cohorts: while the map is coloured by cohort, wallet -> cohort; otherwise the role colours are listed. */
export function MapLegend({ nodes, showSlotLinks, cohorts = null }: { nodes: MapNode[]; showSlotLinks: boolean; cohorts?: Map<string, CohortKey> | null }) {
  const counts = countRoles(nodes);
  const cohortCounts = cohorts ? countCohorts(nodes, cohorts) : null;
  return (
    <div className="rounded-xl border border-line/70 bg-ink/85 p-3 text-xs backdrop-blur" data-testid="map-legend" data-colour-by={cohortCounts ? "cohort" : "role"}>
      <p className="mb-2 font-semibold uppercase tracking-wide text-slate-400">Legend{cohortCounts ? ": cohorts" : ""}</p>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-1">
        {cohortCounts && COHORT_ORDER.map((key) => (
          <li key={key} className="flex items-center gap-2" title={COHORT_STYLE[key].explain}>
            <span className="h-3 w-3 shrink-0 rounded-full" style={{ background: COHORT_STYLE[key].hex }} aria-hidden="true" />
            <span className="text-slate-300">{COHORT_STYLE[key].label}</span>
            <span className="ml-auto tabular-nums text-slate-400">{cohortCounts.get(key)}</span>
          </li>
        ))}
        {!cohortCounts && ROLE_ORDER.filter((role) => counts.has(role)).map((role) => (
          <li key={role} className="flex items-center gap-2" title={ROLE_STYLE[role].explain}>
            {/* exited groups are ghosts on the map: an outline, not a fill */}
            <span className="h-3 w-3 shrink-0 rounded-full" style={role === "exited" ? { border: `2px dashed ${ROLE_STYLE[role].hex}` } : { background: ROLE_STYLE[role].hex }} aria-hidden="true" />
            <span className="text-slate-300">{ROLE_STYLE[role].label}</span>
            <span className="ml-auto tabular-nums text-slate-400">{counts.get(role)}</span>
          </li>
        ))}
      </ul>
      <ul className="mt-2 space-y-1 border-t border-line/60 pt-2 text-slate-400">
        <li className="flex items-center gap-2">
          <span className="h-0.5 w-5 bg-red-500" aria-hidden="true" /> funding inside a cluster
        </li>
        <li className="flex items-center gap-2">
          <span className="h-0.5 w-5 bg-slate-500" aria-hidden="true" /> other funding
        </li>
        {showSlotLinks && (
          <li className="flex items-center gap-2">
            <span className="h-0 w-5 border-t-2 border-dashed border-orange-400" aria-hidden="true" /> same slot
          </li>
        )}
        <li className="text-slate-400">Bubble size = share of supply</li>
        {counts.has("exited") && <li className="text-slate-400" data-testid="map-legend-ghosts">Outlined ghost = exited group: sold out before the scan, holds nothing</li>}
      </ul>
    </div>
  );
}
