// The composition root: one app builds each service once, two apps with two
// configs stay apart, the app's clock reaches its services, and close()
// drains background work.
import { afterEach, describe, expect, it } from "vitest";
import { listBackground } from "@/server/platform/background";
import { createApp } from "@/server/app/create-app";
import { currentApp, getApp, installApp } from "@/server/app/current-app";
import { once } from "@/server/platform/once";
import { testConfig } from "@/server/app/testing/test-app";

// remote data sources on closed ports: building the services touches neither a ledger nor a database
const remote = (extra: Record<string, string> = {}) =>
  testConfig({ SOLANA_RPC_URL: "http://127.0.0.1:1", DATABASE_URL: "postgresql://postgres@127.0.0.1:1/none", ...extra });

afterEach(() => {
  installApp(undefined);
});

describe("createApp", () => {
  it("builds each service once; two apps with two configs keep apart", async () => {
    const a = createApp(remote({ SCAN_CACHE_TTL_SECONDS: "111" }));
    const b = createApp(remote({ SCAN_CACHE_TTL_SECONDS: "222" }));
    expect(await a.scans()).toBe(await a.scans());
    expect(await a.access()).toBe(await a.access());
    expect((await a.runtime()).env.SCAN_CACHE_TTL_SECONDS).toBe(111);
    expect((await b.runtime()).env.SCAN_CACHE_TTL_SECONDS).toBe(222);
    expect(await b.scans()).not.toBe(await a.scans());
  });

  it("gives its clock to the services it builds", async () => {
    const at = new Date("2026-01-02T03:04:05Z");
    const app = createApp(remote(), { now: () => at });
    expect((await app.access()).now()).toBe(at);
    expect((await app.runtime()).sources.now()).toBe(Math.floor(at.getTime() / 1000));
  });

  it("close() waits for the background work it drains", async () => {
    const app = createApp(remote());
    let closed = false;
    app.background.register({ name: "probe", close: () => new Promise<void>((resolve) => setTimeout(() => resolve(void (closed = true)), 20)) });
    expect(listBackground()).toContain("probe");
    await app.close();
    expect(closed).toBe(true);
    expect(listBackground()).not.toContain("probe");
  });

  it("without an installed app, getApp() builds one (from process.env) and keeps it", () => {
    expect(currentApp()).toBeUndefined();
    const app = getApp();
    expect(getApp()).toBe(app);
    expect(currentApp()).toBe(app);
  });
});

describe("once", () => {
  it("shares one build between callers and does not keep a failed one", async () => {
    let builds = 0;
    const build = once(async () => {
      builds += 1;
      if (builds === 1) throw new Error("first build fails");
      return { builds };
    });
    await expect(build()).rejects.toThrow("first build fails");
    const [x, y] = await Promise.all([build(), build()]);
    expect(x).toBe(y);
    expect(builds).toBe(2);
  });
});
