import { describe, expect, it } from "vitest";
import { describeFailure } from "@/components/pricing/purchase/describe-failure";
import { failure, type FailureKind } from "@/components/pricing/purchase/purchase-failure";

const KINDS: FailureKind[] = [
  "rejected", "underfunded_usdc", "underfunded_sol", "expired", "failed_onchain", "timeout", "quote", "wallet", "network",
  "redeem_pending", "already_redeemed", "redeem_refused", "redeem_unreachable", "unfinished",
];

describe("describeFailure", () => {
  it("tells the person nothing was charged exactly when no USDC can have moved", () => {
    for (const kind of KINDS) {
      const { charged } = failure(kind).failure;
      const { body } = describeFailure(failure(kind).failure);
      expect({ kind, reassures: /Nothing was charged|No USDC moved/.test(body) }).toEqual({ kind, reassures: !charged });
    }
  });

  it("gives the amounts a short wallet holds and needs", () => {
    const usdc = describeFailure(failure("underfunded_usdc", undefined, { have: 400_000n, need: 9_000_000n }).failure);
    expect(usdc.body).toContain("holds 0.4 USDC and this key costs 9 USDC");
    const sol = describeFailure(failure("underfunded_sol", undefined, { have: 0n, need: 2_044_280n, includesDeposit: true }).failure);
    expect(sol.body).toContain("needs 0.00204 SOL (the fee plus a one-time deposit");
  });
});
