// The anonymous per-minute limit through the real route handlers, before any
// work: even malformed requests count (a flood is a flood).
import { describe, expect, it } from "vitest";

Object.assign(process.env, { ANON_RATE_LIMIT_PER_MINUTE: "2", TRUSTED_IP_HEADER: "x-real-ip" });

const get = async (path: string, ip: string, headers: Record<string, string> = {}) => {
  const route = path.startsWith("/api/map-data") ? await import("./route") : await import("../scan-cabal/route");
  return route.GET(new Request(`http://localhost${path}`, { headers: { "user-agent": "vitest", "x-real-ip": ip, ...headers } }));
};

describe("ANON_RATE_LIMIT_PER_MINUTE on map-data and scans", () => {
  it("answers 429 rate_limited with Retry-After past the limit, per client IP, keys exempt", async () => {
    expect((await get("/api/map-data?mint=bad", "198.51.100.7")).status).toBe(400);
    expect((await get("/api/scan-cabal?mintAddress=bad", "198.51.100.7")).status).toBe(400);
    const limited = await get("/api/map-data?mint=bad", "198.51.100.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    expect((await get("/api/scan-cabal?mintAddress=bad", "198.51.100.7")).status).toBe(429);
    // another IP, and a caller with a key, are not held back
    expect((await get("/api/map-data?mint=bad", "198.51.100.8")).status).toBe(400);
    expect((await get("/api/map-data?mint=bad", "198.51.100.7", { "x-api-key": "ch_live_x" })).status).toBe(400);
  });
});
