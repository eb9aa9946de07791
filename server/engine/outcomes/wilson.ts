// The Wilson score interval of a binomial proportion (Wilson 1927): unlike the
// normal approximation it stays inside [0, 1] and behaves at 0 and n events,
// which is what a small reliability table has. Pure.

/** z of a two-sided 95 % interval */
export const Z_95 = 1.959963984540054;

export function wilsonInterval(events: number, n: number, z = Z_95): { low: number; high: number } | null {
  if (n <= 0 || events < 0 || events > n) return null;
  const p = events / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  // at 0 or n events one bound is exactly 0 or 1 (float rounding would leave 1e-16 off it)
  return { low: events === 0 ? 0 : Math.max(0, center - half), high: events === n ? 1 : Math.min(1, center + half) };
}
