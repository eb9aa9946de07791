"use client";
import { Component, type ReactNode } from "react";

/** Falls back (to the 2D map) when the 3D scene throws, e.g. a WebGL context that cannot be created. */
export class SceneErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
