import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireDirectoryLock } from "@/server/platform/db/pglite-lock";

describe("acquireDirectoryLock", () => {
  let dir: string;
  let lockPath: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "cabal-lock-"));
    lockPath = join(dir, "pglite.lock");
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes this process's pid and removes the file on release", () => {
    const lock = acquireDirectoryLock(lockPath, "db");
    expect(readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it("refuses a second lock on the same folder within this process", () => {
    const lock = acquireDirectoryLock(lockPath, "The embedded database X");
    expect(() => acquireDirectoryLock(lockPath, "The embedded database X")).toThrow(
      /The embedded database X is already open in this process/,
    );
    lock.release();
  });

  it("refuses while another live process holds it, naming that process", async () => {
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(lockPath, String(other.pid));
      expect(() => acquireDirectoryLock(lockPath, "db")).toThrow(new RegExp(`already open in process ${other.pid}`));
      expect(readFileSync(lockPath, "utf8")).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it("takes over a lock whose process has exited", () => {
    const deadPid = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(lockPath, String(deadPid));
    const lock = acquireDirectoryLock(lockPath, "db");
    expect(readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    lock.release();
  });

  it("takes over a lock carrying our own pid that we never took (container restart)", () => {
    writeFileSync(lockPath, String(process.pid));
    const lock = acquireDirectoryLock(lockPath, "db");
    expect(() => acquireDirectoryLock(lockPath, "db")).toThrow(/already open in this process/);
    lock.release();
  });

  it("treats an unreadable lock file as stale", () => {
    writeFileSync(lockPath, "not a pid");
    acquireDirectoryLock(lockPath, "db").release();
  });
});
