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
 * null until the page has painted and the browser is idle, then whether WebGL works.
 * Creating a context (and, after it, the 3D scene with three.js) is the heaviest work on
 * /map; done after the first paint, the map's header, table and legend show first and the
 * scene fills its reserved box after (issue 21).
 */
export function useWebGLSupport(): boolean | null {
  const [answer, setAnswer] = useState<boolean | null>(supported ?? null);
  useEffect(() => {
    if (answer !== null) return;
    let cancelled = false;
    const run = () => {
      if (!cancelled) setAnswer(detectWebGL());
    };
    // two frames: the map's first paint has happened; then a quiet moment (at most 1 s away)
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 1000 });
        else setTimeout(run, 50);
      }),
    );
    return () => {
      cancelled = true;
    };
  }, [answer]);
  return answer;
}
