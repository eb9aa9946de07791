// Production refuses a webhook setup that only works on one instance or that
// reaches private networks (issue 18 items 7 and 12).
import { describe, expect, it } from "vitest";
import { isProductionDeployment, parseEnv } from "@/server/platform/config/env";

const KEY = "ab".repeat(32);
const PRODUCTION = { NODE_ENV: "production", DATABASE_URL: "postgresql://postgres@db:5432/cabal" };

describe("webhook settings in production (NODE_ENV=production with DATABASE_URL)", () => {
  it("refuses to start without WEBHOOK_SECRET_KEY: a per-instance generated key breaks other instances' watches", () => {
    expect(() => parseEnv(PRODUCTION)).toThrow(/WEBHOOK_SECRET_KEY/);
    expect(parseEnv({ ...PRODUCTION, WEBHOOK_SECRET_KEY: KEY }).WEBHOOK_SECRET_KEY).toBe(KEY);
  });

  it("refuses WEBHOOK_ALLOW_PRIVATE_TARGETS", () => {
    expect(() => parseEnv({ ...PRODUCTION, WEBHOOK_SECRET_KEY: KEY, WEBHOOK_ALLOW_PRIVATE_TARGETS: "1" })).toThrow(/WEBHOOK_ALLOW_PRIVATE_TARGETS/);
  });

  it("accepts a previous key for rotation, and refuses a malformed one or one equal to the current key", () => {
    const previous = "cd".repeat(32);
    expect(parseEnv({ ...PRODUCTION, WEBHOOK_SECRET_KEY: KEY, WEBHOOK_SECRET_KEY_PREVIOUS: previous }).WEBHOOK_SECRET_KEY_PREVIOUS).toBe(previous);
    expect(() => parseEnv({ ...PRODUCTION, WEBHOOK_SECRET_KEY: KEY, WEBHOOK_SECRET_KEY_PREVIOUS: "short" })).toThrow(/WEBHOOK_SECRET_KEY_PREVIOUS/);
    expect(() => parseEnv({ ...PRODUCTION, WEBHOOK_SECRET_KEY: KEY, WEBHOOK_SECRET_KEY_PREVIOUS: KEY })).toThrow(/WEBHOOK_SECRET_KEY_PREVIOUS/);
  });

  it("leaves the embedded single-instance setup (npm start without DATABASE_URL) and development alone", () => {
    expect(isProductionDeployment(parseEnv({ NODE_ENV: "production" }))).toBe(false);
    expect(() => parseEnv({ NODE_ENV: "production", WEBHOOK_ALLOW_PRIVATE_TARGETS: "1" })).not.toThrow();
    expect(() => parseEnv({ DATABASE_URL: PRODUCTION.DATABASE_URL, WEBHOOK_ALLOW_PRIVATE_TARGETS: "1" })).not.toThrow();
    expect(isProductionDeployment(parseEnv({ ...PRODUCTION, WEBHOOK_SECRET_KEY: KEY }))).toBe(true);
  });
});

describe("webhook lookup settings (WEBHOOK_DNS_*)", () => {
  it("takes name servers with optional ports and refuses anything that is not an address", () => {
    expect(parseEnv({ WEBHOOK_DNS_SERVERS: "1.1.1.1, 127.0.0.1:5353,[::1]:53,2606:4700::1111" }).WEBHOOK_DNS_SERVERS).toEqual(["1.1.1.1", "127.0.0.1:5353", "[::1]:53", "2606:4700::1111"]);
    expect(parseEnv({}).WEBHOOK_DNS_SERVERS).toEqual([]);
    for (const bad of ["dns.example.com", "1.1.1.1:0", "1.1.1.1:99999", "[not-an-ip]:53"]) {
      expect(() => parseEnv({ WEBHOOK_DNS_SERVERS: bad }), bad).toThrow(/WEBHOOK_DNS_SERVERS/);
    }
  });

  it("bounds the lookup deadline and takes a positive in-flight cap", () => {
    expect(parseEnv({}).WEBHOOK_DNS_TIMEOUT_MS).toBe(2_000);
    expect(() => parseEnv({ WEBHOOK_DNS_TIMEOUT_MS: "0" })).toThrow(/WEBHOOK_DNS_TIMEOUT_MS/);
    expect(() => parseEnv({ WEBHOOK_DNS_TIMEOUT_MS: "60000" })).toThrow(/WEBHOOK_DNS_TIMEOUT_MS/);
    expect(() => parseEnv({ WEBHOOK_DNS_MAX_IN_FLIGHT: "0" })).toThrow(/WEBHOOK_DNS_MAX_IN_FLIGHT/);
  });
});
