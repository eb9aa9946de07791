// Kept reads: one load per key at a time, kept for freshMs, an expired value
// answered while one background read refreshes it, and nothing kept from a
// load that a forget or clear overtook.
import { describe, expect, it } from "vitest";
import { createKeptReads } from "@/server/platform/kept-reads";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe("kept reads", () => {
  it("requests that find no value share one load, and the value is kept while fresh", async () => {
    let now = 0;
    const reads = createKeptReads<string, number>({ freshMs: 100, nowMs: () => now });
    const gate = deferred<number>();
    let loads = 0;
    const load = () => ((loads += 1), gate.promise);
    const answers = Promise.all(Array.from({ length: 64 }, () => reads.read("k", load)));
    gate.resolve(7);
    expect(await answers).toEqual(Array(64).fill(7));
    expect(loads).toBe(1);
    now = 99;
    expect(await reads.read("k", async () => 8)).toBe(7);
    now = 100;
    expect(await reads.read("k", async () => 8)).toBe(8);
  });

  it("with serveStaleMs, an expired value is answered at once while one read refreshes it", async () => {
    let now = 0;
    const reads = createKeptReads<string, number>({ freshMs: 100, serveStaleMs: 1_000, nowMs: () => now });
    await reads.read("k", async () => 1);
    now = 150;
    const gate = deferred<number>();
    let loads = 0;
    const load = () => ((loads += 1), gate.promise);
    expect(await Promise.all([reads.read("k", load), reads.read("k", load)])).toEqual([1, 1]);
    expect(loads).toBe(1);
    gate.resolve(2);
    await gate.promise;
    await Promise.resolve();
    expect(await reads.read("k", load)).toBe(2);
    // too old to serve: the read waits for the load
    now = 2_000;
    expect(await reads.read("k", async () => 3)).toBe(3);
  });

  it("a refresh that fails is reported and the expired value stays; a load that fails reaches its callers and is not kept", async () => {
    let now = 0;
    const errors: unknown[] = [];
    const reads = createKeptReads<string, number>({ freshMs: 100, serveStaleMs: 1_000, nowMs: () => now, onRefreshError: (e) => errors.push(e) });
    await reads.read("k", async () => 1);
    now = 150;
    expect(await reads.read("k", async () => Promise.reject(new Error("down")))).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(errors).toHaveLength(1);
    await expect(reads.read("other", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await reads.read("other", async () => 5)).toBe(5);
  });

  it("a load overtaken by forget or clear is answered but not kept", async () => {
    const reads = createKeptReads<string, number>({ freshMs: 10_000 });
    const gate = deferred<number>();
    const pending = reads.read("k", () => gate.promise);
    reads.forget("k");
    gate.resolve(1);
    expect(await pending).toBe(1);
    expect(await reads.read("k", async () => 2)).toBe(2);
    const second = deferred<number>();
    const again = reads.read("j", () => second.promise);
    reads.clear();
    second.resolve(3);
    expect(await again).toBe(3);
    expect(await reads.read("j", async () => 4)).toBe(4);
  });
});
