// An exclusive lock on an embedded database folder. PGlite has no postmaster
// and writes no postmaster.pid: two processes (say `next dev` and `npm run
// scan`) can open the same folder, each sees only its own writes, and one of
// them is lost on close (seen here: 4 inserts from 4 processes, 3 survived).
// A pid file taken with O_EXCL turns that into a clear error.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

/** Lock files this process holds: a fact about the process, not about one app.
 * On globalThis so a hot-reloaded or per-bundle copy of this module still knows
 * them (else a copy would take our own live lock for a stale one, or refuse it). */
const held = ((globalThis as { __cabalHunterHeldLocks?: Set<string> }).__cabalHunterHeldLocks ??= new Set());

export interface DirectoryLock {
  path: string;
  release(): void;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; still alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, "wx");
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

function readOwner(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, "utf8").trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes `path` (a lock file beside the data folder) or throws naming the owner.
 * A lock left by a process that no longer exists is taken over. */
export function acquireDirectoryLock(path: string, description: string): DirectoryLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(path)) {
      held.add(path);
      const onExit = () => rmSync(path, { force: true });
      process.once("exit", onExit);
      return {
        path,
        release: () => {
          process.removeListener("exit", onExit);
          held.delete(path);
          rmSync(path, { force: true });
        },
      };
    }
    const owner = readOwner(path);
    // Our own pid on a lock we never took: a previous run killed by a signal
    // (no 'exit' handler runs) in a container, where pids repeat across restarts.
    const ownedByEarlierRun = owner === process.pid && !held.has(path);
    if (owner !== null && !ownedByEarlierRun && isProcessAlive(owner)) {
      const who = owner === process.pid ? "this process (opened twice?)" : `process ${owner}`;
      throw new Error(
        `${description} is already open in ${who} (lock file ${path}). ` +
          "PGlite allows one process per data folder: stop the other one, or set DATABASE_URL to use PostgreSQL.",
      );
    }
    rmSync(path, { force: true }); // stale: its owner is gone
  }
  throw new Error(`Could not take the lock ${path} for ${description}.`);
}
