import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scheduleDeferredStart, type ScheduleHooks } from "@/components/ui/use-deferred-start";

/** Hooks the test fires by hand: the load event and each idle moment. */
function manualHooks() {
  const loaded: Array<() => void> = [];
  const idle: Array<() => void> = [];
  const hooks: ScheduleHooks = {
    whenLoaded: (run) => {
      loaded.push(run);
      return () => loaded.splice(loaded.indexOf(run), 1);
    },
    whenIdle: (run) => {
      idle.push(run);
      return () => idle.splice(idle.indexOf(run), 1);
    },
  };
  return { hooks, load: () => loaded.splice(0).forEach((run) => run()), idle: () => idle.splice(0).forEach((run) => run()), pendingIdle: () => idle.length };
}

describe("scheduleDeferredStart", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts only after the load, the delay and an idle moment", () => {
    const start = vi.fn();
    const page = manualHooks();
    scheduleDeferredStart(4_000, undefined, start, page.hooks);
    vi.advanceTimersByTime(10_000);
    expect(page.pendingIdle()).toBe(0); // no load yet: the clock has not started
    page.load();
    vi.advanceTimersByTime(3_999);
    expect(page.pendingIdle()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(start).not.toHaveBeenCalled();
    page.idle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("waits another delay while the reader holds", () => {
    const start = vi.fn();
    const page = manualHooks();
    let busy = true;
    scheduleDeferredStart(1_000, () => busy, start, page.hooks);
    page.load();
    vi.advanceTimersByTime(1_000);
    page.idle();
    expect(start).not.toHaveBeenCalled();
    busy = false;
    vi.advanceTimersByTime(999);
    expect(page.pendingIdle()).toBe(0);
    vi.advanceTimersByTime(1);
    page.idle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("never starts once cancelled (the reader started it, or left the page)", () => {
    const start = vi.fn();
    const page = manualHooks();
    const cancel = scheduleDeferredStart(1_000, undefined, start, page.hooks);
    page.load();
    vi.advanceTimersByTime(1_000);
    cancel();
    page.idle();
    vi.advanceTimersByTime(5_000);
    expect(start).not.toHaveBeenCalled();
  });
});
