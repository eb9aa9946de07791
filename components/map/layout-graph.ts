// A small deterministic 3D force layout for the holder graph: linked wallets
// (funding, shared slots) pull together, every bubble pushes the others away,
// a weak pull keeps the whole near the origin, and a final pass removes
// overlaps. Same input, same picture: initial positions come from the
// addresses, not from Math.random. O(n^2) per step, fine for a few hundred nodes.

export interface LayoutInput {
  ids: string[];
  radii: number[];
  links: { source: string; target: string }[];
}

const REPULSION = 2;
const SPRING = 0.08;
const GRAVITY = 0.06;
const GAP = 0.6;

/** FNV-1a of a string to [0, 1). */
function hashUnit(text: string, salt: number): number {
  let hash = 0x811c9dc5 ^ salt;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) / 2 ** 32;
}

function initialPositions(ids: string[]): Float32Array {
  const spread = 4 + 2.5 * Math.cbrt(ids.length);
  const out = new Float32Array(ids.length * 3);
  ids.forEach((id, i) => {
    const theta = 2 * Math.PI * hashUnit(id, 1);
    const phi = Math.acos(2 * hashUnit(id, 2) - 1);
    const r = spread * Math.cbrt(0.2 + 0.8 * hashUnit(id, 3));
    out.set([r * Math.sin(phi) * Math.cos(theta), r * Math.sin(phi) * Math.sin(theta), r * Math.cos(phi)], i * 3);
  });
  return out;
}

function step(p: Float32Array, radii: number[], pairs: [number, number][], alpha: number): void {
  const n = radii.length;
  const force = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const dx = p[i * 3] - p[j * 3], dy = p[i * 3 + 1] - p[j * 3 + 1], dz = p[i * 3 + 2] - p[j * 3 + 2];
      const d2 = Math.max(dx * dx + dy * dy + dz * dz, 0.01);
      const f = (REPULSION * (1 + radii[i] * radii[j])) / (d2 * Math.sqrt(d2));
      force[i * 3] += dx * f; force[i * 3 + 1] += dy * f; force[i * 3 + 2] += dz * f;
      force[j * 3] -= dx * f; force[j * 3 + 1] -= dy * f; force[j * 3 + 2] -= dz * f;
    }
  }
  for (const [a, b] of pairs) {
    const dx = p[b * 3] - p[a * 3], dy = p[b * 3 + 1] - p[a * 3 + 1], dz = p[b * 3 + 2] - p[a * 3 + 2];
    const d = Math.sqrt(dx * dx + dy * dy + dz * dz) || 0.01;
    const f = (SPRING * (d - (radii[a] + radii[b] + 0.8))) / d;
    force[a * 3] += dx * f; force[a * 3 + 1] += dy * f; force[a * 3 + 2] += dz * f;
    force[b * 3] -= dx * f; force[b * 3 + 1] -= dy * f; force[b * 3 + 2] -= dz * f;
  }
  const maxStep = 0.05 + 1.5 * alpha;
  for (let k = 0; k < n * 3; k++) {
    const move = force[k] - GRAVITY * p[k];
    p[k] += Math.max(-maxStep, Math.min(maxStep, move));
  }
}

/** Pushes overlapping bubbles apart until each pair keeps GAP between surfaces (or the passes run out). */
function separate(p: Float32Array, radii: number[], passes = 30): void {
  const n = radii.length;
  for (let pass = 0; pass < passes; pass++) {
    let moved = false;
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const dx = p[j * 3] - p[i * 3], dy = p[j * 3 + 1] - p[i * 3 + 1], dz = p[j * 3 + 2] - p[i * 3 + 2];
        const d = Math.sqrt(dx * dx + dy * dy + dz * dz) || 0.001;
        const overlap = radii[i] + radii[j] + GAP - d;
        if (overlap <= 0) continue;
        moved = true;
        const s = overlap / (2 * d);
        p[i * 3] -= dx * s; p[i * 3 + 1] -= dy * s; p[i * 3 + 2] -= dz * s;
        p[j * 3] += dx * s; p[j * 3 + 1] += dy * s; p[j * 3 + 2] += dz * s;
      }
    }
    if (!moved) return;
  }
}

/** xyz per node, in input order, centred on the origin. */
export function layoutGraph(input: LayoutInput, iterations = input.ids.length > 250 ? 120 : 220): Float32Array {
  const index = new Map(input.ids.map((id, i) => [id, i]));
  const pairs = input.links.flatMap((l): [number, number][] => {
    const a = index.get(l.source), b = index.get(l.target);
    return a === undefined || b === undefined || a === b ? [] : [[a, b]];
  });
  const p = initialPositions(input.ids);
  for (let it = 0; it < iterations; it++) step(p, input.radii, pairs, 1 - it / iterations);
  separate(p, input.radii);
  const n = input.ids.length || 1;
  for (let axis = 0; axis < 3; axis++) {
    let sum = 0;
    for (let i = 0; i < input.ids.length; i++) sum += p[i * 3 + axis];
    for (let i = 0; i < input.ids.length; i++) p[i * 3 + axis] -= sum / n;
  }
  return p;
}

/** Bubble radius from the share of supply: area grows with the holding; wallets holding nothing stay small. */
export function bubbleRadius(pct: number | null, maxPct: number): number {
  if (pct === null || pct <= 0 || maxPct <= 0) return 0.3;
  return 0.45 + 2.4 * Math.sqrt(pct / maxPct);
}

/** Distance from the origin to the farthest bubble surface. */
export function boundingRadius(positions: Float32Array, radii: number[]): number {
  let max = 1;
  for (let i = 0; i < radii.length; i++) {
    max = Math.max(max, Math.hypot(positions[i * 3], positions[i * 3 + 1], positions[i * 3 + 2]) + radii[i]);
  }
  return max;
}
