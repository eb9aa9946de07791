// The caller decided once (issue 18 item 1): a presented key must be proven
// before any work, and until it is, the request is anonymous and counts
// against the client's minute limit. Real PostgreSQL, injected clock.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revokeApiKey } from "@/server/platform/db/api-keys";
import { openTestDatabase, type TestDatabase } from "@/server/platform/db/testing/test-databases";
import { ApiError } from "@/server/http/api-error";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { issueAdminKey } from "@/server/services/access/access/admin-keys";
import { resolveCaller } from "@/server/services/access/access/resolve-caller";
import type { MeteredCallerValue } from "@/server/services/access/access/caller";
import { reserveScans } from "@/server/services/access/access/reserve-scans";
import { makeAccessContext, scanRequest, testClock } from "@/server/services/access/access/testing/access-harness";

const clock = testClock("2026-11-25T12:00:00Z");
let database: TestDatabase;
let ctx: AccessContext;

beforeAll(async () => {
  database = await openTestDatabase();
  ctx = makeAccessContext(database.db, { ANON_RATE_LIMIT_PER_MINUTE: "2", KEY_RATE_LIMIT_PER_MINUTE: "2" }, { now: clock.now });
});
afterAll(() => database?.close());

async function statusOf(request: Request): Promise<number | "ok"> {
  try {
    await resolveCaller(ctx, request, "minute");
    return "ok";
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

const from = (ip: string, headers: Record<string, string> = {}) => scanRequest({ "x-real-ip": ip, ...headers });

describe("resolveCaller (minute metering)", () => {
  it("an unknown key is 401 and counts against the client's anonymous minute: junk keys never skip the limit", async () => {
    const ip = "198.51.100.1";
    expect(await statusOf(from(ip, { "x-api-key": "ch_live_junk_junk" }))).toBe(401);
    expect(await statusOf(from(ip, { "x-api-key": "not even a key" }))).toBe(401);
    expect(await statusOf(from(ip, { "x-api-key": "ch_live_junk_junk" }))).toBe(429);
    expect(await statusOf(from(ip))).toBe(429);
  });

  it("a revoked key is 401", async () => {
    const { apiKey, key } = await issueAdminKey(database.db.prisma, { plan: "unlimited" });
    await revokeApiKey(database.db.prisma, key.id, new Date());
    expect(await statusOf(from("198.51.100.2", { "x-api-key": apiKey }))).toBe(401);
  });

  it("a payment header does not make a request keyed: it counts like any anonymous one", async () => {
    const ip = "198.51.100.3";
    expect(await statusOf(from(ip, { "x-payment": "x" }))).toBe("ok");
    expect(await statusOf(from(ip, { "payment-signature": "x" }))).toBe("ok");
    expect(await statusOf(from(ip, { "x-payment-signature": "x" }))).toBe(429);
  });

  it("a proven key has its own minute limit, apart from its address's", async () => {
    const ip = "198.51.100.4";
    const { apiKey } = await issueAdminKey(database.db.prisma, { plan: "unlimited" });
    await statusOf(from(ip));
    await statusOf(from(ip));
    expect(await statusOf(from(ip))).toBe(429);
    expect(await statusOf(from(ip, { "x-api-key": apiKey }))).toBe("ok");
    expect(await statusOf(from(ip, { "x-api-key": apiKey }))).toBe("ok");
    expect(await statusOf(from(ip, { "x-api-key": apiKey }))).toBe(429);
  });

  it("is one decision: the caller value carries the minute it counted against, and reserving scans with it takes no second unit", async () => {
    const request = from("198.51.100.5");
    const caller = await resolveCaller(ctx, request, "scan-deferred");
    expect(caller).toMatchObject({ kind: "anonymous", minute: { ok: true, limit: 2, remaining: 1 } });
    await reserveScans(ctx, caller as MeteredCallerValue, { units: 1 });
    expect(await statusOf(from("198.51.100.5"))).toBe("ok");
    expect(await statusOf(from("198.51.100.5"))).toBe(429);
  });

  it("a batch's key takes one minute unit per scan it pays for", async () => {
    const { apiKey } = await issueAdminKey(database.db.prisma, { plan: "unlimited" });
    const keyed = (units: number) => resolveCaller(ctx, from("198.51.100.6", { "x-api-key": apiKey }), "scan-deferred", { units });
    await expect(keyed(3)).rejects.toMatchObject({ status: 429 });
    await expect(keyed(2)).resolves.toMatchObject({ kind: "key", minute: { remaining: 0 } });
  });
});
