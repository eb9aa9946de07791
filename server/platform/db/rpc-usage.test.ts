// The RPC bill's aggregates on known rows (PostgreSQL's percentile_cont, linear
// interpolation: p of n sorted values is at position 1 + p(n-1)).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "@/server/platform/db/testing/test-databases";
import { aggregateRpcUsage, insertRpcUsage, medianCredits, type RpcUsageRow } from "@/server/platform/db/rpc-usage";

const NOW = Date.UTC(2026, 0, 2, 12, 0, 0);
const minutesAgo = (m: number) => new Date(NOW - m * 60_000);
const row = (over: Partial<RpcUsageRow>): RpcUsageRow => ({
  at: minutesAgo(1),
  work: "scan",
  callerKind: "key",
  mint: "M",
  calls: 1,
  credits: 10,
  prices: "helius",
  byMethod: { getTransaction: 1 },
  byStage: { holders: { getTransaction: 1 } },
  ...over,
});

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase("postgres");
  const rows: RpcUsageRow[] = [];
  // the last hour: 20 key traces with 1..20 calls at 10 credits a call, 4 anonymous wallet checks
  for (let i = 1; i <= 20; i++) rows.push(row({ calls: i, credits: i * 10, at: minutesAgo(i) }));
  for (let i = 1; i <= 4; i++) rows.push(row({ callerKind: "anonymous", work: "wallet_check", calls: i, credits: i, at: minutesAgo(30) }));
  // earlier today: one big x402 trace; two days ago: ignored by both windows
  rows.push(row({ callerKind: "x402", calls: 1_000, credits: 9_000, at: minutesAgo(300) }));
  rows.push(row({ callerKind: "public", calls: 5, credits: 5, at: minutesAgo(2 * 24 * 60) }));
  await insertRpcUsage(test.db.prisma, rows);
});
afterAll(async () => {
  await test?.close();
});

describe("RPC usage aggregates", () => {
  it("gives p50/p95 of calls and credits per caller kind and overall over the last hour", async () => {
    const hour = await aggregateRpcUsage(test.db.prisma, minutesAgo(60));
    expect(hour.byCallerKind.key).toEqual({ traces: 20, calls_total: 210, calls_p50: 10.5, calls_p95: 19.05, credits_total: 2_100, credits_p50: 105, credits_p95: 190.5 });
    expect(hour.byCallerKind.anonymous).toMatchObject({ traces: 4, calls_p50: 2.5, calls_p95: 3.85, credits_total: 10 });
    expect(hour.byCallerKind.x402).toBeUndefined();
    expect(hour.byWork.wallet_check).toMatchObject({ traces: 4 });
    // all 24: calls 1..20 and 1..4 -> sorted, the 12th and 13th are 8 and 9
    expect(hour.all).toMatchObject({ traces: 24, calls_total: 220, calls_p50: 8.5, credits_total: 2_110 });
  });

  it("the last day takes the earlier trace in, and nothing older", async () => {
    const day = await aggregateRpcUsage(test.db.prisma, minutesAgo(24 * 60));
    expect(day.all.traces).toBe(25);
    expect(day.byCallerKind.x402).toMatchObject({ traces: 1, calls_p50: 1_000, credits_p95: 9_000 });
    expect(day.byCallerKind.public).toBeUndefined();
  });

  it("the running estimate is the median credits of one kind of work", async () => {
    expect(await medianCredits(test.db.prisma, "scan", minutesAgo(60))).toBe(105);
    expect(await medianCredits(test.db.prisma, "map_slot", minutesAgo(60))).toBeNull();
  });
});
