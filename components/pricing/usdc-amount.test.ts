import { describe, expect, it } from "vitest";
import { formatSol, formatUsdc, parseUsdc, scansForCredit, toApiAmount } from "@/components/pricing/usdc-amount";

describe("parseUsdc", () => {
  it("reads whole and decimal amounts exactly into base units", () => {
    expect(parseUsdc("1")).toBe(1_000_000n);
    expect(parseUsdc(" 2.5 ")).toBe(2_500_000n);
    expect(parseUsdc("0.000001")).toBe(1n);
    expect(parseUsdc("3.")).toBe(3_000_000n);
  });

  it("refuses more than 6 decimals, signs, exponents and words", () => {
    for (const text of ["0.0000001", "-1", "1e3", "ten", "", "1,5"]) expect(parseUsdc(text)).toBeNull();
  });
});

describe("formatUsdc", () => {
  it("prints exact decimals without trailing zeros and groups thousands", () => {
    expect(formatUsdc(1_000_000n)).toBe("1");
    expect(formatUsdc(999_000n)).toBe("0.999");
    expect(formatUsdc(1_234_500_000n)).toBe("1,234.5");
    expect(toApiAmount(1_234_500_000n)).toBe("1234.5");
  });
});

describe("scansForCredit", () => {
  it("counts whole scans a credit buys at the per-scan price", () => {
    expect(scansForCredit(1_000_000n, 1_000n)).toBe(1000);
    expect(scansForCredit(1_500n, 1_000n)).toBe(1);
    expect(scansForCredit(1_000_000n, 0n)).toBe(0);
  });
});

describe("formatSol", () => {
  it("shows small fees with enough digits to act on", () => {
    expect(formatSol(2_039_280n)).toBe("0.00204");
    expect(formatSol(5_000)).toBe("0.000005");
    expect(formatSol(1_500_000_000n)).toBe("1.5");
    expect(formatSol(0)).toBe("0");
  });
});
