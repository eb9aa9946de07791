// The RPC bill's ticket on a throwaway PostgreSQL: a read's calls are recorded
// under the payer's kind and priced, a failed read's calls too, and the
// budget's reservation is settled to what was spent (a closed ticket to 0).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordCall } from "@/server/chain/solana-rpc/call-meter";
import { QUICKNODE_CREDITS } from "@/server/chain/solana-rpc/credit-prices";
import { openTestDatabase, type TestDatabase } from "@/server/platform/db/testing/test-databases";
import { readCreditMinutes } from "@/server/platform/db/rpc-credit-minutes";
import { createCreditBudget } from "@/server/services/access/rpc-bill/credit-budget";
import { createRpcBill } from "@/server/services/access/rpc-bill/rpc-bill";

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase("postgres");
});
afterAll(async () => {
  await test?.close();
});

const now = () => new Date(Date.UTC(2026, 0, 3, 9, 30, 5));

describe("the RPC bill's tickets", () => {
  it("records each read's calls under its payer's kind, failed reads included, and settles the minute to what was spent", async () => {
    const database = async () => test.db;
    const bill = createRpcBill({ database, prices: QUICKNODE_CREDITS, budget: createCreditBudget({ database, creditsPerMinute: 100_000, now }), now });
    const { value, usage } = await bill.run({ work: "wallet_check", payer: { kind: "key", paid: true }, mint: "M1" }, async () => {
      recordCall("getTokenAccountsByOwner");
      recordCall("getTokenAccountsByOwner");
      return "read";
    });
    expect([value, usage.calls, usage.credits]).toEqual(["read", 2, 60]);
    const failed = bill.run({ work: "analytics", payer: { kind: "anonymous", paid: false }, mint: "M2" }, async () => {
      recordCall("getSignaturesForAddress");
      throw new Error("upstream down");
    });
    await expect(failed).rejects.toThrow("upstream down");
    // admitted, then closed without a read: its reservation is given back
    (await bill.admit({ work: "scan", payer: { kind: "x402", paid: true } })).close();
    await bill.flush();
    const rows = await test.db.prisma.rpcUsage.findMany({ orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.work, r.callerKind, r.mint, r.calls, r.credits, r.prices])).toEqual([
      ["wallet_check", "key", "M1", 2, 60, "quicknode"],
      ["analytics", "anonymous", "M2", 1, 30, "quicknode"],
    ]);
    // settles run in the background: give them a moment
    await new Promise((r) => setTimeout(r, 200));
    expect((await readCreditMinutes(test.db.prisma, now())).spentThisMinute).toBe(90);
    await bill.close();
  });
});
