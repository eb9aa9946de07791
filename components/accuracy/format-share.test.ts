import { describe, expect, it } from "vitest";
import { formatShare, shortCase } from "@/components/accuracy/format-share";

describe("formatShare", () => {
  it("shows a share as a percentage with one decimal, and an undefined share as a dash (not 0 %)", () => {
    expect(formatShare(0.9281)).toBe("92.8 %");
    expect(formatShare(1)).toBe("100.0 %");
    expect(formatShare(0)).toBe("0.0 %");
    expect(formatShare(null)).toBe("–");
  });

  it("shortens signatures but leaves scenario ids whole", () => {
    expect(shortCase("two-hop-cluster")).toBe("two-hop-cluster");
    expect(shortCase("53fG8Sh9MFDbN9vZFkpLh99iCng8GSAEg1yNYooexsF8EPzaU3cQLZbJ2akMAw7U6EeN3WU7acW5BDXQHLUDwnub")).toBe("53fG8Sh9MF…UDwnub");
  });
});
