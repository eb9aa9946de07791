"use client";
import { useSyncExternalStore } from "react";

let supported: boolean | undefined;

/** Whether this browser can create a WebGL context at all (checked once per page). */
function detectWebGL(): boolean {
  if (supported === undefined) {
    try {
      const canvas = document.createElement("canvas");
      supported = Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
    } catch {
      supported = false;
    }
  }
  return supported;
}

const noSubscription = () => () => {};

/** null while rendering on the server, then the browser's answer. */
export function useWebGLSupport(): boolean | null {
  return useSyncExternalStore(noSubscription, detectWebGL, () => null);
}
