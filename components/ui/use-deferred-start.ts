"use client";
// Heavy client code that a page can show without (the 3D map, the wallet purchase) starts
// when the reader asks for it, or by itself a while after the page has loaded, at an idle
// moment: never during the load, where its long tasks held the page's interactivity back
// (issue 21, docs/measuring-pages.md).
import { useCallback, useEffect, useState } from "react";

function whenLoaded(run: () => void): () => void {
  if (document.readyState === "complete") {
    run();
    return () => {};
  }
  window.addEventListener("load", run, { once: true });
  return () => window.removeEventListener("load", run);
}

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback !== "function") {
    const timer = setTimeout(run, 50);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, { timeout: 2_000 });
  return () => cancelIdleCallback(handle);
}

/** The browser hooks the schedule waits on (parameters, so a test can drive them). */
export interface ScheduleHooks {
  whenLoaded: (run: () => void) => () => void;
  whenIdle: (run: () => void) => () => void;
}

/**
 * After the load, `delayMs`, then an idle moment: `start()`, unless `hold()`; then another
 * delay and idle moment, and so on. Returns the cancel.
 */
export function scheduleDeferredStart(delayMs: number, hold: (() => boolean) | undefined, start: () => void, hooks: ScheduleHooks = { whenLoaded, whenIdle }): () => void {
  let cancel = () => {};
  const wait = () => {
    const timer = setTimeout(() => {
      cancel = hooks.whenIdle(() => (hold?.() ? wait() : start()));
    }, delayMs);
    cancel = () => clearTimeout(timer);
  };
  const stopLoad = hooks.whenLoaded(wait);
  return () => {
    stopLoad();
    cancel();
  };
}

export interface DeferredStartOptions {
  /** ms after the page's load event before starting unasked */
  delayMs: number;
  /** true: the reader is busy with what the start would replace; ask again after another delay */
  hold?: () => boolean;
  /** already started (e.g. earlier on this page) */
  initial?: boolean;
}

/** `started` turns true on `start()` (the reader's intent) or `delayMs` after load, when the browser is idle. */
export function useDeferredStart({ delayMs, hold, initial = false }: DeferredStartOptions): { started: boolean; start: () => void } {
  const [started, setStarted] = useState(initial);
  const start = useCallback(() => setStarted(true), []);
  useEffect(() => (started ? undefined : scheduleDeferredStart(delayMs, hold, start)), [started, hold, start, delayMs]);
  return { started, start };
}
