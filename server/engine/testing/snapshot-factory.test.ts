import { describe, expect, it } from "vitest";
import { address, amountOfPct, signature, SUPPLY } from "@/server/engine/testing/snapshot-factory";

describe("snapshot factory", () => {
  it("derives distinct, stable base58 addresses and signatures from labels", () => {
    const labels = Array.from({ length: 500 }, (_, index) => `holder-${index}`);
    const addresses = labels.map(address);
    expect(new Set(addresses).size).toBe(500);
    expect(address("holder-7")).toBe(addresses[7]);
    for (const value of addresses) expect(value).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(signature("x")).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);
  });

  it("turns a percentage into base units of the supply", () => {
    expect(amountOfPct(100)).toBe(SUPPLY);
    expect(amountOfPct(2.5)).toBe(SUPPLY / 40n);
  });
});
