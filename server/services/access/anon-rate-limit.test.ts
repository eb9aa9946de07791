import { describe, expect, it } from "vitest";
import { ApiError } from "@/server/http/api-error";
import { createAnonRateLimit } from "./anon-rate-limit";

const ipPolicy = { trustedHeader: "x-real-ip", hops: 1 };
const from = (ip: string, headers: Record<string, string> = {}) => new Request("https://cabal.example/api/scan-cabal", { headers: { "x-real-ip": ip, ...headers } });

function refusal(run: () => void): ApiError | null {
  try {
    run();
    return null;
  } catch (error) {
    return error as ApiError;
  }
}

describe("createAnonRateLimit", () => {
  it("lets an anonymous IP make `limit` requests a minute, then 429 rate_limited with Retry-After until the minute ends", () => {
    let now = 1_000_000;
    const limit = createAnonRateLimit({ limit: 2, ipPolicy, nowMs: () => now });
    limit.enforce(from("203.0.113.1"));
    now += 20_000;
    limit.enforce(from("203.0.113.1"));
    const refused = refusal(() => limit.enforce(from("203.0.113.1")));
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused?.status).toBe(429);
    expect(refused?.code).toBe("rate_limited");
    expect(refused?.headers?.["Retry-After"]).toBe("40");
    // another caller is not affected; the next minute starts over
    expect(refusal(() => limit.enforce(from("203.0.113.2")))).toBeNull();
    now += 40_000;
    expect(refusal(() => limit.enforce(from("203.0.113.1")))).toBeNull();
  });

  it("does not count callers with a key or a payment (they have their own limits)", () => {
    const limit = createAnonRateLimit({ limit: 1, ipPolicy, nowMs: () => 0 });
    limit.enforce(from("203.0.113.1"));
    for (const header of ["x-api-key", "x-payment-signature", "payment-signature", "x-payment"]) {
      expect(refusal(() => limit.enforce(from("203.0.113.1", { [header]: "x" })))).toBeNull();
    }
    expect(refusal(() => limit.enforce(from("203.0.113.1")))).not.toBeNull();
  });

  it("counts an IPv6 /64 as one caller, and 0 turns the limit off", () => {
    const limit = createAnonRateLimit({ limit: 1, ipPolicy, nowMs: () => 0 });
    limit.enforce(from("2001:db8:1:2::1"));
    expect(refusal(() => limit.enforce(from("2001:db8:1:2::ffff")))).not.toBeNull();
    const off = createAnonRateLimit({ limit: 0, ipPolicy, nowMs: () => 0 });
    for (let i = 0; i < 100; i += 1) off.enforce(from("203.0.113.1"));
  });
});
