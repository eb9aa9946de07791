import { describe, expect, it } from "vitest";
import { normalizeAddress, resolveClientSubject, SHARED_SUBJECT } from "./client-ip";

const subjectOf = (headers: Record<string, string>, trustedHeader?: string, hops = 1) => resolveClientSubject(new Headers(headers), { trustedHeader, hops }).subject;

describe("resolveClientSubject", () => {
  it("reads only the configured header", () => {
    expect(subjectOf({ "x-real-ip": "203.0.113.7", "x-forwarded-for": "1.2.3.4" }, "x-real-ip")).toBe("ip4:203.0.113.7");
  });

  it("with no trusted header, everyone is the shared subject, whatever they send", () => {
    expect(subjectOf({ "x-forwarded-for": "1.2.3.4", "x-real-ip": "5.6.7.8" })).toBe(SHARED_SUBJECT);
  });

  it("takes X-Forwarded-For from the right by the number of trusted hops, never the client-written leftmost", () => {
    const xff = { "x-forwarded-for": "6.6.6.6, 198.51.100.9, 10.0.0.2" };
    expect(subjectOf(xff, "x-forwarded-for", 1)).toBe("ip4:10.0.0.2");
    expect(subjectOf(xff, "x-forwarded-for", 2)).toBe("ip4:198.51.100.9");
    expect(subjectOf(xff, "x-forwarded-for", 4)).toBe(SHARED_SUBJECT);
  });

  it("groups IPv6 by /64 and unwraps IPv4-mapped addresses", () => {
    expect(subjectOf({ "x-real-ip": "2001:db8:1:2:aaaa::1" }, "x-real-ip")).toBe("ip6:2001:0db8:0001:0002::/64");
    expect(subjectOf({ "x-real-ip": "2001:db8:1:2:ffff:ffff:ffff:ffff" }, "x-real-ip")).toBe("ip6:2001:0db8:0001:0002::/64");
    expect(subjectOf({ "x-real-ip": "::ffff:198.51.100.3" }, "x-real-ip")).toBe("ip4:198.51.100.3");
    expect(subjectOf({ "x-real-ip": "::1" }, "x-real-ip")).toBe("ip6:0000:0000:0000:0000::/64");
  });

  it.each(["not-an-ip", "", "1.2.3", "999.1.1.1", "x".repeat(2000)])("a header that is not an address (%s) falls back to the shared subject", (value) => {
    expect(subjectOf({ "x-real-ip": value }, "x-real-ip")).toBe(SHARED_SUBJECT);
  });
});

describe("normalizeAddress", () => {
  it.each([
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["198.51.100.3:5678", "198.51.100.3"],
    ["fe80::1%eth0", "fe80::1"],
    ["2001:DB8::A", "2001:db8::a"],
  ])("%s -> %s", (input, expected) => {
    expect(normalizeAddress(input)).toBe(expected);
  });
});
