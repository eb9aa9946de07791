import { describe, expect, it, vi } from "vitest";
import type { Health } from "@/server/contracts/health";
import { setUpTestApp } from "@/server/app/testing/test-app";

// Everything unreachable: a closed port for PostgreSQL and for the RPC (no embedded ledger).
setUpTestApp({
  DATABASE_URL: "postgresql://postgres:hunter2@127.0.0.1:1/secretdb",
  SOLANA_RPC_URL: "http://127.0.0.1:1/?api-key=rpc-secret",
  DEXSCREENER_API_URL: "http://127.0.0.1:1",
  RPC_MAX_RETRIES: "0",
});

describe("GET /api/health", () => {
  it("answers 503 down without any internal error text (hosts, ports, users, keys stay in the log)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { GET } = await import("@/app/api/health/route");
    const response = await GET(new Request("http://localhost/api/health"));
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("public, max-age=5");
    const text = await response.text();
    const health = JSON.parse(text) as Health;
    expect(health.status).toBe("down");
    expect(health.database.ok).toBe(false);
    expect(["timeout", "unreachable"]).toContain(health.database.error);
    expect(["timeout", "unreachable"]).toContain(health.data_sources.solana_rpc.error);
    expect(text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|hunter2|secretdb|rpc-secret|postgres:/);
    expect(logged).toHaveBeenCalled();
  });

  it("shares one check between callers for a few seconds, then checks again", async () => {
    const { createHealthCache, HEALTH_CACHE_MS } = await import("@/server/platform/health-cache");
    const getHealth = createHealthCache();
    let checks = 0;
    const check = async () => {
      checks += 1;
      return { status: "ok" } as Health;
    };
    const t0 = 1_000_000_000;
    await Promise.all([getHealth(t0, check), getHealth(t0 + 1, check), getHealth(t0 + HEALTH_CACHE_MS - 1, check)]);
    expect(checks).toBe(1);
    await getHealth(t0 + HEALTH_CACHE_MS, check);
    expect(checks).toBe(2);
  });
});
