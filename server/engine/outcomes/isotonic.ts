// p_rug_24h: isotonic regression of "rugged at +24 h" on cabal_score, by pool
// adjacent violators (Barlow et al. 1972; what scikit-learn's
// IsotonicRegression does). Isotonic rather than Platt: it assumes only that a
// higher score never means a lower rug rate, not a logistic shape, and our
// scores are bands of points, not a log-odds. Pure.

export interface IsotonicBlock {
  /** lowest and highest score of the cases pooled into this block */
  from: number;
  to: number;
  /** rugged share of the block's cases */
  p: number;
  n: number;
}

export interface IsotonicModel {
  method: "isotonic";
  /** increasing in score, non-decreasing in p */
  blocks: IsotonicBlock[];
}

export function fitIsotonic(points: readonly { score: number; rugged: boolean }[]): IsotonicModel {
  const byScore = new Map<number, { events: number; n: number }>();
  for (const point of points) {
    const cell = byScore.get(point.score) ?? { events: 0, n: 0 };
    cell.events += point.rugged ? 1 : 0;
    cell.n += 1;
    byScore.set(point.score, cell);
  }
  const stack: { from: number; to: number; events: number; n: number }[] = [];
  for (const score of [...byScore.keys()].sort((a, b) => a - b)) {
    const cell = byScore.get(score)!;
    stack.push({ from: score, to: score, events: cell.events, n: cell.n });
    // pool while the previous block's rate is above this one's (a violation of monotonicity)
    while (stack.length > 1 && stack[stack.length - 2].events / stack[stack.length - 2].n > stack[stack.length - 1].events / stack[stack.length - 1].n) {
      const last = stack.pop()!;
      const prev = stack.pop()!;
      stack.push({ from: prev.from, to: last.to, events: prev.events + last.events, n: prev.n + last.n });
    }
  }
  return { method: "isotonic", blocks: stack.map((b) => ({ from: b.from, to: b.to, p: b.events / b.n, n: b.n })) };
}

/** The fitted probability at `score`: its block's rate; between two blocks the lower one's (a step function,
 * never extrapolated past what was seen: below the first block the first block's rate). */
export function predictIsotonic(model: IsotonicModel, score: number): number | null {
  if (model.blocks.length === 0) return null;
  let chosen = model.blocks[0];
  for (const block of model.blocks) if (block.from <= score) chosen = block;
  return Math.round(chosen.p * 10_000) / 10_000;
}
