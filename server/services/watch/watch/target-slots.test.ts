import { describe, expect, it } from "vitest";
import { createTargetSlots } from "@/server/services/watch/watch/target-slots";

describe("per-receiver delivery slots", () => {
  it("gives a host at most 2 slots, lets other hosts through, and hands a freed slot to a waiter", async () => {
    const slots = createTargetSlots(2);
    const a1 = await slots.take("https://slow.example/a");
    const a2 = await slots.take("https://slow.example/b");
    expect(a1 && a2).toBeTruthy();
    expect(await slots.take("https://slow.example/c", 30)).toBeNull();
    expect(await slots.take("https://fast.example/hook", 0)).not.toBeNull();
    const waiting = slots.take("https://slow.example/d", 1_000);
    a1!.release();
    expect(await waiting).not.toBeNull();
  });
});
