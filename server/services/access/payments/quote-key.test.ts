import { describe, expect, it } from "vitest";
import { formatUsdc, plansFrom } from "@/server/platform/config/plans";
import { parseEnv } from "@/server/platform/config/env";
import { makeAccessContext } from "@/server/services/access/access/testing/access-harness";
import { parseUsdc, quoteAmount, quoteKey } from "@/server/services/access/payments/quote-key";

/** the client subject (IP bucket) that asks for payment requests */
const CLIENT = "ip4:203.0.113.7";

const plans = plansFrom(parseEnv({}));

describe("key quotes", () => {
  it.each([
    ["1", 1_000_000n],
    ["2.5", 2_500_000n],
    ["0.000001", 1n],
    ["12.345678", 12_345_678n],
  ])("parses %s USDC exactly into %s base units, and formats it back", (text, micros) => {
    expect(parseUsdc(text)).toBe(micros);
    expect(formatUsdc(micros)).toBe(text);
  });

  it("pay-as-you-go defaults to the 1 USDC minimum and refuses less", () => {
    expect(quoteAmount(plans, "payg", undefined)).toBe(1_000_000n);
    expect(quoteAmount(plans, "payg", "5")).toBe(5_000_000n);
    expect(() => quoteAmount(plans, "payg", "0.999999")).toThrow(/starts at 1 USDC/);
  });

  it("the unlimited plan has its fixed 9 USDC price", () => {
    expect(quoteAmount(plans, "unlimited", undefined)).toBe(9_000_000n);
    expect(() => quoteAmount(plans, "unlimited", "20")).toThrow(/fixed price/);
  });
});

describe("quoteKey without a payment wallet", () => {
  it("answers 503 not_configured against a real RPC with no PAYMENT_WALLET, before touching anything", async () => {
    const ctx = makeAccessContext(null as never, { SOLANA_RPC_URL: "https://rpc.example" });
    await expect(quoteKey(ctx, { plan: "payg" }, CLIENT)).rejects.toMatchObject({ status: 503, code: "not_configured", message: expect.stringMatching(/PAYMENT_WALLET/) });
  });
});
