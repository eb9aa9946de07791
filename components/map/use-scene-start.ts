"use client";
// When the 3D scene starts. three.js and @react-three/fiber are the largest client code
// on /map; evaluating them, creating the WebGL context and compiling the shaders is one
// long main-thread stretch (about 150 ms on a desktop, 4x that on a phone, more under
// software WebGL). Done while the page loaded, it held the page's interactivity back
// (issue 21). So the map opens in its 2D drawing (same layout, same hover, pin and
// keyboard) and the 3D scene replaces it on the reader's first press on the map or the
// 3D button, or by itself a few seconds after the page has loaded.
import { useEffect } from "react";
import { useDeferredStart } from "@/components/ui/use-deferred-start";

/** How long after the page's load the scene starts unasked. */
export const SCENE_AUTO_START_MS = 4_000;

// once started, a re-trace or another slot (which remount the stage) keeps the 3D view
let startedOnce = false;

/** `hold()`: the reader is on the 2D drawing (its focus on a bubble), which the scene would take away. */
export function useSceneStart(hold: () => boolean): { started: boolean; start: () => void } {
  const scene = useDeferredStart({ delayMs: SCENE_AUTO_START_MS, hold, initial: startedOnce });
  useEffect(() => {
    if (scene.started) startedOnce = true;
  }, [scene.started]);
  return scene;
}
