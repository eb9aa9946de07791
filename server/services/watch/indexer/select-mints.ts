// Which mints the background indexer rescans next. Pure. Order of priority:
// watched mints (someone is relying on them), then the most-scanned mints of
// the recent window (most scans first), then newly trending ones (DexScreener's
// public lists, only with a real data source). A mint whose stored report is
// younger than `refreshAfterSeconds` is skipped: it is still fresh and will be
// rescanned on a later tick, before it expires.
export interface IndexCandidates {
  watched: string[];
  mostScanned: Array<{ mint: string; scans: number }>;
  trending: string[];
  /** seconds since each mint's stored complete report; absent: none stored */
  reportAgeSeconds: Map<string, number>;
}

export interface SelectOptions {
  refreshAfterSeconds: number;
  /** at most this many mints per tick */
  limit: number;
}

export function selectMintsToIndex(candidates: IndexCandidates, options: SelectOptions): string[] {
  const byScans = [...candidates.mostScanned].sort((a, b) => b.scans - a.scans || a.mint.localeCompare(b.mint)).map((c) => c.mint);
  const picked: string[] = [];
  const seen = new Set<string>();
  for (const mint of [...candidates.watched, ...byScans, ...candidates.trending]) {
    if (picked.length >= options.limit) break;
    if (seen.has(mint)) continue;
    seen.add(mint);
    const age = candidates.reportAgeSeconds.get(mint);
    if (age !== undefined && age < options.refreshAfterSeconds) continue;
    picked.push(mint);
  }
  return picked;
}

/** Rescan a report this old so that, with one tick every `intervalSeconds`, it never expires
 * between two ticks: two intervals before its TTL, and never before half of it. */
export function refreshAfterSeconds(ttlSeconds: number, intervalSeconds: number): number {
  return Math.max(Math.floor(ttlSeconds / 2), ttlSeconds - 2 * intervalSeconds);
}
