// The access decision against the real PostgreSQL: anonymous quota per IP and
// month, 402 contents, keys by plan (security-reference §6 items 17-19).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { paymentAcceptSchema, paymentRequiredBodySchema } from "@/server/contracts/access";
import { createApiKey, revokeApiKey } from "@/server/platform/db/api-keys";
import { ApiError, toErrorBody } from "@/server/http/api-error";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { issueApiKey } from "@/server/services/access/access/secrets";
import { openTestDatabase, type TestDatabase } from "@/server/platform/db/testing/test-databases";
import { authorizeScansWith, embeddedStandardX402, makeAccessContext, scanRequest, testClock } from "@/server/services/access/access/testing/access-harness";

const clock = testClock("2026-03-10T12:00:00Z");
let database: TestDatabase;
let ctx: AccessContext;
let ipCounter = 0;
/** A fresh client address per test, so quotas do not leak between tests. */
const freshIp = () => `192.0.2.${++ipCounter}`;

beforeAll(async () => {
  database = await openTestDatabase();
  // the 402's first offer is the app's standard x402 facilitator's (on the embedded ledger: a generated fee payer)
  const x402 = embeddedStandardX402(database.db);
  ctx = makeAccessContext(database.db, {}, { now: clock.now, x402: () => x402 });
});
afterAll(() => database?.close());
beforeEach(() => clock.set("2026-03-10T12:00:00Z"));

const authorize = (headers: Record<string, string>, count = 1, url?: string) => authorizeScansWith(ctx, scanRequest(headers, url), count);

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected a rejection");
}

async function newKey(plan: "free" | "payg" | "unlimited", extra: { creditMicros?: bigint; periodEnd?: Date } = {}) {
  const issued = issueApiKey();
  const key = await createApiKey(database.db.prisma, { id: randomUUID(), shortToken: issued.shortToken, secretHash: issued.secretHash, plan, ...extra });
  return { key, plaintext: issued.plaintext };
}

describe("anonymous quota", () => {
  it("counts down per IP with X-Free-Queries-Remaining, and warns at 20 left and below", async () => {
    const ip = freshIp();
    const access = await authorize({ "x-real-ip": ip });
    expect(access.kind).toBe("anonymous");
    expect(access.includeLaunches).toBe(false);
    expect(access.headers()["X-Free-Queries-Remaining"]).toBe("4");
    expect(access.reportFields()).toEqual({ free_queries_remaining: 4, warning: expect.stringMatching(/4 free scans remain/) });
  });

  it("17. 2L parallel anonymous calls with quota L: exactly L pass, the rest are 402", async () => {
    const ip = freshIp();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => authorize({ "x-real-ip": ip })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => (r.reason as ApiError).status);
    expect(refused).toEqual([402, 402, 402, 402, 402]);
  });

  it("17. month rollover: spent at 23:59:59 on the last day, fresh again at 00:00:00 UTC on the 1st", async () => {
    const ip = freshIp();
    clock.set("2026-03-31T23:59:59Z");
    for (let i = 0; i < 5; i++) await authorize({ "x-real-ip": ip });
    expect((await rejection(authorize({ "x-real-ip": ip }))).status).toBe(402);
    clock.set("2026-04-01T00:00:00Z");
    expect((await authorize({ "x-real-ip": ip })).headers()["X-Free-Queries-Remaining"]).toBe("4");
  });

  it("18. a spoofed X-Forwarded-For does not change the subject (only the trusted header counts)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await authorize({ "x-real-ip": ip, "x-forwarded-for": `10.0.0.${i}` });
    expect((await rejection(authorize({ "x-real-ip": ip, "x-forwarded-for": "1.2.3.4" }))).status).toBe(402);
  });

  it("18. IPv6 addresses in one /64 share a counter; another /64 has its own", async () => {
    for (let i = 1; i <= 5; i++) await authorize({ "x-real-ip": `2001:db8:aa:${ipCounter}::${i}` });
    expect((await rejection(authorize({ "x-real-ip": `2001:db8:aa:${ipCounter}:ffff:1:2:3` }))).status).toBe(402);
    expect((await authorize({ "x-real-ip": `2001:db8:aa:${ipCounter + 1}::1` })).kind).toBe("anonymous");
  });

  it.each([["missing", undefined], ["empty", ""], ["blank", "   "]])("18. a %s User-Agent is 400 missing_user_agent", async (_name, ua) => {
    const headers = new Headers({ "x-real-ip": freshIp() });
    if (ua !== undefined) headers.set("user-agent", ua);
    const request = new Request("https://cabal.example/api/scan-cabal?mintAddress=x", { headers });
    const error = await rejection(authorizeScansWith(ctx, request, 1));
    expect([error.status, error.code]).toEqual([400, "missing_user_agent"]);
  });

  it("without a trusted header configured, every anonymous caller shares one counter (fail closed)", async () => {
    const shared = makeAccessContext(database.db, { TRUSTED_IP_HEADER: "", ANON_MONTHLY_QUOTA: "2" }, { now: clock.now });
    await authorizeScansWith(shared, scanRequest({ "x-forwarded-for": "1.1.1.1" }), 1);
    await authorizeScansWith(shared, scanRequest({ "x-forwarded-for": "2.2.2.2" }), 1);
    expect((await rejection(authorizeScansWith(shared, scanRequest({ "x-forwarded-for": "3.3.3.3" }), 1))).status).toBe(402);
  });

  it("a scan that fails upstream is given back; a completed 404 is not", async () => {
    const ip = freshIp();
    const access = await authorize({ "x-real-ip": ip });
    await expect(access.runScan(() => Promise.reject(new ApiError("upstream_error", "rpc down")))).rejects.toThrow("rpc down");
    expect(access.headers()["X-Free-Queries-Remaining"]).toBe("5");
    const again = await authorize({ "x-real-ip": ip });
    await expect(again.runScan(() => Promise.reject(new ApiError("not_found", "not a mint")))).rejects.toThrow("not a mint");
    expect(again.headers()["X-Free-Queries-Remaining"]).toBe("4");
  });
});

describe("the 402 answer", () => {
  it("names both ways on, carries x402 requirements with a unique memo each time, and is not cacheable", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await authorize({ "x-real-ip": ip });
    const first = await rejection(authorize({ "x-real-ip": ip }));
    const second = await rejection(authorize({ "x-real-ip": ip }));
    const body = paymentRequiredBodySchema.parse(toErrorBody(first));
    expect(first.status).toBe(402);
    expect(first.headers?.["Cache-Control"]).toBe("no-store");
    expect(body.free_queries_remaining).toBe(0);
    expect(body.options.unlimited_plan).toMatchObject({ price_usdc: "9", days: 30, fair_use_scans_per_month: 4 });
    expect(body.options.pay_per_scan.price_usdc).toBe("0.001");
    // accepts[0]: the standard x402 offer (we settle as facilitator), the same as the PAYMENT-REQUIRED header's
    expect(body.accepts[0]).toMatchObject({ scheme: "exact", network: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1" /* the embedded ledger is devnet-shaped, never mainnet */, amount: "1000" });
    expect(body.accepts[0].extra.feePayer).toEqual(expect.any(String));
    const required = JSON.parse(Buffer.from(first.headers?.["PAYMENT-REQUIRED"] ?? "", "base64").toString()) as { x402Version: number; accepts: unknown[] };
    expect(required).toMatchObject({ x402Version: 2, accepts: [{ amount: "1000", extra: { feePayer: body.accepts[0].extra.feePayer } }] });
    const legacy = paymentAcceptSchema.parse(body.accepts[1]);
    expect(legacy).toMatchObject({
      scheme: "exact",
      network: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1", // the embedded ledger (devnet), CAIP-2 as every v2 offer
      asset: "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU", // devnet's USDC: the network's default asset (issue 28)
      amount: "1000",
      maxAmountRequired: "1000",
      maxTimeoutSeconds: 900,
      resource: "https://cabal.example/api/scan-cabal?mintAddress=So11111111111111111111111111111111111111112",
    });
    expect(legacy.payTo).toBe(ctx.payments.config.enabled && ctx.payments.config.payTo);
    const secondBody = paymentRequiredBodySchema.parse(toErrorBody(second));
    expect(paymentAcceptSchema.parse(secondBody.accepts[1]).extra.memo).not.toBe(legacy.extra.memo);
    expect(paymentAcceptSchema.parse(secondBody.accepts[1]).extra.claimToken).not.toBe(legacy.extra.claimToken);
  });

  it("with a real RPC and no PAYMENT_WALLET: still 402, but no payment instructions; paying is 503", async () => {
    const unpaid = makeAccessContext(database.db, { SOLANA_RPC_URL: "https://rpc.example", ANON_MONTHLY_QUOTA: "0" }, { now: clock.now });
    const body = paymentRequiredBodySchema.parse(toErrorBody(await rejection(authorizeScansWith(unpaid, scanRequest(), 1))));
    expect(body.accepts).toEqual([]);
    const pay = await rejection(authorizeScansWith(unpaid, scanRequest({ "x-payment-signature": "1".repeat(88) }), 1));
    expect([pay.status, pay.code]).toEqual([503, "not_configured"]);
  });
});

describe("API keys", () => {
  it("19. 10 parallel scans on credit for one: one passes, nine are 402, the balance ends at 0", async () => {
    const { key, plaintext } = await newKey("payg", { creditMicros: 1_000n });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => authorize({ "x-api-key": plaintext })));
    const passed = results.filter((r): r is PromiseFulfilledResult<Awaited<ReturnType<typeof authorize>>> => r.status === "fulfilled");
    expect(passed).toHaveLength(1);
    expect(passed[0].value.includeLaunches).toBe(true);
    expect(passed[0].value.headers()["X-Key-Credits-Remaining"]).toBe("0");
    expect(results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => (r.reason as ApiError).status)).toEqual(Array(9).fill(402));
    expect((await database.db.prisma.apiKey.findUnique({ where: { id: key.id } }))?.creditMicros).toBe(0n);
  });

  it("a batch is reserved whole or not at all", async () => {
    const { key, plaintext } = await newKey("payg", { creditMicros: 2_000n });
    expect((await rejection(authorize({ "x-api-key": plaintext }, 3))).status).toBe(402);
    expect((await database.db.prisma.apiKey.findUnique({ where: { id: key.id } }))?.creditMicros).toBe(2_000n);
    expect((await authorize({ "x-api-key": plaintext }, 2)).headers()["X-Key-Credits-Remaining"]).toBe("0");
  });

  it("19. an expired unlimited plan is 402 plan_expired; a live one counts fair use, then 429 until next month", async () => {
    const expired = await newKey("unlimited", { periodEnd: new Date("2026-03-01T00:00:00Z") });
    const error = await rejection(authorize({ "x-api-key": expired.plaintext }));
    expect([error.status, error.code]).toEqual([402, "plan_expired"]);
    const live = await newKey("unlimited", { periodEnd: new Date("2026-04-09T12:00:00Z") });
    const access = await authorize({ "x-api-key": live.plaintext }, 4);
    expect([access.kind, access.includeLaunches, access.headers()["X-Key-Credits-Remaining"]]).toEqual(["unlimited_key", true, "0"]);
    const fairUse = await rejection(authorize({ "x-api-key": live.plaintext }));
    expect([fairUse.status, fairUse.headers?.["Retry-After"]]).toEqual([429, String(22 * 86_400 - 12 * 3600)]);
  });

  it("a free key has its own monthly quota, without launches, then 402", async () => {
    const { plaintext } = await newKey("free");
    const access = await authorize({ "x-api-key": plaintext }, 3);
    expect([access.kind, access.includeLaunches, access.headers()["X-Free-Queries-Remaining"]]).toEqual(["free_key", false, "0"]);
    expect(access.reportFields().free_queries_remaining).toBe(0);
    expect((await rejection(authorize({ "x-api-key": plaintext }))).status).toBe(402);
  });

  it("19. a revoked key is 401; an unknown or malformed key is 401; a key in the query string is 400", async () => {
    const { key, plaintext } = await newKey("payg", { creditMicros: 10_000n });
    await revokeApiKey(database.db.prisma, key.id, clock.now());
    expect((await rejection(authorize({ "x-api-key": plaintext }))).status).toBe(401);
    expect((await rejection(authorize({ "x-api-key": issueApiKey().plaintext }))).status).toBe(401);
    expect((await rejection(authorize({ "x-api-key": "hello" }))).status).toBe(401);
    const live = await newKey("payg", { creditMicros: 10_000n });
    for (const name of ["api_key", "apiKey", "key", "x-api-key"]) {
      const error = await rejection(authorize({}, 1, `https://cabal.example/api/scan-cabal?mintAddress=x&${name}=${encodeURIComponent(live.plaintext)}`));
      expect([error.status, error.message]).toEqual([400, expect.stringMatching(/X-API-Key header only/)]);
    }
  });

  it("throttles failed key attempts per client (429 after 20 a minute)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await rejection(authorize({ "x-real-ip": ip, "x-api-key": "nope" }))).status).toBe(401);
    const limited = await rejection(authorize({ "x-real-ip": ip, "x-api-key": "nope" }));
    expect([limited.status, Number(limited.headers?.["Retry-After"]) > 0]).toEqual([429, true]);
  });

  it("rate-limits a key per minute with Retry-After, whatever its plan", async () => {
    const limited = makeAccessContext(database.db, { KEY_RATE_LIMIT_PER_MINUTE: "3" }, { now: clock.now });
    const { plaintext } = await newKey("payg", { creditMicros: 1_000_000n });
    await authorizeScansWith(limited, scanRequest({ "x-api-key": plaintext }), 3);
    const error = await rejection(authorizeScansWith(limited, scanRequest({ "x-api-key": plaintext }), 1));
    expect([error.status, error.code, error.headers?.["Retry-After"]]).toEqual([429, "rate_limited", "60"]);
  });

  it("batches demand a key", async () => {
    const error = await rejection(authorizeScansWith(ctx, scanRequest({ "x-real-ip": freshIp() }), 2, { requireKey: true }));
    expect(error.status).toBe(401);
  });
});
