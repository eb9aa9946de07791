import { describe, expect, it } from "vitest";
import { bubbleRadius, layoutGraph } from "@/components/map/layout-graph";

function distance(p: Float32Array, a: number, b: number): number {
  return Math.hypot(p[a * 3] - p[b * 3], p[a * 3 + 1] - p[b * 3 + 1], p[a * 3 + 2] - p[b * 3 + 2]);
}

function graph(count: number, linked: [number, number][]) {
  const ids = Array.from({ length: count }, (_, i) => `wallet-${i}`);
  return { ids, radii: ids.map((_, i) => (i === 0 ? 2 : 0.6)), links: linked.map(([a, b]) => ({ source: ids[a], target: ids[b] })) };
}

describe("layoutGraph", () => {
  it("gives the same picture for the same graph", () => {
    const input = graph(30, [[0, 1], [1, 2]]);
    expect(Array.from(layoutGraph(input))).toEqual(Array.from(layoutGraph(input)));
  });

  it("keeps linked wallets closer together than unlinked ones on average", () => {
    const input = graph(40, [[1, 2], [1, 3], [1, 4], [1, 5]]);
    const p = layoutGraph(input);
    const linked = [2, 3, 4, 5].map((j) => distance(p, 1, j));
    const unlinked = Array.from({ length: 30 }, (_, k) => distance(p, 1, k + 10));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(linked)).toBeLessThan(mean(unlinked) / 2);
  });

  it("leaves no two bubbles overlapping", () => {
    const input = graph(60, [[0, 1], [0, 2], [3, 4]]);
    const p = layoutGraph(input);
    for (let i = 0; i < 60; i++) {
      for (let j = i + 1; j < 60; j++) expect(distance(p, i, j)).toBeGreaterThan(input.radii[i] + input.radii[j]);
    }
  });

  it("places every one of 300 wallets at a finite position", () => {
    const links = Array.from({ length: 299 }, (_, i): [number, number] => [i % 50, i + 1]);
    const p = layoutGraph(graph(300, links));
    expect(p).toHaveLength(300 * 3);
    expect(p.every(Number.isFinite)).toBe(true);
  });
});

describe("bubbleRadius", () => {
  it("grows with the holding and keeps non-holders small", () => {
    expect(bubbleRadius(20, 20)).toBeGreaterThan(bubbleRadius(5, 20));
    expect(bubbleRadius(5, 20)).toBeGreaterThan(bubbleRadius(null, 20));
    expect(bubbleRadius(0, 20)).toBe(bubbleRadius(null, 20));
  });
});
