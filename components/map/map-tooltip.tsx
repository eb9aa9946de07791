import type { MapNode } from "@/server/contracts/wire-types";
import { formatPct, shortAddress } from "@/components/format";
import { ROLE_STYLE } from "@/components/map/map-style";

/** Follows the pointer over the map; positioned in the map container's pixels. */
export function MapTooltip({ node, x, y, width }: { node: MapNode; x: number; y: number; width: number }) {
  const style = ROLE_STYLE[node.role];
  // flip to the pointer's left near the right edge so the card stays inside the map
  const left = x + 240 > width ? Math.max(4, x - 236) : x + 14;
  return (
    <div role="tooltip" data-testid="map-tooltip" data-node={node.id} className="pointer-events-none absolute z-20 w-56 rounded-xl border border-line bg-ink/95 p-3 text-xs shadow-xl shadow-black/40" style={{ left, top: Math.max(4, y - 10) }}>
      <p className="font-mono text-sm text-slate-100">{shortAddress(node.id, 6)}</p>
      <p className="mt-1 flex items-center gap-1.5 font-semibold" style={{ color: style.hex }}>
        <span className="h-2 w-2 shrink-0 rounded-full" style={{ background: style.hex }} aria-hidden="true" />
        {style.label}
      </p>
      {node.label && <p className="mt-0.5 text-slate-400">{node.label}</p>}
      <p className="mt-1 text-slate-300">
        {node.exited && !node.pct ? (
          "exited: sold out before the scan, holds none"
        ) : node.pct !== null ? (
          <>
            <span className="font-semibold text-white">{formatPct(node.pct)}</span> of supply{node.rank !== null && <span className="text-slate-400"> · rank #{node.rank}</span>}
          </>
        ) : node.funded_holders > 0 ? (
          `funded ${node.funded_holders} holder${node.funded_holders === 1 ? "" : "s"}`
        ) : (
          "holds none of the token"
        )}
      </p>
      <p className="mt-1.5 text-[11px] text-slate-400">Click to pin its evidence</p>
    </div>
  );
}
