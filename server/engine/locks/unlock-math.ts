// When locked amounts become withdrawable. A lock's releases add up to all it
// ever held; what was claimed came out of the earliest releases, so what the
// lock still holds becomes withdrawable as released(t) - claimed, capped at
// what it holds. Exact (bigint) on base units.
import type { LockItem, ReleaseItem } from "@/server/contracts/locks";

export function releasedBy(release: ReleaseItem, t: number): bigint {
  switch (release.kind) {
    case "at":
      return t >= release.at ? BigInt(release.amount) : 0n;
    case "periodic": {
      if (t < release.first_at || release.every <= 0) return 0n;
      const tranches = Math.min(release.count, Math.floor((t - release.first_at) / release.every) + 1);
      return BigInt(tranches) * BigInt(release.amount_each);
    }
    case "linear": {
      if (t <= release.from) return 0n;
      if (t >= release.to) return BigInt(release.amount);
      return (BigInt(release.amount) * BigInt(t - release.from)) / BigInt(release.to - release.from);
    }
    case "never":
      return 0n;
  }
}

/** What the lock still holds that is withdrawable at `t`. */
export function withdrawableBy(item: Pick<LockItem, "amount" | "claimed" | "releases">, t: number): bigint {
  const released = item.releases.reduce((sum, r) => sum + releasedBy(r, t), 0n) - BigInt(item.claimed);
  const held = BigInt(item.amount);
  return released <= 0n ? 0n : released > held ? held : released;
}

/** Never released: the `never` parts, capped at what the lock still holds. */
export function foreverAmount(item: Pick<LockItem, "amount" | "releases">): bigint {
  const never = item.releases.reduce((sum, r) => sum + (r.kind === "never" ? BigInt(r.amount) : 0n), 0n);
  const held = BigInt(item.amount);
  return never > held ? held : never;
}

/** The times where a schedule starts and ends: the search range for unlock times. */
export function scheduleSpan(items: Pick<LockItem, "releases">[]): { from: number; to: number } | null {
  const times = items.flatMap((i) =>
    i.releases.flatMap((r) => {
      if (r.kind === "at") return [r.at];
      if (r.kind === "periodic") return [r.first_at, r.first_at + Math.max(0, r.count - 1) * r.every];
      if (r.kind === "linear") return [r.from, r.to];
      return [];
    }),
  );
  return times.length > 0 ? { from: Math.min(...times), to: Math.max(...times) } : null;
}

/**
 * The earliest second at which the items together make `target` withdrawable (a monotone
 * function of time, searched by bisection over the schedules' span); null when they never do.
 */
export function earliestTimeReaching(items: Pick<LockItem, "amount" | "claimed" | "releases">[], target: bigint): number | null {
  const span = scheduleSpan(items);
  if (!span || target <= 0n) return null;
  const reached = (t: number) => items.reduce((sum, i) => sum + withdrawableBy(i, t), 0n) >= target;
  if (!reached(span.to)) return null;
  let low = span.from - 1;
  let high = span.to;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (reached(mid)) high = mid;
    else low = mid;
  }
  return high;
}
