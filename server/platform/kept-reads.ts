// Reads kept in memory for a short time, so the warm path makes no statement
// for them, and never read twice at once: when a kept value expires under
// load, the requests of that moment share ONE read instead of each making its
// own and waiting a database round trip (with 64 connections that was the warm
// scan's p99: issue 21 item 4). With `serveStaleMs`, an expired value is still
// answered for that long while one read refreshes it in the background: the
// value is then at most freshMs + one read old.
export interface KeptReads<K, V> {
  /** the kept value of `key`, else what `load` answers (one load per key at a time) */
  read(key: K, load: () => Promise<V>): Promise<V>;
  /** the next read of `key` loads again; a load already under way is not kept */
  forget(key: K): void;
  /** forget every key whose kept value passes `test`, and every load under way (its answer may predate the change) */
  forgetIf(test: (value: V) => boolean): void;
  /** forget every key */
  clear(): void;
}

export interface KeptReadsOptions<V> {
  /** how long a value is answered without a read (ms) */
  freshMs: number;
  /** how long after that an expired value is still answered while it is read again (ms; 0: never) */
  serveStaleMs?: number;
  /** values kept at most (the oldest first out) */
  max?: number;
  nowMs?: () => number;
  /** a background refresh that failed (the expired value stays until it is too old) */
  onRefreshError?: (error: unknown) => void;
  /** which answers are kept (default all): a refusal, say, is answered but read again next time */
  keeps?: (value: V) => boolean;
}

interface Entry<V> {
  value?: { v: V; at: number };
  loading?: Promise<V>;
  generation: number;
}

export function createKeptReads<K, V>(options: KeptReadsOptions<V>): KeptReads<K, V> {
  const nowMs = options.nowMs ?? (() => performance.now());
  const serveStaleMs = options.serveStaleMs ?? 0;
  const max = options.max ?? 10_000;
  const entries = new Map<K, Entry<V>>();

  function start(key: K, entry: Entry<V>, load: () => Promise<V>): Promise<V> {
    const generation = entry.generation;
    const loading = load().then(
      (v) => {
        // forgotten meanwhile: this answer may predate the change, so it is not kept
        if (entry.generation === generation && entries.get(key) === entry && (options.keeps?.(v) ?? true)) entry.value = { v, at: nowMs() };
        return v;
      },
    );
    entry.loading = loading;
    const clear = () => {
      if (entry.loading === loading) entry.loading = undefined;
    };
    loading.then(clear, clear);
    return loading;
  }

  function drop(entry: Entry<V>): void {
    entry.generation += 1;
    entry.value = undefined;
    entry.loading = undefined;
  }

  return {
    read(key, load) {
      let entry = entries.get(key);
      if (!entry) {
        entry = { generation: 0 };
        entries.set(key, entry);
        if (entries.size > max) entries.delete(entries.keys().next().value as K);
      }
      const age = entry.value ? nowMs() - entry.value.at : Infinity;
      if (entry.value && age < options.freshMs) return Promise.resolve(entry.value.v);
      if (entry.value && age < options.freshMs + serveStaleMs) {
        if (!entry.loading) start(key, entry, load).catch((error: unknown) => options.onRefreshError?.(error));
        return Promise.resolve(entry.value.v);
      }
      return entry.loading ?? start(key, entry, load);
    },
    forget(key) {
      const entry = entries.get(key);
      if (entry) drop(entry);
    },
    forgetIf(test) {
      for (const entry of entries.values()) if (entry.loading || (entry.value && test(entry.value.v))) drop(entry);
    },
    clear() {
      // loads under way find their entry gone and keep nothing
      entries.clear();
    },
  };
}
