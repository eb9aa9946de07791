import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPrefixCeiling, normalizeAddress, PEER_IP_HEADER, PER_48_SEPARATE_64S, resolveClientSubject, SHARED_SUBJECT } from "@/server/services/access/access/client-ip";

const subjectOf = async (headers: Record<string, string>, trustedHeader?: string, hops = 1) => (await resolveClientSubject(new Headers(headers), { trustedHeader, hops, prefixCeiling: createPrefixCeiling() })).subject;

describe("resolveClientSubject", () => {
  it("reads only the configured header", async () => {
    expect(await subjectOf({ "x-real-ip": "203.0.113.7", "x-forwarded-for": "1.2.3.4" }, "x-real-ip")).toBe("ip4:203.0.113.7");
  });

  it("with no trusted header, everyone is the shared subject, whatever they send", async () => {
    expect(await subjectOf({ "x-forwarded-for": "1.2.3.4", "x-real-ip": "5.6.7.8" })).toBe(SHARED_SUBJECT);
  });

  it("takes X-Forwarded-For from the right by the number of trusted hops, never the client-written leftmost", async () => {
    const xff = { "x-forwarded-for": "6.6.6.6, 198.51.100.9, 10.0.0.2" };
    expect(await subjectOf(xff, "x-forwarded-for", 1)).toBe("ip4:10.0.0.2");
    expect(await subjectOf(xff, "x-forwarded-for", 2)).toBe("ip4:198.51.100.9");
    expect(await subjectOf(xff, "x-forwarded-for", 4)).toBe(SHARED_SUBJECT);
  });

  it("groups IPv6 by /64 and unwraps IPv4-mapped addresses", async () => {
    expect(await subjectOf({ "x-real-ip": "2001:db8:1:2:aaaa::1" }, "x-real-ip")).toBe("ip6:2001:0db8:0001:0002::/64");
    expect(await subjectOf({ "x-real-ip": "2001:db8:1:2:ffff:ffff:ffff:ffff" }, "x-real-ip")).toBe("ip6:2001:0db8:0001:0002::/64");
    expect(await subjectOf({ "x-real-ip": "::ffff:198.51.100.3" }, "x-real-ip")).toBe("ip4:198.51.100.3");
    expect(await subjectOf({ "x-real-ip": "::1" }, "x-real-ip")).toBe("ip6:0000:0000:0000:0000::/64");
  });

  it.each(["not-an-ip", "", "1.2.3", "999.1.1.1", "x".repeat(2000)])("a header that is not an address (%s) falls back to the shared subject", async (value) => {
    expect(await subjectOf({ "x-real-ip": value }, "x-real-ip")).toBe(SHARED_SUBJECT);
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

describe("the peer-IP header of the npm start server", () => {
  const mark = Symbol.for("cabal-hunter.peer-ip-header");
  const globals = globalThis as Record<symbol, unknown>;
  // test files share a process (Vitest without isolation): no other file's server may have left the mark
  beforeEach(() => {
    delete globals[mark];
  });
  afterEach(() => {
    delete globals[mark];
  });

  it("is ignored when scripts/serve.mjs does not serve this process (a client could have written it)", async () => {
    expect(await subjectOf({ [PEER_IP_HEADER]: "203.0.113.9" })).toBe(SHARED_SUBJECT);
  });

  it("counts the caller by it when the server set it, and a configured trusted header still wins", async () => {
    globals[mark] = PEER_IP_HEADER;
    expect(await subjectOf({ [PEER_IP_HEADER]: "203.0.113.9" })).toBe("ip4:203.0.113.9");
    expect(await subjectOf({ [PEER_IP_HEADER]: "203.0.113.9", "x-real-ip": "198.51.100.1" }, "x-real-ip")).toBe("ip4:198.51.100.1");
    expect(await subjectOf({ [PEER_IP_HEADER]: "203.0.113.9, 1.1.1.1" })).toBe("ip4:1.1.1.1");
  });
});

describe("the per-/48 ceiling", () => {
  it("counts the first 16 /64s of a /48 apart, then every further /64 as the /48", async () => {
    const prefixCeiling = createPrefixCeiling({ nowMs: () => Date.parse("2026-03-10T00:00:00Z") });
    const subject = async (ip: string) => (await resolveClientSubject(new Headers({ "x-real-ip": ip }), { trustedHeader: "x-real-ip", hops: 1, prefixCeiling })).subject;
    const subjects: string[] = [];
    for (let i = 0; i < PER_48_SEPARATE_64S + 3; i++) subjects.push(await subject(`2001:db8:7:${i.toString(16)}::1`));
    expect(new Set(subjects.slice(0, PER_48_SEPARATE_64S)).size).toBe(PER_48_SEPARATE_64S);
    expect(subjects.slice(PER_48_SEPARATE_64S)).toEqual(Array(3).fill("ip6:2001:0db8:0007::/48"));
    // an admitted /64 keeps its own subject; another /48 is untouched
    expect(await subject("2001:db8:7:0::2")).toBe("ip6:2001:0db8:0007:0000::/64");
    expect(await subject("2001:db8:8:1::1")).toBe("ip6:2001:0db8:0008:0001::/64");
  });

  it("starts over each UTC month", async () => {
    let now = Date.parse("2026-03-31T23:59:00Z");
    const ceiling = createPrefixCeiling({ separatePerPrefix: 1, nowMs: () => now });
    expect(await ceiling.admit("p48", "a")).toBe(true);
    expect(await ceiling.admit("p48", "b")).toBe(false);
    now = Date.parse("2026-04-01T00:00:00Z");
    expect(await ceiling.admit("p48", "b")).toBe(true);
  });
});
