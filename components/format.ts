// Display formatting for the dashboard and the map. Unknown values are shown
// as an em dash, never as a made-up zero.

export function shortAddress(value: string, keep = 4): string {
  return value.length <= keep * 2 + 1 ? value : `${value.slice(0, keep)}…${value.slice(-keep)}`;
}

export function formatPct(value: number | null | undefined): string {
  if (value === null || value === undefined) return "—";
  if (value !== 0 && Math.abs(value) < 0.1) return `${value.toFixed(3)}%`;
  return `${value.toFixed(value >= 10 ? 1 : 2)}%`;
}

export function formatUsd(value: number | null | undefined): string {
  if (value === null || value === undefined) return "—";
  if (value >= 1_000_000) return `$${(value / 1_000_000).toFixed(value >= 10_000_000 ? 1 : 2)}M`;
  if (value >= 10_000) return `$${(value / 1_000).toFixed(1)}k`;
  return value.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: value < 10 ? 2 : 0 });
}

export function formatSol(value: number | null | undefined): string {
  if (value === null || value === undefined) return "—";
  return `${value < 0.01 ? value.toPrecision(2) : value.toFixed(value < 10 ? 3 : 1)} SOL`;
}

export function formatAmount(value: number | null | undefined): string {
  if (value === null || value === undefined) return "—";
  return value.toLocaleString("en-US", { notation: value >= 1_000_000 ? "compact" : "standard", maximumFractionDigits: value >= 100 ? 0 : 2 });
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** "3 min ago" style, from unix seconds or an ISO string, against `now` (ms). */
export function formatAge(at: number | string, now: number = Date.now()): string {
  const ms = typeof at === "number" ? at * 1000 : Date.parse(at);
  const seconds = Math.max(0, Math.round((now - ms) / 1000));
  if (seconds < 60) return "just now";
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  return `${Math.floor(seconds / 86_400)} d ago`;
}

export function pluralize(count: number, noun: string, plural = `${noun}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? noun : plural}`;
}
