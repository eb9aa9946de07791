// Where money goes: the embedded ledger pays only the demo wallet, and a real
// PAYMENT_WALLET with the embedded ledger is a configuration error at start
// (its USDC is minted by test controls: fake payments must not buy real keys).
import { describe, expect, it } from "vitest";
import { parseEnv } from "@/server/platform/config/env";
import { DEMO_PAYMENT_WALLET, resolvePaymentConfig } from "@/server/services/access/payments/payment-config";
import { FIXTURE_PAY_TO } from "@/server/services/access/payments/testing/payment-fixtures";

describe("payment configuration", () => {
  it("refuses PAYMENT_WALLET with the embedded ledger (no SOLANA_RPC_URL)", () => {
    expect(() => parseEnv({ PAYMENT_WALLET: FIXTURE_PAY_TO })).toThrow(/PAYMENT_WALLET: is refused with the embedded ledger/);
  });

  it("accepts PAYMENT_WALLET with a real RPC, and the demo wallet without either", () => {
    const real = resolvePaymentConfig(parseEnv({ PAYMENT_WALLET: FIXTURE_PAY_TO, SOLANA_RPC_URL: "https://rpc.example" }));
    expect(real).toMatchObject({ enabled: true, payTo: FIXTURE_PAY_TO, demo: false });
    expect(resolvePaymentConfig(parseEnv({}))).toMatchObject({ enabled: true, payTo: DEMO_PAYMENT_WALLET, demo: true });
  });
});
