// The key page checks the origins a person types before it asks for a publishable key,
// with the contract's own rules (server/contracts/publishable-keys.ts).
import { describe, expect, it } from "vitest";
import { readOrigins } from "@/components/keys/publishable-keys-panel";

describe("readOrigins", () => {
  it("reads origins one per line or comma-separated", () => {
    expect(readOrigins("https://a.example\n https://b.example, http://localhost:3000\n")).toEqual({ origins: ["https://a.example", "https://b.example", "http://localhost:3000"] });
  });

  it.each([
    ["", /at least one/],
    ["http://a.example", /https/],
    ["https://a.example/page", /origin only/],
    [Array.from({ length: 11 }, (_, i) => `https://s${i}.example`).join("\n"), /At most 10/],
  ])("refuses %j", (text, problem) => {
    const read = readOrigins(text);
    expect("problem" in read && read.problem).toMatch(problem);
  });
});
