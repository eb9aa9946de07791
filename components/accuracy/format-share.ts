// Precision and recall as people read them: a percentage, or a dash where
// nothing was positive (the share is undefined, not zero).
export function formatShare(value: number | null): string {
  return value === null ? "–" : `${(value * 100).toFixed(1)} %`;
}

/** A signature or address short enough for a table cell; the full value stays in the title. */
export function shortCase(id: string): string {
  return id.length > 24 ? `${id.slice(0, 10)}…${id.slice(-6)}` : id;
}
