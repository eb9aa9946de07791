"use client";
// When the 3D scene starts. three.js and @react-three/fiber are the largest client code
// on /map; evaluating them, creating the WebGL context and compiling the shaders is one
// long main-thread stretch (about 150 ms on a desktop, 4x that on a phone, more under
// software WebGL). Done while the page loads, it held the page's interactivity back
// (issue 21: /map's performance). So the map opens in its 2D drawing (same layout, same
// hover, pin and keyboard) and the 3D scene replaces it on the reader's first press on
// the map or the 3D button, or by itself a few seconds after the page has settled.
import { useCallback, useEffect, useState } from "react";

/** How long after the page's load (and the map's first paint) the scene starts unasked. */
export const SCENE_AUTO_START_MS = 4_000;

// once started, a re-trace or another slot (which remount the stage) keeps the 3D view
let startedOnce = false;

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

/**
 * `started` turns true on `start()` or SCENE_AUTO_START_MS after load, at an idle moment,
 * unless `hold()` says the reader is busy with the 2D drawing (its focus is on a bubble:
 * swapping the drawing would take that focus away); then it asks again later.
 */
export function useSceneStart(hold: () => boolean): { started: boolean; start: () => void } {
  const [started, setStarted] = useState(startedOnce);
  const start = useCallback(() => {
    startedOnce = true;
    setStarted(true);
  }, []);
  useEffect(() => {
    if (started) return;
    let cancel = () => {};
    const wait = () => {
      const timer = setTimeout(() => {
        cancel = whenIdle(() => (hold() ? wait() : start()));
      }, SCENE_AUTO_START_MS);
      cancel = () => clearTimeout(timer);
    };
    const stopLoad = whenLoaded(wait);
    return () => {
      stopLoad();
      cancel();
    };
  }, [started, hold, start]);
  return { started, start };
}
