// The page's quota line reads the balance headers as the API now sends them
// (issue 20): a credit key's X-Key-Credits-Remaining is USDC.
import { describe, expect, it } from "vitest";
import { describeQuota, quotaFromHeaders } from "@/components/scan/quota-store";

describe("quotaFromHeaders", () => {
  it("shows a credit key's balance in USDC", () => {
    const quota = quotaFromHeaders(new Headers({ "x-key-credits-remaining": "2.499", "x-key-plan": "payg" }), 1)!;
    expect(describeQuota(quota, true)).toBe("2.499 USDC of credit left on your key");
  });

  it("shows an unlimited key's fair-use scans and the anonymous free scans as counts", () => {
    expect(describeQuota(quotaFromHeaders(new Headers({ "x-key-credits-remaining": "49990", "x-key-plan": "unlimited" }), 1)!, true)).toBe("49,990 scans left on your key");
    expect(describeQuota(quotaFromHeaders(new Headers({ "x-free-queries-remaining": "12" }), 1)!, false)).toBe("12 free scans left this month");
  });
});
