// The metering headers on real answers (issue 20 items 3 and 10): every answer
// counted against a per-minute limit carries RateLimit-Limit/-Remaining/-Reset
// (the 429 too), every answer to a keyed call the key's balance, and a method a
// route does not serve a 405 with Allow; each as the OpenAPI document says.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createApiKey } from "@/server/platform/db/api-keys";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { issueApiKey } from "@/server/services/access/access/secrets";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;
const harness = routeOnThrowawayDatabase<{ operator: Handler; watch: Handler; mcpGet: Handler }>(
  async () => ({
    operator: ((await import("@/app/api/operator/route")) as unknown as { GET: Handler }).GET,
    watch: ((await import("@/app/api/watch/route")) as unknown as { GET: Handler }).GET,
    mcpGet: ((await import("@/app/mcp/route")) as unknown as { GET: Handler }).GET,
  }),
  { TRUSTED_IP_HEADER: "x-real-ip", ANON_RATE_LIMIT_PER_MINUTE: "3", KEY_RATE_LIMIT_PER_MINUTE: "5", WATCHER: "off", WEBHOOK_SECRET_KEY: "11".repeat(32) },
);

const WALLET = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM";

async function newKey(plan: "free" | "payg", creditMicros: bigint): Promise<string> {
  const db = await installedAppDatabase();
  const issued = issueApiKey();
  await createApiKey(db.prisma, { id: randomUUID(), shortToken: issued.shortToken, secretHash: issued.secretHash, plan, creditMicros });
  return issued.plaintext;
}

const lookup = (ip: string, key?: string) =>
  harness.route().operator(new Request(`http://localhost/api/operator?wallet=${WALLET}`, { headers: { "user-agent": "vitest", "x-real-ip": ip, ...(key ? { "x-api-key": key } : {}) } }));

function limitOf(response: Response): { limit: number; remaining: number; reset: number } {
  return {
    limit: Number(response.headers.get("ratelimit-limit")),
    remaining: Number(response.headers.get("ratelimit-remaining")),
    reset: Number(response.headers.get("ratelimit-reset")),
  };
}

describe("metering headers on real answers", () => {
  it("an anonymous minute-limited route counts down RateLimit-Remaining per IP, and its 429 says the same", async () => {
    const seen = [];
    for (let i = 0; i < 4; i++) {
      const response = await lookup("10.9.0.1");
      await expectMatchesOpenApi(response, "get", "/api/operator");
      seen.push({ status: response.status, ...limitOf(response) });
    }
    expect(seen.map(({ status, limit, remaining }) => [status, limit, remaining])).toEqual([
      [200, 3, 2],
      [200, 3, 1],
      [200, 3, 0],
      [429, 3, 0],
    ]);
    for (const { reset } of seen) {
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
    }
    const refused = await lookup("10.9.0.1");
    expect(Number(refused.headers.get("retry-after"))).toBe(limitOf(refused).reset);
    // another client has its own window
    expect(limitOf(await lookup("10.9.0.2"))).toMatchObject({ limit: 3, remaining: 2 });
  });

  it("a keyed call answers the key's minute limit and its balance: USDC for a credit key, scans left for a free key", async () => {
    const payg = await newKey("payg", 2_499_000n);
    const first = await harness.route().watch(new Request("http://localhost/api/watch", { headers: { "x-api-key": payg } }));
    expect(first.status).toBe(200);
    await expectMatchesOpenApi(first, "get", "/api/watch");
    expect(first.headers.get("x-key-plan")).toBe("payg");
    expect(first.headers.get("x-key-credits-remaining")).toBe("2.499");
    expect(limitOf(first)).toMatchObject({ limit: 5, remaining: 4 });
    const second = await harness.route().watch(new Request("http://localhost/api/watch", { headers: { "x-api-key": payg } }));
    expect(limitOf(second)).toMatchObject({ limit: 5, remaining: 3 });

    const free = await newKey("free", 0n);
    const keyed = await lookup("10.9.0.3", free);
    expect(keyed.status).toBe(200);
    await expectMatchesOpenApi(keyed, "get", "/api/operator");
    expect(keyed.headers.get("x-key-plan")).toBe("free");
    expect(Number(keyed.headers.get("x-key-credits-remaining"))).toBe(harness.config().FREE_KEY_MONTHLY_QUOTA);
    // the key's own limit, not the client's anonymous one
    expect(limitOf(keyed)).toMatchObject({ limit: 5, remaining: 4 });
  });

  it("a key past its minute limit is a 429 with Retry-After and RateLimit-Remaining 0", async () => {
    const key = await newKey("free", 0n);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await harness.route().watch(new Request("http://localhost/api/watch", { headers: { "x-api-key": key } }));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    await expectMatchesOpenApi(last!, "get", "/api/watch");
    expect(limitOf(last!)).toMatchObject({ limit: 5, remaining: 0 });
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });

  it("GET /mcp is the documented 405 with Allow: POST", async () => {
    const response = await harness.route().mcpGet(new Request("http://localhost/mcp"));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    await expectMatchesOpenApi(response, "get", "/mcp");
  });
});
