"use client";
// The 2D fallback when WebGL is unavailable (or chosen): the same layout seen
// from the front as SVG, nearer bubbles drawn on top, same hover and pin.
import { useMemo } from "react";
import { formatPct } from "@/components/format";
import { linkColor, type MapModel } from "@/components/map/map-model";
import { ROLE_STYLE } from "@/components/map/map-style";

export interface Map2dProps {
  model: MapModel;
  showSlotLinks: boolean;
  highlighted: number | null;
  onHover: (index: number | null, clientX: number, clientY: number) => void;
  onPin: (index: number) => void;
}

/** The drawing's own bounds seen from the front (y flipped as drawn), with a margin. */
function bounds2d(model: MapModel) {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  model.radii.forEach((r, i) => {
    const x = model.positions[i * 3], y = -model.positions[i * 3 + 1];
    minX = Math.min(minX, x - r); maxX = Math.max(maxX, x + r);
    minY = Math.min(minY, y - r); maxY = Math.max(maxY, y + r);
  });
  if (!Number.isFinite(minX)) return { x: -1, y: -1, width: 2, height: 2 };
  const margin = 0.06 * Math.max(maxX - minX, maxY - minY);
  return { x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin };
}

export function Map2d({ model, showSlotLinks, highlighted, onHover, onPin }: Map2dProps) {
  const p = model.positions;
  const order = useMemo(() => model.nodes.map((_, i) => i).sort((a, b) => p[a * 3 + 2] - p[b * 3 + 2]), [model, p]);
  const links = showSlotLinks ? [...model.funding, ...model.sharedSlot] : model.funding;
  const box = useMemo(() => bounds2d(model), [model]);
  const e = model.extent;
  const at = (id: string) => model.indexOf.get(id)!;
  return (
    // a group of focusable bubbles, each a button with its wallet, role and share (the table below lists the same)
    <svg viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`} className="h-full w-full" role="group" aria-label="Holder map (2D): one button per wallet" data-testid="map-2d" onPointerLeave={() => onHover(null, 0, 0)}>
      <g strokeWidth={e / 400}>
        {links.map((link) => {
          const a = at(link.source), b = at(link.target);
          return (
            <line
              key={link.id}
              x1={p[a * 3]} y1={-p[a * 3 + 1]} x2={p[b * 3]} y2={-p[b * 3 + 1]}
              stroke={linkColor(link, model.exitedIds)}
              strokeOpacity={0.75}
              strokeDasharray={link.kind === "shared_slot" ? `${e / 80} ${e / 120}` : undefined}
            />
          );
        })}
      </g>
      {order.map((i) => (
        // a ghost (an exited group's member) is an outline with a faint fill: it holds nothing now
        <circle
          key={model.nodes[i].id}
          cx={p[i * 3]}
          cy={-p[i * 3 + 1]}
          r={model.radii[i]}
          fill={model.colors[i]}
          fillOpacity={model.ghost[i] ? 0.18 : 0.9}
          stroke={i === highlighted ? "#f8fafc" : model.ghost[i] ? model.colors[i] : "#0b1020"}
          strokeWidth={i === highlighted ? e / 150 : model.ghost[i] ? e / 250 : e / 500}
          strokeDasharray={model.ghost[i] && i !== highlighted ? `${e / 160} ${e / 240}` : undefined}
          data-ghost={model.ghost[i] || undefined}
          className="cursor-pointer outline-none focus-visible:stroke-sky-300"
          data-node={model.nodes[i].id}
          tabIndex={0}
          role="button"
          aria-label={`${ROLE_STYLE[model.nodes[i].role].label} ${model.nodes[i].id}, ${model.ghost[i] ? "exited (sold out), " : ""}${formatPct(model.nodes[i].pct)} of supply`}
          onPointerMove={(event) => onHover(i, event.clientX, event.clientY)}
          onFocus={(event) => {
            const rect = event.currentTarget.getBoundingClientRect();
            onHover(i, rect.left + rect.width / 2, rect.top + rect.height / 2);
          }}
          onBlur={() => onHover(null, 0, 0)}
          onClick={() => onPin(i)}
          onKeyDown={(event) => {
            if (event.key !== "Enter" && event.key !== " ") return;
            event.preventDefault();
            onPin(i);
          }}
        />
      ))}
    </svg>
  );
}
