"use client";
import { Component, type ReactNode } from "react";

/** Renders nothing and tells its owner when the 3D scene throws, e.g. a WebGL context that cannot be created (the owner shows the 2D map). */
export class SceneErrorBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(): void {
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
