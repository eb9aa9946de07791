"use client";
import { useEffect, useState } from "react";

let supported: boolean | undefined;

/** Whether this browser can create a WebGL context at all (checked once per page). */
function detectWebGL(): boolean {
  if (supported === undefined) {
    try {
      const canvas = document.createElement("canvas");
      const gl = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
      supported = Boolean(gl);
      // the probe's context is of no further use: free it (browsers cap live contexts)
      gl?.getExtension("WEBGL_lose_context")?.loseContext();
    } catch {
      supported = false;
    }
  }
  return supported;
}

/**
 * null until `wanted` (the 3D scene is about to start, see use-scene-start.ts), then
 * whether WebGL works. Creating a context is itself costly under software WebGL, so
 * a map that stays in 2D never makes one.
 */
export function useWebGLSupport(wanted: boolean): boolean | null {
  const [answer, setAnswer] = useState<boolean | null>(supported ?? null);
  useEffect(() => {
    if (!wanted || answer !== null) return;
    // a frame first: whatever asked for the scene (a press, the timer) paints its response before
    const frame = requestAnimationFrame(() => setAnswer(detectWebGL()));
    return () => cancelAnimationFrame(frame);
  }, [wanted, answer]);
  return wanted ? answer : null;
}
