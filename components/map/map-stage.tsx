"use client";
// The map's drawing area: the 3D scene (or the 2D drawing), its toolbar, the
// hover tooltip, and a test hook: data-hotspots on the container lists the
// projected screen positions of the largest visible bubbles, data-ready says the
// 3D scene has drawn. The 2D drawing is also the first view while the 3D scene
// waits to start (use-scene-start.ts) and while it loads.
import dynamic from "next/dynamic";
import { useCallback, useRef, useState } from "react";
import type { MapData } from "@/server/contracts/wire-types";
import type { Hotspot } from "@/components/map/bubble-scene";
import { Map2d } from "@/components/map/map-2d";
import type { MapModel } from "@/components/map/map-model";
import { MapTooltip } from "@/components/map/map-tooltip";
import { SceneErrorBoundary } from "@/components/map/scene-error-boundary";
import { useTouchScreen } from "@/components/map/use-touch-screen";
import { useSceneStart } from "@/components/map/use-scene-start";
import { useWebGLSupport } from "@/components/map/webgl-support";

// three.js and @react-three/fiber (the largest client code) load only when the scene mounts,
// which useSceneStart holds back until the reader asks or the page has settled; until the
// scene's first frame the 2D drawing stays on screen under it
const BubbleScene = dynamic(() => import("@/components/map/bubble-scene").then((m) => m.BubbleScene), { ssr: false, loading: () => null });

interface Hover {
  index: number;
  x: number;
  y: number;
  /** the container's width, to keep the tooltip inside it */
  width: number;
}

export interface MapStageProps {
  data: MapData;
  model: MapModel;
  pinned: number | null;
  onPin: (index: number) => void;
  showSlotLinks: boolean;
  onToggleSlotLinks: () => void;
  prefer2d: boolean;
}

function ToolbarButton({ active, onClick, children, label }: { active?: boolean; onClick: () => void; children: React.ReactNode; label?: string }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={label}
      onClick={onClick}
      className={`rounded-lg border px-2.5 py-1 text-xs font-medium backdrop-blur ${active ? "border-sky-400/60 bg-sky-500/20 text-sky-100" : "border-line bg-ink/80 text-slate-300 hover:border-sky-400/60"}`}
    >
      {children}
    </button>
  );
}

export function MapStage({ data, model, pinned, onPin, showSlotLinks, onToggleSlotLinks, prefer2d }: MapStageProps) {
  const container = useRef<HTMLDivElement>(null);
  // a keyboard reader on a 2D bubble keeps the drawing until the focus leaves it
  const hold = useCallback(() => Boolean(container.current?.querySelector("[data-testid=map-2d]")?.contains(document.activeElement)), []);
  const scene = useSceneStart(hold);
  const webgl = useWebGLSupport(scene.started);
  const [choice, setChoice] = useState<"3d" | "2d" | null>(null);
  const view = choice ?? (prefer2d || webgl === false ? "2d" : "3d");
  // a scene that threw (e.g. no context after all) leaves the 2D drawing in place
  const [sceneFailed, setSceneFailed] = useState(false);
  const sceneOn = view === "3d" && webgl === true && !sceneFailed;
  // the scene has drawn its first frame (until then the 2D drawing shows)
  const [sceneReady, setSceneReady] = useState(false);
  const [hover, setHover] = useState<Hover | null>(null);
  const [resetToken, setResetToken] = useState(0);
  const touch = useTouchScreen();
  const ghostCount = model.ghost.filter(Boolean).length;

  const onHover = useCallback((index: number | null, clientX: number, clientY: number) => {
    const rect = container.current?.getBoundingClientRect();
    setHover(index === null || !rect ? null : { index, x: clientX - rect.left, y: clientY - rect.top, width: rect.width });
  }, []);
  const onHotspots = useCallback((spots: Hotspot[]) => {
    if (!container.current) return;
    container.current.dataset.hotspots = JSON.stringify(spots);
    setSceneReady(true);
  }, []);
  const shown = sceneOn && sceneReady ? "3d" : "2d";

  const flat = <Map2d model={model} showSlotLinks={showSlotLinks} highlighted={hover?.index ?? pinned} onHover={onHover} onPin={onPin} />;
  return (
    <div
      ref={container}
      className={`relative h-[58vh] min-h-[360px] overflow-hidden rounded-2xl border border-line bg-ink lg:h-[66vh] ${hover ? "cursor-pointer" : "cursor-grab"}`}
      data-testid="map-stage"
      data-view={view}
      data-shown={shown}
      // set in the same commit that uncovers the scene, so a reader of the hook sees the drawn canvas
      data-ready={sceneReady ? "true" : undefined}
      data-nodes={data.nodes.length}
      // a press on the map (to orbit, or on a bubble) is the reader asking for the 3D view now
      onPointerDown={(event) => {
        if (view === "3d" && !(event.target instanceof Element && event.target.closest("button"))) scene.start();
      }}
    >
      {/* the 2D drawing keeps its place in the tree while the scene starts under it: a bubble
          being pressed (which starts the scene) is not remounted before its click */}
      {shown === "2d" && flat}
      {sceneOn && (
        <SceneErrorBoundary onError={() => setSceneFailed(true)}>
          {/* a picture to assistive technology: the table of wallets below the map carries the same data;
              hidden (and not hit by the pointer) until its first frame, the 2D drawing under it until then */}
          <div
            role="img"
            aria-label={`3D holder map: ${model.nodes.length} wallets as bubbles sized by share and linked by funding${ghostCount > 0 ? `, ${ghostCount} of them exited (sold out), drawn as outlined ghosts` : ""}. The table "Wallets on this map" lists the same wallets.`}
            aria-hidden={sceneReady ? undefined : true}
            className={`absolute inset-0 ${sceneReady ? "" : "pointer-events-none opacity-0"}`}
            data-testid="map-3d"
          >
            <BubbleScene model={model} showSlotLinks={showSlotLinks} highlighted={hover?.index ?? pinned} resetToken={resetToken} onHover={onHover} onPin={onPin} onHotspots={onHotspots} />
          </div>
        </SceneErrorBoundary>
      )}
      <div className="absolute left-3 top-3 flex flex-wrap gap-1.5">
        <ToolbarButton
          active={view === "3d"}
          onClick={() => {
            setChoice("3d");
            scene.start();
          }}
          label="3D view"
        >
          3D
        </ToolbarButton>
        <ToolbarButton active={view === "2d"} onClick={() => setChoice("2d")} label="2D view">
          2D
        </ToolbarButton>
        <ToolbarButton active={showSlotLinks} onClick={onToggleSlotLinks}>
          Same-slot links
        </ToolbarButton>
        {shown === "3d" && <ToolbarButton onClick={() => setResetToken((t) => t + 1)}>Reset view</ToolbarButton>}
      </div>
      {webgl === false && view === "2d" && <p className="absolute right-3 top-3 rounded-lg bg-ink/80 px-2 py-1 text-xs text-amber-200">WebGL is not available here: 2D view.</p>}
      <p className="pointer-events-none absolute bottom-3 right-3 rounded-lg bg-ink/80 px-2 py-1 text-[11px] text-slate-300" data-testid="map-hint">
        {touch
          ? shown === "3d"
            ? "Drag to orbit · pinch to zoom · tap a bubble for its details"
            : "Tap a bubble for its details"
          : shown === "3d"
            ? "Drag to orbit · scroll to zoom · click a bubble to pin it"
            : "Hover or focus a bubble · click or press Enter to pin it"}
      </p>
      {hover && model.nodes[hover.index] && <MapTooltip node={model.nodes[hover.index]} x={hover.x} y={hover.y} width={hover.width} />}
    </div>
  );
}
