import { expect, it } from "vitest";
import { createPacer } from "@/server/platform/pacer";

it("is due once per interval for each owner, apart from other owners, and again after the clock moved back", () => {
  const due = createPacer(1_000);
  const a = {};
  const b = {};
  expect(due(a, 10_000)).toBe(true);
  expect(due(a, 10_999)).toBe(false);
  expect(due(b, 10_500)).toBe(true);
  expect(due(a, 11_000)).toBe(true);
  expect(due(a, 5_000)).toBe(true);
});
