// What this process knows of recent charges (fair metering, recent-charges.ts):
// (charge subject, mint) -> when it was charged, ms. A hit decides a free repeat
// without a statement; a miss asks the database (another instance may have
// charged it), and the answer is remembered here. Bounded: the oldest entry
// goes first, and an entry older than the repeat window decides nothing.
export interface KnownCharges {
  get(subject: string, mint: string): number | undefined;
  set(subject: string, mint: string, atMs: number): void;
  delete(subject: string, mint: string): void;
}

export function createKnownCharges(maxEntries = 100_000): KnownCharges {
  const entries = new Map<string, number>();
  const keyOf = (subject: string, mint: string) => `${subject}\u0000${mint}`;
  return {
    get: (subject, mint) => entries.get(keyOf(subject, mint)),
    set(subject, mint, atMs) {
      const key = keyOf(subject, mint);
      entries.delete(key);
      entries.set(key, atMs);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    delete: (subject, mint) => void entries.delete(keyOf(subject, mint)),
  };
}
