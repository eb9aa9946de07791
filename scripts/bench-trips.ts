// The bench's round-trip count: with a fixed latency per request, a scan's
// critical path is the longest chain of requests each sent after the one
// before it answered. Counting the chain (not wall / latency) keeps CPU time
// between rounds and a loaded machine out of the figure.
/** Longest chain of requests each sent after the one before it answered. */
export function sequentialTrips(sent: { start: number; end: number }[]): number {
  const byEnd = [...sent].sort((a, b) => a.end - b.end);
  const depth: number[] = [];
  byEnd.forEach((r, i) => {
    let best = 0;
    // 1 ms of slack: an answer handled and the next round sent in the same tick
    for (let j = 0; j < i; j++) if (byEnd[j].end <= r.start + 1) best = Math.max(best, depth[j]);
    depth.push(best + 1);
  });
  return Math.max(0, ...depth);
}
