// Metering units reserved from the database in blocks and spent from memory
// (issue 21 item 4; docs/decisions.md "Metering in blocks"). An account is
// anything a scan spends one unit of: a monthly quota counter, a key's credit
// (one unit = one scan's price), a minute window. Each instance takes a block
// of units in ONE atomic statement (the same conditional UPDATEs as before:
// a counter never passes its limit, a balance never goes below zero), spends
// it in memory, and gives back what it did not spend when the block's lease
// ends (LEASE_MS after it was taken) or the app closes. So the database is
// off the warm path, and no instance ever serves a unit the database has not
// already counted: what N instances hold is taken from the same row.
//
// A block starts at one unit and doubles with each refill, up to the
// account's maxBlock: a caller seen once costs what it did before, a busy
// caller one statement per maxBlock scans. A caller at full speed never waits
// for the database: once its blocks are full size, the next block is taken
// in the background as soon as the current one is opened (so an instance
// holds at most two blocks), and a lease that ends while the caller is still
// scanning is renewed rather than given back and ramped up again from one
// unit (the warm path's p99: 64 requests used to wait behind seven serial
// refills every lease). A crash loses at most the unspent units of the blocks
// the instance held (they stay counted: the caller is never over-served, at
// worst under-served by two blocks for the month or minute, or a payg key
// keeps up to 2 x maxBlock scans' credit taken).

export interface BlockAccount<T> {
  /** a stable name: one pool per account per process */
  id: string;
  /** accounts that follow one another (a caller's successive minute windows): a new one starts at the block size the last one reached */
  family?: string;
  /** largest block to hold (units) */
  maxBlock: number;
  /** takes `n` units in one atomic statement: the account's state after it, or null when they do not fit */
  take(n: number): Promise<T | null>;
  /** gives `n` unspent units back: the state after it (null: nothing to give back to) */
  give(n: number): Promise<T | null>;
}

export type Spend<T> = { ok: true; /** units this process still holds after this one */ held: number; /** the state after the last statement */ last: T } | { ok: false };

interface Pool {
  units: number;
  /** the size of the next block to take */
  block: number;
  /** the size of the block taken last */
  taken: number;
  leaseEnd: number;
  last: unknown;
  refill: Promise<boolean> | null;
  account: BlockAccount<unknown>;
  usedAt: number;
}

export interface UnitBlocks {
  /** one unit of `account`: from the block held, else from a new block (one statement) */
  spend<T>(account: BlockAccount<T>): Promise<Spend<T>>;
  /** a unit spent on a scan that produced no answer goes back to the block (the lease returns it) */
  giveBack(accountId: string, n?: number): void;
  /** the last state seen and the units held, without a statement (undefined: never reserved here) */
  peek<T>(accountId: string): { last: T; held: number } | undefined;
  /** gives back every unit held (app close; tests) */
  close(): Promise<void>;
}

export interface UnitBlocksOptions {
  /** how long a block is held before its unspent units go back (ms) */
  leaseMs?: number;
  nowMs?: () => number;
}

/** A block is held at most this long: what bounds another instance's wait for units this one holds. */
export const LEASE_MS = 2_000;
/** Idle pools (nothing held) are forgotten after this many leases: memory stays bounded by active callers. */
const FORGET_AFTER_LEASES = 30;
/** A pool used within this share of a lease when its lease ends is still busy: the lease is renewed, not returned. */
const BUSY_SHARE = 4;
/** Only accounts whose blocks reach this size take the next one ahead: a small limit's units are not hoarded by one instance. */
const PREFETCH_FROM_BLOCK = 8;
/** Block sizes remembered per family (the newest first out when full). */
const MAX_FAMILY_HINTS = 10_000;

export function createUnitBlocks(options: UnitBlocksOptions = {}): UnitBlocks {
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const nowMs = options.nowMs ?? Date.now;
  const pools = new Map<string, Pool>();
  const familyBlock = new Map<string, number>();
  const returning = new Set<Promise<unknown>>();
  let timer: ReturnType<typeof setInterval> | null = null;

  const poolFor = (account: BlockAccount<unknown>): Pool => {
    let pool = pools.get(account.id);
    if (!pool) {
      const block = Math.min(account.maxBlock, (account.family && familyBlock.get(account.family)) || 1);
      pool = { units: 0, block, taken: 0, leaseEnd: 0, last: undefined, refill: null, account, usedAt: nowMs() };
      pools.set(account.id, pool);
    }
    pool.account = account;
    return pool;
  };

  async function refill(pool: Pool): Promise<boolean> {
    let want = Math.max(1, Math.min(pool.block, pool.account.maxBlock));
    let state = await pool.account.take(want);
    // near the limit a whole block may not fit where one unit still does
    if (state === null && want > 1) {
      want = 1;
      state = await pool.account.take(1);
    }
    if (state === null) return false;
    pool.units += want;
    pool.taken = want;
    pool.last = state;
    if (nowMs() >= pool.leaseEnd) pool.leaseEnd = nowMs() + leaseMs;
    pool.block = Math.min(pool.account.maxBlock, want * 2);
    const family = pool.account.family;
    if (family) {
      familyBlock.delete(family);
      familyBlock.set(family, pool.block);
      if (familyBlock.size > MAX_FAMILY_HINTS) familyBlock.delete(familyBlock.keys().next().value!);
    }
    startSweeping();
    return true;
  }

  /** Starts the refill, shared by every request that finds the pool empty meanwhile. */
  function startRefill(pool: Pool): Promise<boolean> {
    const work = refill(pool).finally(() => {
      if (pool.refill === work) pool.refill = null;
    });
    pool.refill = work;
    return work;
  }

  /** At full speed (a full-size block opened), the next block is taken before this one runs out. */
  function prefetch(pool: Pool): void {
    if (pool.refill || pool.taken < PREFETCH_FROM_BLOCK || pool.taken < pool.account.maxBlock || pool.units >= pool.taken) return;
    startRefill(pool).catch((error: unknown) =>
      console.error(`[unit-blocks] taking the next block of ${pool.account.id} ahead failed (the next scan tries again):`, error instanceof Error ? error.message : error),
    );
  }

  function returnUnits(pool: Pool): Promise<void> {
    const n = pool.units;
    pool.units = 0;
    pool.block = 1;
    if (n === 0) return Promise.resolve();
    const work = pool.account
      .give(n)
      .then((state) => {
        if (state !== null) pool.last = state;
      })
      .catch((error: unknown) => console.error(`[unit-blocks] giving ${n} unit(s) of ${pool.account.id} back failed (they stay counted):`, error instanceof Error ? error.message : error));
    returning.add(work);
    void work.finally(() => returning.delete(work));
    return work;
  }

  function sweep(): void {
    const now = nowMs();
    for (const [id, pool] of pools) {
      if (pool.refill) continue;
      // still scanning: its units will be spent within moments, and giving them back would send it through the ramp again
      if (pool.units > 0 && now >= pool.leaseEnd && now - pool.usedAt < leaseMs / BUSY_SHARE) pool.leaseEnd = now + leaseMs;
      else if (pool.units > 0 && now >= pool.leaseEnd) void returnUnits(pool);
      else if (pool.units === 0 && now - pool.usedAt > leaseMs * FORGET_AFTER_LEASES) pools.delete(id);
    }
    if (pools.size === 0) stopSweeping();
  }

  function startSweeping(): void {
    if (timer) return;
    timer = setInterval(sweep, Math.max(50, Math.floor(leaseMs / 4)));
    // never keeps a process alive; app.close() gives back what is held (server/platform/app.ts)
    timer.unref?.();
  }

  function stopSweeping(): void {
    if (timer) clearInterval(timer);
    timer = null;
  }

  async function close(): Promise<void> {
    stopSweeping();
    await Promise.all([...pools.values()].map((pool) => pool.refill?.catch(() => false)));
    await Promise.all([...pools.values()].map(returnUnits));
    await Promise.all([...returning]);
  }

  return {
    async spend<T>(account: BlockAccount<T>): Promise<Spend<T>> {
      const pool = poolFor(account as BlockAccount<unknown>);
      pool.usedAt = nowMs();
      for (;;) {
        if (pool.units > 0) {
          pool.units -= 1;
          prefetch(pool);
          return { ok: true, held: pool.units, last: pool.last as T };
        }
        // another request (or the prefetch) is refilling: share its block; its refusal is ours too
        if (!(await (pool.refill ?? startRefill(pool)))) return { ok: false };
      }
    },
    giveBack(accountId, n = 1) {
      const pool = pools.get(accountId);
      if (pool) pool.units += n;
    },
    peek<T>(accountId: string) {
      const pool = pools.get(accountId);
      return pool && pool.last !== undefined ? { last: pool.last as T, held: pool.units } : undefined;
    },
    close,
  };
}
