"use client";
// The map's time slider: moves the holder map through the token's life, from
// its creation to the slot the trace read. A native range input (arrows, Page
// Up/Down, Home and End work as everywhere) over a few hundred stops: even
// steps plus each marked slot and the slot just before it, so "one slot before
// the exit" is one key press away. The slot lives in the URL (?slot=), so a
// view can be shared; each new slot asked costs one scan, a slot seen before is
// free (a past slot's map never changes).
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import type { MapTimeline } from "@/server/contracts/map-data";

/** Solana's nominal slot time: a slot's date is estimated until its map (with the block time) arrives. */
const SLOT_SECONDS = 0.4;
/** even stops across the token's life, besides the marked slots */
const STEPS = 200;
/** ms the handle rests before its slot is asked for: a drag or held key costs one scan, not one per stop */
const SETTLE_MS = 500;

export function parseSlotParam(value: string | null): number | null {
  return value !== null && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** The slot in the URL (null: today). Written with replaceState: no reload, the view stays shareable. */
export function useSlotParam(): [number | null, (slot: number | null) => void] {
  const params = useSearchParams();
  const [slot, setSlot] = useState<number | null>(() => parseSlotParam(params.get("slot")));
  const update = useCallback((next: number | null) => {
    setSlot(next);
    const url = new URL(window.location.href);
    if (next === null) url.searchParams.delete("slot");
    else url.searchParams.set("slot", String(next));
    window.history.replaceState(null, "", url);
  }, []);
  return [slot, update];
}

function firstSlot(timeline: MapTimeline): number {
  return timeline.created_slot ?? Math.min(timeline.current_slot, ...timeline.markers.map((m) => m.slot));
}

/** The slider's stops, oldest first: even steps, each marker's slot and the one before it, and the slot asked (a shared URL's). */
export function sliderStops(timeline: MapTimeline, asked: number | null = null): number[] {
  const start = firstSlot(timeline);
  const end = timeline.current_slot;
  const stops = new Set<number>();
  for (let i = 0; i <= STEPS; i++) stops.add(Math.round(start + ((end - start) * i) / STEPS));
  for (const slot of [...timeline.markers.flatMap((m) => [m.slot - 1, m.slot]), ...(asked === null ? [] : [asked])]) if (slot >= start && slot <= end) stops.add(slot);
  return [...stops].sort((a, b) => a - b);
}

function nearestStop(stops: number[], slot: number): number {
  let best = 0;
  for (let i = 1; i < stops.length; i++) if (Math.abs(stops[i] - slot) < Math.abs(stops[best] - slot)) best = i;
  return best;
}

/** unix seconds of a slot, from the closest end of the timeline whose time is known. */
export function estimateSlotTime(timeline: MapTimeline, slot: number): number {
  if (timeline.created_slot !== null && timeline.created_at !== null && slot - timeline.created_slot < timeline.current_slot - slot) {
    return timeline.created_at + (slot - timeline.created_slot) * SLOT_SECONDS;
  }
  return timeline.current_at - (timeline.current_slot - slot) * SLOT_SECONDS;
}

/** UTC, so the server's and the browser's text agree. */
export function formatSlotDate(unixSeconds: number): string {
  return `${new Date(Math.round(unixSeconds) * 1000).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

interface Props {
  timeline: MapTimeline;
  /** the slot shown (null: today) */
  slot: number | null;
  /** the shown map's block time, when it has one */
  slotTime: number | null;
  /** true while the asked slot's map is on its way */
  pending: boolean;
  onSlot: (slot: number | null) => void;
}

export function TimeSlider({ timeline, slot, slotTime, pending, onSlot }: Props) {
  const id = useId();
  const asked = slot ?? timeline.current_slot;
  const stops = useMemo(() => sliderStops(timeline, asked), [timeline, asked]);
  // the handle's stop while it moves; once settled it follows the asked slot (a marker button or the URL moves it too)
  const [moving, setMoving] = useState<number | null>(null);
  const index = moving ?? nearestStop(stops, asked);
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (settle.current && clearTimeout(settle.current)), []);

  // a token with no known past (no creation slot, no marker) has nothing to travel through
  if (stops.length < 2) return null;

  const commit = (next: number) => {
    if (settle.current) clearTimeout(settle.current);
    setMoving(null);
    onSlot(next >= timeline.current_slot ? null : next);
  };
  const move = (nextIndex: number) => {
    setMoving(nextIndex);
    if (settle.current) clearTimeout(settle.current);
    settle.current = setTimeout(() => commit(stops[nextIndex]), SETTLE_MS);
  };

  const shown = stops[index] ?? asked;
  const exact = !pending && shown === asked && slotTime !== null;
  const date = formatSlotDate(exact ? slotTime : estimateSlotTime(timeline, shown));
  const span = Math.max(1, stops.length - 1);
  const valueText = `slot ${shown.toLocaleString("en-US")}, ${exact ? "" : "about "}${date}${shown >= timeline.current_slot ? " (now)" : ""}`;
  return (
    <section className="rounded-2xl border border-line bg-panel/60 p-3 sm:p-4" data-testid="map-time-slider" aria-labelledby={`${id}-label`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={`${id}-range`} id={`${id}-label`} className="text-xs font-semibold uppercase tracking-widest text-slate-400">
          Time travel
        </label>
        <p className="text-sm tabular-nums text-slate-200" aria-live="polite" data-testid="map-time-slot">
          {shown >= timeline.current_slot ? "Now" : `Slot ${shown.toLocaleString("en-US")}`} · {exact ? "" : "≈ "}
          {date}
          {pending && <span className="text-slate-400"> · loading…</span>}
        </p>
      </div>
      <div className="relative mt-3">
        {/* each cluster's first buy and each exit, where it falls on the track */}
        <div className="pointer-events-none absolute inset-x-2 -top-1 h-2" aria-hidden="true">
          {timeline.markers.map((marker) => (
            <span
              key={`${marker.kind}-${marker.cluster_id}-${marker.slot}`}
              className={`absolute h-2 w-1 -translate-x-1/2 rounded-sm ${marker.kind === "exit" ? "bg-red-400" : "bg-amber-300"}`}
              style={{ left: `${(nearestStop(stops, marker.slot) / span) * 100}%` }}
            />
          ))}
        </div>
        <input
          id={`${id}-range`}
          type="range"
          min={0}
          max={span}
          step={1}
          value={index}
          aria-valuetext={valueText}
          onChange={(event) => move(Number(event.target.value))}
          className="w-full accent-sky-400"
          data-testid="map-time-range"
        />
      </div>
      <div className="mt-2 flex flex-wrap gap-1.5 text-xs">
        {timeline.markers.map((marker) => (
          <button
            key={`jump-${marker.kind}-${marker.cluster_id}-${marker.slot}`}
            type="button"
            onClick={() => commit(marker.kind === "exit" ? marker.slot - 1 : marker.slot)}
            className="rounded-md border border-line px-2 py-1 text-slate-300 hover:border-sky-400"
            title={marker.kind === "exit" ? `one slot before ${marker.label} (slot ${marker.slot})` : `${marker.label} (slot ${marker.slot})`}
          >
            <span className={`mr-1 inline-block h-2 w-2 rounded-sm ${marker.kind === "exit" ? "bg-red-400" : "bg-amber-300"}`} aria-hidden="true" />
            {marker.kind === "exit" ? `Before ${marker.label}` : marker.label}
          </button>
        ))}
        {slot !== null && (
          <button type="button" onClick={() => commit(timeline.current_slot)} className="rounded-md border border-line px-2 py-1 text-slate-300 hover:border-sky-400">
            Back to now
          </button>
        )}
      </div>
      <p className="mt-2 text-xs text-slate-400">Balances are replayed from each account&apos;s history. Each new slot traced counts one scan; a slot seen before is free.</p>
    </section>
  );
}
