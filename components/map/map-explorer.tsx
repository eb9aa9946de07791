"use client";
import Link from "next/link";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { MapData } from "@/server/contracts/wire-types";
import { getCohorts } from "@/server/contracts/endpoints/analytics";
import { useApiRead } from "@/components/analytics/use-api-read";
import { useStoredKey } from "@/components/watch/use-stored-key";
import { Card, Notice } from "@/components/ui/card";
import { formatAge, formatPct, pluralize, shortAddress } from "@/components/format";
import { RECOMMENDATION_STYLE } from "@/components/risk-colors";
import { describeApiError } from "@/components/scan/describe-api-error";
import { QuotaStatus } from "@/components/scan/quota-status";
import { cohortByWallet, cohortColors } from "@/components/map/map-cohorts";
import { MapCohortControl } from "@/components/map/map-cohort-control";
import { MapDetails } from "@/components/map/map-details";
import { MapHoldersTable } from "@/components/map/map-holders-table";
import { MapLegend } from "@/components/map/map-legend";
import { buildMapModel } from "@/components/map/map-model";
import { MapStage } from "@/components/map/map-stage";
import { ROLE_STYLE } from "@/components/map/map-style";
import { TimeSlider, useSlotParam } from "@/components/map/time-slider";
import { useMapData } from "@/components/map/use-map-data";
import { useTouchScreen } from "@/components/map/use-touch-screen";

function MapHeader({ data, onRetrace }: { data: MapData; onRetrace: () => void }) {
  const style = RECOMMENDATION_STYLE[data.recommendation];
  const holders = data.nodes.filter((n) => n.rank !== null).length;
  const ghosts = data.nodes.filter((n) => n.exited).length;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-widest text-slate-400">Holder map</p>
        <h1 className="flex flex-wrap items-center gap-2 text-xl font-bold text-white sm:text-2xl">
          {data.symbol ? `$${data.symbol}` : shortAddress(data.mint, 6)}
          {data.name && <span className="text-base font-normal text-slate-400">{data.name}</span>}
          <span className={`rounded-lg border px-2 py-0.5 text-sm font-bold ${style.chip}`} data-testid="map-verdict">
            {style.label} · {data.cabal_score}
          </span>
        </h1>
        <p className="mt-1 text-xs text-slate-400">
          {pluralize(holders, "holder")}
          {ghosts > 0 && <> · {pluralize(ghosts, "exited wallet")}</>} · {pluralize(data.links.filter((l) => l.kind === "funding").length, "funding link")} · traced{" "}
          {formatAge(data.computed_at)}
          {data.degraded && <span className="text-amber-300"> · partial trace</span>}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link prefetch={false} href={`/token/${data.mint}`} className="rounded-lg bg-sky-500 px-3.5 py-2 text-sm font-semibold text-slate-950 hover:bg-sky-400">
          Full report
        </Link>
        <button type="button" onClick={onRetrace} className="rounded-lg border border-line px-3.5 py-2 text-sm text-slate-200 hover:border-sky-400">
          Re-trace live
        </button>
      </div>
    </div>
  );
}

function ClusterList({ data }: { data: MapData }) {
  // a map stored before exited groups were drawn has none
  const exited = data.exited_clusters ?? [];
  if (data.clusters.length === 0 && exited.length === 0) return <p className="text-sm text-slate-400">No coordinated group among the traced holders.</p>;
  const role = { funding: "funding_cluster", time_sync: "bundle", coordinated_exit: "coordinated_exit", stealth_bundle: "bundle" } as const;
  return (
    <ul className="space-y-2 text-sm">
      {data.clusters.map((cluster) => (
        <li key={cluster.id} className="flex items-start gap-2">
          <span className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full" style={{ background: ROLE_STYLE[role[cluster.type]].hex }} aria-hidden="true" />
          <span className="min-w-0 flex-1">
            <span className="block text-slate-200">{ROLE_STYLE[role[cluster.type]].label}</span>
            <span className="block text-xs text-slate-400">
              {cluster.wallet_count} wallets · {formatPct(cluster.combined_pct)} of supply
            </span>
          </span>
          <span className="text-sm font-semibold text-slate-300">+{cluster.points}</span>
        </li>
      ))}
      {exited.map((group) => (
        <li key={group.cluster_id} className="flex items-start gap-2" data-testid="map-exited-group">
          <span className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full" style={{ border: `1.5px dashed ${ROLE_STYLE.exited.hex}` }} aria-hidden="true" />
          <span className="min-w-0 flex-1">
            <span className="block text-slate-200">{ROLE_STYLE.exited.label} (sold out)</span>
            <span className="block text-xs text-slate-400">
              {group.wallet_count} wallets · bought {formatPct(group.bought_pct)}, sold {formatPct(group.sold_pct)} · {group.realized_sol >= 0 ? "+" : ""}
              {group.realized_sol} SOL
            </span>
          </span>
          <span className="text-sm font-semibold text-slate-300">+{group.points}</span>
        </li>
      ))}
    </ul>
  );
}

function MapReady({ data, prefer2d, onRetrace, timeControl }: { data: MapData; prefer2d: boolean; onRetrace: () => void; timeControl?: ReactNode }) {
  const baseModel = useMemo(() => buildMapModel(data), [data]);
  // cohort colouring: read once when first asked (it counts a scan), then a free toggle
  const apiKey = useStoredKey();
  const cohortRead = useApiRead(getCohorts);
  const [byCohort, setByCohort] = useState(false);
  const cohorts = useMemo(() => (byCohort && cohortRead.state.status === "ok" ? cohortByWallet(cohortRead.state.data) : null), [byCohort, cohortRead.state]);
  const model = useMemo(() => (cohorts ? { ...baseModel, colors: cohortColors(baseModel.nodes, cohorts) } : baseModel), [baseModel, cohorts]);
  const cohortsOn = byCohort && cohortRead.state.status !== "error";
  const toggleCohorts = () => {
    // after a failed read, a press asks again
    if (!cohortsOn && cohortRead.state.status !== "ok") void cohortRead.load({ query: { mint: data.mint }, apiKey });
    setByCohort(!cohortsOn);
  };
  const [pin, setPin] = useState<{ index: number; from: "map" | "table" } | null>(null);
  const pinned = pin?.index ?? null;
  const [showSlotLinks, setShowSlotLinks] = useState(true);
  const touch = useTouchScreen();
  const details = useRef<HTMLDivElement>(null);
  // A pinned wallet's details may open below the fold (a phone stacks them under the map): bring them
  // into view; from the table, move focus there too, so the keyboard lands on what it asked for.
  useEffect(() => {
    if (!pin || !details.current) return;
    details.current.scrollIntoView({ behavior: "smooth", block: "nearest" });
    if (pin.from === "table") details.current.focus({ preventScroll: true });
  }, [pin]);
  return (
    <div className="space-y-4">
      <MapHeader data={data} onRetrace={onRetrace} />
      <QuotaStatus />
      {data.degraded && <Notice tone="warning" title="Partial trace">Some data sources did not answer; links may be missing from this map.</Notice>}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_300px]">
        <MapStage
          data={data}
          model={model}
          pinned={pinned}
          onPin={(index) => setPin({ index, from: "map" })}
          showSlotLinks={showSlotLinks}
          onToggleSlotLinks={() => setShowSlotLinks((v) => !v)}
          prefer2d={prefer2d}
        />
        <aside className="space-y-4">
          <div ref={details} tabIndex={-1} className="outline-none" data-testid="map-details-region">
            {pinned !== null && model.nodes[pinned] ? (
              <MapDetails node={model.nodes[pinned]} data={data} onClose={() => setPin(null)} />
            ) : (
              <Card title="Groups on this map">
                <ClusterList data={data} />
                <p className="mt-3 text-xs text-slate-400">
                  {touch ? "Tap a bubble for its share and evidence." : "Hover a bubble for its share; click it to pin its evidence here."} The table below the map lists every
                  wallet too.
                </p>
              </Card>
            )}
          </div>
          <MapCohortControl on={cohortsOn} read={cohortRead.state} onToggle={toggleCohorts} />
          <MapLegend nodes={data.nodes} showSlotLinks={showSlotLinks} cohorts={cohorts} />
        </aside>
      </div>
      {timeControl}
      <MapHoldersTable data={data} model={model} pinned={pinned} onPin={(index) => setPin({ index, from: "table" })} cohorts={cohorts} />
    </div>
  );
}

interface TimeTravel {
  slot: number | null;
  onSlot: (slot: number | null) => void;
}

function MapRun({ mint, fresh, prefer2d, onRetrace, time }: { mint: string; fresh: boolean; prefer2d: boolean; onRetrace: () => void; time: TimeTravel }) {
  const state = useMapData(mint, fresh, time.slot);
  if (state.status === "ready") {
    const { data } = state;
    // the shown map is still the previous slot's until the asked one arrives
    const pending = time.slot === null ? data.timeline !== null && data.slot !== data.timeline.current_slot : data.slot !== time.slot;
    const slider = data.timeline && <TimeSlider timeline={data.timeline} slot={time.slot} slotTime={data.slot_time} pending={pending} onSlot={time.onSlot} />;
    return <MapReady data={data} prefer2d={prefer2d} onRetrace={onRetrace} timeControl={slider} />;
  }
  if (state.status === "error") {
    const text = describeApiError(state.problem);
    const notAMint = state.problem.code === "not_found" || state.problem.status === 404;
    return (
      <div className="space-y-4">
        <Notice tone="error" title={text.title} testId="map-error">
          {text.body}
        </Notice>
        {/* never a dead end: scan it (unless it is no mint at all), or pick another token */}
        <div className="flex flex-wrap gap-2" data-testid="map-error-actions">
          {!notAMint && state.problem.status !== 402 && (
            <Link prefetch={false} href={`/token/${mint}`} className="rounded-lg bg-sky-500 px-3.5 py-2 text-sm font-semibold text-slate-950 hover:bg-sky-400">
              Scan this token
            </Link>
          )}
          {text.action && (
            <Link prefetch={false} href={text.action.href} className="rounded-lg border border-line px-3.5 py-2 text-sm text-slate-200 hover:border-sky-400">
              {text.action.label}
            </Link>
          )}
          <Link prefetch={false} href="/map" className="rounded-lg border border-line px-3.5 py-2 text-sm text-slate-200 hover:border-sky-400">
            Map another token
          </Link>
          {time.slot !== null && (
            <button type="button" onClick={() => time.onSlot(null)} className="rounded-lg border border-line px-3.5 py-2 text-sm text-slate-200 hover:border-sky-400">
              Back to today&apos;s map
            </button>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="flex h-[58vh] min-h-[360px] flex-col items-center justify-center gap-3 rounded-2xl border border-line bg-panel/60 text-center" data-testid="map-loading">
      <span className="h-8 w-8 animate-spin rounded-full border-2 border-sky-400/30 border-t-sky-300" aria-hidden="true" />
      <p className="text-sm text-slate-300">Building the holder graph…</p>
      <p className="max-w-sm text-xs text-slate-400">A token not traced in the last few minutes is traced live: holders, their funders and shared slots. This takes a few seconds.</p>
    </div>
  );
}

export function MapExplorer({ mint, prefer2d = false }: { mint: string; prefer2d?: boolean }) {
  const [run, setRun] = useState({ id: 0, fresh: false });
  const [slot, onSlot] = useSlotParam();
  return <MapRun key={run.id} mint={mint} fresh={run.fresh} prefer2d={prefer2d} onRetrace={() => setRun((r) => ({ id: r.id + 1, fresh: true }))} time={{ slot, onSlot }} />;
}
