// The scan-event queue is the app's background work: closing it writes what is
// queued and waits, so nothing is written (or logged) after the database closes.
import { afterEach, describe, expect, it, vi } from "vitest";
import { IN_MEMORY, createDatabase } from "@/server/platform/db/client";
import { closeBackground, listBackground, trackBackground } from "@/server/platform/background";
import { createScanEventQueue } from "@/server/services/scan/scan/scan-events";

const EVENT = { mint: "So11111111111111111111111111111111111111112", source: "real_time", cabalScore: 10, recommendation: "SAFE", durationMs: 5 } as const;

afterEach(() => vi.restoreAllMocks());

describe("scan-event queue lifecycle", () => {
  it("close() writes the queued events before it resolves, and no write runs after the database closed", async () => {
    const database = await createDatabase({ dataDir: IN_MEMORY });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const queue = createScanEventQueue(async () => database);
    queue.push(EVENT);
    queue.push(EVENT);
    await queue.close();
    expect(await database.prisma.scanEvent.count()).toBe(2);
    await database.close();
    // the old queue's timer fired here, a second later, against the closed database
    await new Promise((r) => setTimeout(r, 1_300));
    expect(errors).not.toHaveBeenCalled();
  });

  it("is listed as running background work while events are queued, and closeBackground() drains it", async () => {
    const database = await createDatabase({ dataDir: IN_MEMORY });
    const queue = createScanEventQueue(async () => database);
    queue.push(EVENT);
    expect(listBackground()).toContain("scan-events");
    await closeBackground();
    expect(listBackground()).toEqual([]);
    expect(await database.prisma.scanEvent.count()).toBe(1);
    await database.close();
  });

  it("close() waits for a write already in flight", async () => {
    const database = await createDatabase({ dataDir: IN_MEMORY });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const queue = createScanEventQueue(async () => (await gate, database));
    queue.push(EVENT);
    const first = queue.flush();
    let closed = false;
    const closing = queue.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(closed).toBe(false);
    release();
    await Promise.all([first, closing]);
    expect(await database.prisma.scanEvent.count()).toBe(1);
    await database.close();
  });
});

describe("trackBackground", () => {
  it("closeBackground() waits for a fire-and-forget promise, and a settled one is no longer listed", async () => {
    let release!: () => void;
    let done = false;
    trackBackground("prune", new Promise<void>((r) => (release = r)).then(() => void (done = true)));
    expect(listBackground()).toContain("prune");
    const closing = closeBackground();
    release();
    await closing;
    expect(done).toBe(true);
    trackBackground("quick", Promise.reject(new Error("ignored")));
    await new Promise((r) => setTimeout(r, 0));
    expect(listBackground()).toEqual([]);
  });
});
